import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { Link } from 'react-router';
import { AboutTriggerContent, aboutTriggerClass } from './about-trigger';
import { focusFirstItemOnce, type FirstOpen } from '../../components/deferred-control';
import { aboutLinks } from './nav-links';
import { menuContentClass, menuItemClass } from './menu-styles';

/** The About dropdown itself, loaded on first use (see about-menu.tsx). */
export default function AboutMenuContent({ firstOpen }: { firstOpen: FirstOpen }) {
  const isFirst = useRef(true);
  return (
    <DropdownMenu.Root modal={false} defaultOpen>
      <DropdownMenu.Trigger className={aboutTriggerClass}>
        <AboutTriggerContent />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={6}
          className={menuContentClass}
          onFocus={focusFirstItemOnce(firstOpen, isFirst)}
        >
          {aboutLinks.map((link) => (
            <DropdownMenu.Item key={link.to} asChild className={menuItemClass}>
              <Link to={link.to}>{link.label}</Link>
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
