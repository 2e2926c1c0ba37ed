import type { UseQueryResult } from '@tanstack/react-query';
import { Rocket } from 'lucide-react';
import { GithubIcon, LinkedinIcon } from '../../../components/brand-icons';
import { Link } from 'react-router';
import type { Profile } from '../../../../shared/profiles';
import type { StartupCard as StartupCardData } from '../../../../shared/startups';
import { StartupCard } from '../../../entities/startup/startup-card';
import { Button } from '../../../components/button';
import { Card } from '../../../components/card';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states';
import { failureText } from '../../../lib/failure';

export function AboutCard({ bio, emptyText }: { bio: string; emptyText: string }) {
  return (
    <Card title="About">
      {bio ? (
        <p className="max-w-prose whitespace-pre-line text-slate-700">{bio}</p>
      ) : (
        <p className="text-sm text-slate-500">{emptyText}</p>
      )}
    </Card>
  );
}

export function SkillsCard({ skills, emptyText }: { skills: string[]; emptyText: string }) {
  return (
    <Card title="Skills">
      {skills.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label="Skills">
          {skills.map((skill) => (
            <li key={skill} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
              {skill}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">{emptyText}</p>
      )}
    </Card>
  );
}

/** The owner's active startups as flip cards, or the empty state. */
export function StartupsCard({
  title,
  isOwn,
  query,
}: {
  title: string;
  isOwn: boolean;
  query: UseQueryResult<StartupCardData[]>;
}) {
  const startups = query.data ?? [];
  return (
    <Card title={title}>
      {query.isPending ? (
        <p className="text-sm text-slate-500">Loading startups...</p>
      ) : query.isError ? (
        <ErrorState
          message="Failed to fetch startups"
          detail={failureText(query.error, '')}
          isRetrying={query.isFetching}
          onRetry={() => void query.refetch()}
        />
      ) : startups.length > 0 ? (
        <ul className="grid justify-items-center gap-6 sm:grid-cols-2" aria-label={title}>
          {startups.map((startup) => (
            <li key={startup.id} className="w-full max-w-[300px]">
              <StartupCard startup={startup} />
            </li>
          ))}
        </ul>
      ) : isOwn ? (
        <EmptyState
          icon={Rocket}
          title="No Startups Yet"
          text="Share your startup with the world"
          action={
            <Button asChild>
              <Link to="/post-startup">Post Your First Startup</Link>
            </Button>
          }
        />
      ) : (
        <p className="text-sm text-slate-500">No active startups yet.</p>
      )}
    </Card>
  );
}

export function ConnectCard({ profile }: { profile: Pick<Profile, 'githubUrl' | 'linkedinUrl'> }) {
  const links = [
    { href: profile.githubUrl, label: 'GitHub', icon: GithubIcon },
    { href: profile.linkedinUrl, label: 'LinkedIn', icon: LinkedinIcon },
  ].filter((link) => link.href);
  return (
    <Card title="Connect">
      {links.length > 0 ? (
        <ul className="space-y-2">
          {links.map(({ href, label, icon: Icon }) => (
            <li key={label}>
              <a
                href={href!}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline"
              >
                <Icon className="size-4" aria-hidden /> {label}
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-500">No links added yet.</p>
      )}
    </Card>
  );
}

/** A figure of the Activity card; a value still loading shows its shape. */
export type ActivityItem = { label: string; value: string | undefined };

/** "March 2025": how long someone has been a member needs no day. */
export const memberSince = (iso: string) =>
  new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric' }).format(new Date(iso));

/** A figure from a query: its shape while it loads, left out if it failed. */
export function figureOf<T>(
  label: string,
  query: Pick<UseQueryResult<T>, 'data' | 'isError'>,
  show: (data: T) => string,
): ActivityItem[] {
  if (query.isError) return [];
  return [{ label, value: query.data === undefined ? undefined : show(query.data) }];
}

/** Real figures only: a figure that could not be loaded is left out, and with none the card is not shown. */
export function ActivityCard({ items }: { items: ActivityItem[] }) {
  if (items.length === 0) return null;
  return (
    <Card title="Activity">
      <dl className="divide-y divide-slate-100">
        {items.map((item) => (
          <div key={item.label} className="flex items-center justify-between gap-3 py-2 text-sm">
            <dt className="text-slate-600">{item.label}</dt>
            <dd className="font-semibold text-slate-900">{item.value ?? <Skeleton className="h-4 w-10" />}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
