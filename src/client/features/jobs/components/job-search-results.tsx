import { BriefcaseBusiness, SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobBoardItem, JobBoardPage } from '../../../../shared/job-board';
import { EmptyState } from '../../../components/states';
import { JobRow } from './job-row';

type Search = NonNullable<JobBoardPage['search']>;

/** The words looked for, as the sentences quote them. */
const quoted = (search: Search) => `“${search.terms.join(' ')}”`;

/**
 * The board's positions for a search (decision 059): those matching every word, then, under a heading,
 * those matching some; when none matches all, a sentence says so above those matching some.
 */
export function JobResults({ jobs, search }: { jobs: JobBoardItem[]; search: Search | null }) {
  const firstPartial = jobs.findIndex((job) => job.isPartialMatch);
  return (
    <>
      {search?.match === 'some' && (
        <p role="status" className="mb-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-inset ring-amber-200">
          No position matches all of {quoted(search)}. These match some of the words.
        </p>
      )}
      <ul className="space-y-3" aria-label="Jobs">
        {jobs.map((job, index) => (
          <li key={job.id}>
            {index === firstPartial && index > 0 && (
              <h2 className="mb-3 mt-6 text-sm font-semibold text-slate-600">Matching some of your words</h2>
            )}
            <JobRow job={job} />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Nothing matches: the closest positions, said to be only close; or, when nothing is even close, the
 * empty state. `action` clears the search and filters.
 */
export function NoJobsFound({ search, action }: { search: Search | null; action: ReactNode }) {
  if (search?.match === 'none' && search.closest.length > 0) {
    return (
      <section aria-labelledby="closest-jobs">
        <div className="mb-4 flex gap-3 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <SearchX className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
          <p role="status">
            <span className="font-semibold text-slate-900">No exact match for {quoted(search)}.</span> These positions are the closest.
          </p>
        </div>
        <h2 id="closest-jobs" className="sr-only">Closest positions</h2>
        <ul className="space-y-3" aria-label="Closest jobs">
          {search.closest.map((job) => (
            <li key={job.id}><JobRow job={job} /></li>
          ))}
        </ul>
        <div className="mt-6 flex justify-center">{action}</div>
      </section>
    );
  }
  return <EmptyState icon={BriefcaseBusiness} title="No jobs found" text="Try other words or fewer filters." action={action} />;
}
