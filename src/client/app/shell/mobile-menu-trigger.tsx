import { Menu } from 'lucide-react';

// The phone menu's trigger, shared by its stand-in (mobile-menu.tsx) and the sheet loaded on first use.
export const mobileTriggerClass =
  'grid size-11 place-items-center rounded-lg text-slate-700 hover:bg-slate-100 lg:hidden';

export function MobileMenuIcon() {
  return <Menu className="size-6" aria-hidden />;
}
