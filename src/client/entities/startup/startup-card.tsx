import { MapPin, RotateCw, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { countryName } from '../../../shared/catalog';
import type { StartupCard as StartupCardData } from '../../../shared/startups';
import { cn } from '../../lib/cn';
import { Avatar } from '../../components/avatar';
import { useSession } from '../../lib/session';
import { deferredControl } from '../../components/deferred-control';
import { FollowButton } from '../follow/follow-button';
import { rolesTriggerClass, RolesTriggerContent, type RolesMenuProps } from './roles-trigger';
import { VerifiedBadge } from './verified-badge';

export type StartupCardView = Pick<
  StartupCardData,
  | 'name'
  | 'logoUrl'
  | 'description'
  | 'stage'
  | 'industry'
  | 'teamSize'
  | 'country'
  | 'tagline'
  | 'brandVoice'
  | 'mission'
  | 'highlightText'
  | 'openRoles'
  | 'owner'
> & { id?: string; slug?: string; openRoleIds?: string[]; verifiedDomain?: string | null };

/** The flip card: about 300 x 365, front and back, turned by a click. */
export function StartupCard({
  startup,
  isFlipped: controlledFlip,
  onFlip,
}: {
  startup: StartupCardView;
  isFlipped?: boolean;
  onFlip?(): void;
}) {
  const [ownFlip, setOwnFlip] = useState(false);
  const isFlipped = controlledFlip ?? ownFlip;
  const flip = onFlip ?? (() => setOwnFlip((v) => !v));
  const href = startup.slug ? `/startup/${encodeURIComponent(startup.slug)}` : undefined;
  const ownerName = `${startup.owner.firstName} ${startup.owner.lastName}`.trim();
  // Each role opens its own position on the startup's page, the same address its "Open positions" list keeps.
  const roles = startup.openRoles.map((title, i) => {
    const jobId = startup.openRoleIds?.[i];
    return { title, href: href && jobId ? `${href}?job=${encodeURIComponent(jobId)}` : href };
  });
  // A listed startup (a form's preview has no id), and not the viewer's own.
  const viewerId = useSession().user?.id;
  const canFollow = !!startup.id && viewerId !== startup.owner.id;

  return (
    <article
      className="group h-[365px] w-full max-w-[300px] perspective-[1200px] max-sm:max-w-none"
      aria-label={startup.name}
    >
      <div
        className={cn(
          'relative h-full w-full transition-transform duration-300 transform-3d',
          isFlipped && 'rotate-y-180',
        )}
        onClick={(event) => {
          // Links and buttons inside the card do their own thing.
          if (!(event.target as HTMLElement).closest('a,button,[role=menu]')) flip();
        }}
      >
        <Face hidden={isFlipped}>
          <div className="flex items-start gap-3">
            <img
              src={startup.logoUrl || undefined}
              alt=""
              width={56}
              height={56}
              className="size-14 shrink-0 rounded-xl bg-slate-100 object-cover ring-1 ring-slate-200"
            />
            <div className="min-w-0 flex-1">
              {/* The name leads to the startup's page; the rest of the card still turns it over. */}
              <h3 className="truncate text-lg font-bold text-slate-900">
                {href ? (
                  <Link to={href} className="hover:text-brand-700 hover:underline">
                    {startup.name}
                  </Link>
                ) : (
                  startup.name
                )}
              </h3>
              <p className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
                <span className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700">
                  {startup.stage}
                </span>
                <span className="inline-flex items-center gap-1">
                  <Users className="size-3.5" aria-hidden /> {startup.teamSize || 1}
                </span>
                <VerifiedBadge domain={startup.verifiedDomain} />
              </p>
            </div>
            <FlipButton name={startup.name} onClick={flip} />
          </div>
          <div className="mt-3 flex min-h-8 items-center justify-between gap-2">
            <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">About Us</p>
            {canFollow && <FollowButton startupId={startup.id!} startupName={startup.name} size="sm" />}
          </div>
          <p className="mt-1 line-clamp-4 text-sm text-slate-700">{startup.description}</p>
          <div className="mt-auto space-y-3 pt-3">
            <div className="flex items-center justify-between gap-2 text-xs text-slate-600">
              <span className="inline-flex items-center gap-1">
                <MapPin className="size-3.5" aria-hidden /> {countryName(startup.country)}
              </span>
              <span className="truncate rounded-full bg-slate-100 px-2 py-0.5 font-medium text-slate-700">
                {startup.industry}
              </span>
            </div>
            <div className="flex items-center justify-between gap-2 border-t border-slate-100 pt-3">
              <Link
                to={`/profile/${startup.owner.id}`}
                className="-my-1 flex min-h-11 min-w-0 items-center gap-2 text-sm font-medium text-slate-700 hover:text-brand-700"
              >
                <Avatar name={ownerName} src={startup.owner.avatarUrl} className="size-7 text-xs" />
                <span className="truncate">{ownerName}</span>
              </Link>
              <RolesMenu roles={roles} />
            </div>
          </div>
        </Face>
        <Face back hidden={!isFlipped}>
          <div className="flex items-start justify-between gap-2">
            <p className="text-base font-semibold italic text-slate-900">“{startup.tagline}”</p>
            <FlipButton name={startup.name} onClick={flip} />
          </div>
          <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500">Mission & Vision</p>
          <p className="mt-1 line-clamp-6 text-sm text-slate-700">{startup.mission}</p>
          <div className="mt-auto space-y-3">
            {href ? (
              <Link
                to={href}
                className="flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white hover:bg-brand-700"
              >
                {startup.highlightText || 'Learn more'}
              </Link>
            ) : (
              <span className="flex h-10 w-full items-center justify-center rounded-lg bg-brand-600 px-4 text-sm font-semibold text-white">
                {startup.highlightText || 'Learn more'}
              </span>
            )}
            <p className="text-center text-xs text-slate-500">{startup.brandVoice}</p>
          </div>
        </Face>
      </div>
    </article>
  );
}

function Face({ back, hidden, children }: { back?: boolean; hidden: boolean; children: ReactNode }) {
  return (
    <div
      aria-hidden={hidden}
      inert={hidden}
      className={cn(
        'absolute inset-0 flex cursor-pointer flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 backface-hidden transition-shadow group-hover:shadow-md',
        back && 'rotate-y-180 bg-gradient-to-b from-white to-brand-50',
      )}
    >
      {children}
    </div>
  );
}

/** A 44 px tap target (DESIGN.md) reaching into the card's padding, so the icon stays where it was. */
function FlipButton({ name, onClick }: { name: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="group/flip -mr-2 -mt-2 grid size-11 shrink-0 place-items-center rounded-lg"
      aria-label={`Flip the card of ${name}`}
    >
      <span className="rounded-lg p-1.5 text-slate-400 group-hover/flip:bg-slate-100 group-hover/flip:text-slate-700">
        <RotateCw className="size-4" aria-hidden />
      </span>
    </button>
  );
}

/** "n Role"/"n Roles" or "No Roles", opening the list of open roles; the menu's code loads on first use. */
const RolesMenu = deferredControl<RolesMenuProps>(
  () => import('./roles-menu'),
  ({ roles }, triggerProps) => (
    <button type="button" aria-haspopup="menu" aria-expanded={false} className={rolesTriggerClass} {...triggerProps}>
      <RolesTriggerContent count={roles.length} />
    </button>
  ),
);
