import { Rocket } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  STARTUPS_PAGE_SIZE,
  type StartupCard as StartupCardData,
  type StartupListPage,
} from '../../../../shared/startup-cards';
import { EmptyState } from '../../../components/states';
import { NoExactMatchNote, SomeWordsNote } from '../../../components/search-notes';
import { StartupCard } from '../../../entities/startup/startup-card';

type Search = NonNullable<StartupListPage['search']>;

/** Above the cards when no startup has every word: the cards have some of them (decision 066). */
export function StartupSomeWordsNote({ search }: { search: Search | null }) {
  return search?.match === 'some' ? <SomeWordsNote terms={search.terms} subject="startup" /> : null;
}

/** The cards as the listing lays them out; the first card of each loaded page is its anchor for the page bar. */
export function StartupGrid({
  label,
  startups,
  firstIndex = 0,
}: {
  label: string;
  startups: StartupCardData[];
  firstIndex?: number;
}) {
  return (
    <ul className="grid justify-items-center gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {startups.map((startup, i) => {
        const index = firstIndex + i;
        return (
          <li
            key={startup.id}
            id={index % STARTUPS_PAGE_SIZE === 0 ? `startups-page-${index / STARTUPS_PAGE_SIZE + 1}` : undefined}
            className="w-full max-w-[300px] scroll-mt-24 max-sm:max-w-none"
          >
            <StartupCard startup={startup} />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Nothing matches: the closest startups, said to be only close; or, when nothing is even close, the
 * empty state. `action` clears the searches and filters.
 */
export function NoStartupsFound({ search, action }: { search: Search | null; action: ReactNode }) {
  if (search?.match === 'none' && search.closest.length > 0) {
    return (
      <section aria-labelledby="closest-startups">
        <NoExactMatchNote terms={search.terms} closest="startups" />
        <h2 id="closest-startups" className="sr-only">
          Closest startups
        </h2>
        <StartupGrid label="Closest startups" startups={search.closest} />
        <div className="mt-6 flex justify-center">{action}</div>
      </section>
    );
  }
  return (
    <EmptyState
      icon={Rocket}
      title="No startups found"
      text="Try another search or clear the filters."
      action={action}
    />
  );
}
