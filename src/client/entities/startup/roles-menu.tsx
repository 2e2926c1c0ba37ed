import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { focusFirstItemOnce, type FirstOpen } from '../../components/deferred-control';
import { rolesTriggerClass, RolesTriggerContent, type RolesMenuProps } from './roles-trigger';

/** A startup card's list of open roles, each with an Apply link; loaded on first use (see startup-card.tsx). */
export default function RolesMenu({ roles, firstOpen }: RolesMenuProps & { firstOpen: FirstOpen }) {
  const isFirst = useRef(true);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={rolesTriggerClass}>
        <RolesTriggerContent count={roles.length} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={2}
          className="z-50 w-64 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-slate-200"
          onFocus={focusFirstItemOnce(firstOpen, isFirst)}
        >
          {roles.length === 0 ? (
            <p className="px-3 py-2 text-sm text-slate-500">No open roles</p>
          ) : (
            roles.map((role, i) => (
              <DropdownMenu.Item
                key={`${role.title}-${i}`}
                asChild
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg px-3 py-2 text-sm outline-none data-[highlighted]:bg-slate-100"
              >
                {/* The chosen role's own position, selected and brought into view on the startup's page. */}
                {role.href ? (
                  <Link to={role.href}>
                    <span className="truncate text-slate-800">{role.title}</span>
                    <span className="shrink-0 font-semibold text-brand-700">Apply</span>
                  </Link>
                ) : (
                  <span className="truncate text-slate-800">{role.title}</span>
                )}
              </DropdownMenu.Item>
            ))
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
