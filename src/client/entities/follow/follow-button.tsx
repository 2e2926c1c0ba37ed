import { BellPlus, BellRing } from 'lucide-react';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { cn } from '../../lib/cn';
import { useSession } from '../../lib/session';
import { loginPath } from '../../lib/sign-in-redirect';
import { useFollowedIds, useToggleFollow } from './use-follows';

type Props = { startupId: string; startupName: string; size?: 'sm' | 'md'; className?: string };

const sizes = {
  // On a card: compact, with a hit area grown to 44 px on touch screens (DESIGN.md: tap targets).
  sm: 'h-8 px-3 text-xs gap-1.5 before:absolute before:-inset-x-1 before:-inset-y-1.5 before:content-[""] pointer-fine:before:hidden',
  md: 'h-10 max-sm:h-11 px-4 text-sm gap-2',
};

/**
 * Follow / Following, a toggle (aria-pressed). The server renders it as "Follow" for everyone: the pages
 * it sits on are cached for visitors, and the member's own state arrives after hydration. A visitor is
 * sent to sign in, and comes back here.
 */
export function FollowButton({ startupId, startupName, size = 'md', className }: Props) {
  const { user } = useSession();
  const { ids } = useFollowedIds();
  const toggle = useToggleFollow(startupId, startupName);
  const navigate = useNavigate();
  const location = useLocation();
  const isFollowing = ids.includes(startupId);
  const Icon = isFollowing ? BellRing : BellPlus;

  function onClick(event: MouseEvent) {
    // Inside a card, a click here does not turn the card over.
    event.stopPropagation();
    if (!user) return void navigate(loginPath(location.pathname + location.search));
    if (toggle.isPending) return;
    toggle.mutate(!isFollowing);
  }

  return (
    <button
      type="button"
      aria-pressed={isFollowing}
      // Which startup, for a screen reader on a list of cards; the visible word starts the name (WCAG 2.5.3).
      aria-label={`${isFollowing ? 'Following' : 'Follow'} ${startupName}`}
      data-testid="follow-button"
      onClick={onClick}
      className={cn(
        'relative inline-flex shrink-0 items-center justify-center rounded-full font-semibold transition-colors duration-150',
        isFollowing
          ? 'bg-brand-50 text-brand-700 ring-1 ring-inset ring-brand-200 hover:bg-brand-100'
          : 'bg-white text-slate-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
        sizes[size],
        className,
      )}
    >
      <Icon className={size === 'sm' ? 'size-3.5' : 'size-4'} aria-hidden />
      {isFollowing ? 'Following' : 'Follow'}
    </button>
  );
}
