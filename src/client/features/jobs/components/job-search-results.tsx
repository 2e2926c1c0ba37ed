import { BriefcaseBusiness } from 'lucide-react';
import type { ReactNode } from 'react';
import type { JobBoardItem, JobBoardPage } from '../../../../shared/job-board';
import { EmptyState } from '../../../components/states';
import { NoExactMatchNote, SomeWordsNote } from '../../../components/search-notes';
import { JobRow } from './job-row';

type Search = NonNullable<JobBoardPage['search']>;

/**
 * The board's positions for a search (decision 059): those matching every word, then, under a heading,
 * those matching some; when none matches all, a sentence says so above those matching some.
 */
export function JobResults({ jobs, search }: { jobs: JobBoardItem[]; search: Search | null }) {
  const firstPartial = jobs.findIndex((job) => job.isPartialMatch);
  return (
    <>
      {search?.match === 'some' && <SomeWordsNote terms={search.terms} subject="position" />}
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
        <NoExactMatchNote terms={search.terms} closest="positions" />
        <h2 id="closest-jobs" className="sr-only">
          Closest positions
        </h2>
        <ul className="space-y-3" aria-label="Closest jobs">
          {search.closest.map((job) => (
            <li key={job.id}>
              <JobRow job={job} />
            </li>
          ))}
        </ul>
        <div className="mt-6 flex justify-center">{action}</div>
      </section>
    );
  }
  return (
    <EmptyState
      icon={BriefcaseBusiness}
      title="No jobs found"
      text="Try other words or fewer filters."
      action={action}
    />
  );
}
