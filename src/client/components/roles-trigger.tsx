import { Briefcase, ChevronDown } from 'lucide-react';

export type RolesMenuProps = { roles: string[]; href?: string };

export const rolesTriggerClass =
  'inline-flex shrink-0 items-center gap-1 rounded-lg bg-accent-400/25 px-2.5 py-1.5 text-xs font-semibold text-amber-900 hover:bg-accent-400/40';

export function RolesTriggerContent({ count }: { count: number }) {
  const label = count === 0 ? 'No Roles' : `${count} ${count === 1 ? 'Role' : 'Roles'}`;
  return (
    <>
      <Briefcase className="size-3.5" aria-hidden /> {label} <ChevronDown className="size-3.5" aria-hidden />
    </>
  );
}
