import { Rocket, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { STARTUPS_PAGE_SIZE, type StartupCard as StartupCardData, type StartupListPage } from '../../../../shared/startup-cards';
import { EmptyState } from '../../../components/states';
import { StartupCard } from '../../../entities/startup/startup-card';

type Search = NonNullable<StartupListPage['search']>;

/** The words looked for, as the sentences quote them. */
const quoted = (search: Search) => `“${search.terms.join(' ')}”`;

/** Above the cards when no startup has every word: the cards have some of them (decision 066). */
export function SomeWordsNote({ search }: { search: Search | null }) {
  if (search?.match !== 'some') return null;
  return (
    <p role="status" className="mb-4 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
      No startup matches all of {quoted(search)}. These match some of the words.
    </p>
  );
}

/** The cards as the listing lays them out; the first card of each loaded page is its anchor for the page bar. */
export function StartupGrid({ label, startups, firstIndex = 0 }: { label: string; startups: StartupCardData[]; firstIndex?: number }) {
  return (
    <ul className="grid justify-items-center gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label={label}>
      {startups.map((startup, i) => {
        const index = firstIndex + i;
        return (
          <li key={startup.id} id={index % STARTUPS_PAGE_SIZE === 0 ? `startups-page-${index / STARTUPS_PAGE_SIZE + 1}` : undefined} className="w-full max-w-[300px] scroll-mt-24 max-sm:max-w-none">
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
        <div className="mb-4 flex gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <SearchX className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <p role="status">
            <span className="font-semibold text-slate-900">No exact match for {quoted(search)}.</span> These startups are the closest.
          </p>
        </div>
        <h2 id="closest-startups" className="sr-only">Closest startups</h2>
        <StartupGrid label="Closest startups" startups={search.closest} />
        <div className="mt-6 flex justify-center">{action}</div>
      </section>
    );
  }
  return <EmptyState icon={Rocket} title="No startups found" text="Try another search or clear the filters." action={action} />;
}
