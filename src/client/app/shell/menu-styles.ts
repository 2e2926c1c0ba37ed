export const menuContentClass =
  'z-50 min-w-48 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200 data-[state=open]:animate-[fade-in_150ms_ease-out]';
export const menuItemClass =
  'flex cursor-pointer items-center gap-2 rounded-lg px-3 py-2 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900';
