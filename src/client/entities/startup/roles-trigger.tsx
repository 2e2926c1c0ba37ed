import { Briefcase, ChevronDown } from 'lucide-react';

/** One open role on a card: its title, and the address of its own position on the startup's page. */
export type CardRole = { title: string; href?: string };

export type RolesMenuProps = { roles: CardRole[] };

// A 44 px tall tap target (DESIGN.md) around a compact pill: the negative margin keeps the card's
// footer row as tall as before, and the pill keeps its look.
export const rolesTriggerClass =
  'group/roles -my-2 inline-flex h-11 shrink-0 items-center rounded-lg focus-visible:outline-offset-0';

export function RolesTriggerContent({ count }: { count: number }) {
  const label = count === 0 ? 'No Roles' : `${count} ${count === 1 ? 'Role' : 'Roles'}`;
  return (
    <span className="inline-flex items-center gap-1 rounded-lg bg-accent-400/25 px-2.5 py-1.5 text-xs font-semibold text-amber-900 group-hover/roles:bg-accent-400/40">
      <Briefcase className="size-3.5" aria-hidden /> {label} <ChevronDown className="size-3.5" aria-hidden />
    </span>
  );
}
