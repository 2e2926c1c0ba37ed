import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { Button } from '../../components/button';
import { Logo } from '../../components/logo';
import { cn } from '../../lib/cn';
import { MobileMenuIcon, mobileTriggerClass } from './mobile-menu-trigger';
import { aboutLinks, publicLinks, signedInLinks } from './nav-links';

/** The phone menu sheet itself, loaded on first use (see mobile-menu.tsx): it mounts open. */
export default function MobileMenuSheet({ isSignedIn }: { isSignedIn: boolean }) {
  const [open, setOpen] = useState(true);
  const links = isSignedIn ? signedInLinks : publicLinks;
  const close = () => setOpen(false);
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'block rounded-lg px-3 py-2.5 text-base font-medium',
      isActive ? 'bg-brand-50 text-brand-700' : 'text-slate-700 hover:bg-slate-100',
    );
  return (
    <RadixDialog.Root open={open} onOpenChange={setOpen}>
      <RadixDialog.Trigger className={mobileTriggerClass} aria-label="Open menu">
        <MobileMenuIcon />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-slate-900/40" />
        <RadixDialog.Content className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col overflow-y-auto bg-white p-5 shadow-xl focus:outline-none">
          <div className="flex items-center justify-between">
            <Logo />
            <RadixDialog.Close
              className="-mr-2 grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label="Close menu"
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <RadixDialog.Title className="sr-only">Menu</RadixDialog.Title>
          <RadixDialog.Description className="sr-only">Site navigation</RadixDialog.Description>
          <nav className="mt-6 space-y-1" aria-label="Main">
            {links.map((link) => (
              <NavLink key={link.label} to={link.to} className={linkClass} onClick={close} end>
                {link.label}
              </NavLink>
            ))}
            <p className="px-3 pb-1 pt-4 text-xs font-semibold uppercase tracking-wide text-slate-400">About</p>
            {aboutLinks.map((link) => (
              <NavLink key={link.to} to={link.to} className={linkClass} onClick={close}>
                {link.label}
              </NavLink>
            ))}
          </nav>
          <div className="mt-auto space-y-2 pt-6">
            {isSignedIn ? (
              <Button asChild variant="accent" size="lg" className="w-full">
                <Link to="/post-startup" onClick={close}>
                  Post Startup
                </Link>
              </Button>
            ) : (
              <>
                <Button asChild variant="secondary" size="lg" className="w-full">
                  <Link to="/login" onClick={close}>
                    Sign In
                  </Link>
                </Button>
                <Button asChild variant="accent" size="lg" className="w-full">
                  <Link to="/login?tab=signup" onClick={close}>
                    Get Started
                  </Link>
                </Button>
              </>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
