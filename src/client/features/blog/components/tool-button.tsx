import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '../../../lib/cn';

type ToolButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
  label: string;
  icon: ReactNode;
  isActive?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/** An editor tool: an icon with a name, 44 px square on a phone (a finger), 36 px from the small breakpoint up. */
export function ToolButton({ label, icon, isActive, className, ref, ...props }: ToolButtonProps) {
  return (
    <button
      ref={ref}
      type="button"
      aria-label={label}
      title={label}
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-md text-slate-700 hover:bg-slate-200/70 sm:size-9',
        'disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent',
        isActive && 'bg-brand-100 text-brand-800',
        className,
      )}
      {...props}
    >
      {icon}
    </button>
  );
}

export function ToolSeparator() {
  return <span className="mx-0.5 my-2 w-px self-stretch bg-slate-200" aria-hidden />;
}
