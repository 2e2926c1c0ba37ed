import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { APPLICANT_SEARCH_MAX, applicantSorts } from '../../../../shared/applicants';
import { applicationStates, type ApplicationState } from '../../../../shared/applications';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** The applicants page's filters as the address holds them; `view` is the page's own, not the server's. */
export const FILTER_NAMES = ['q', 'startup', 'job', 'status', 'stage', 'from', 'to', 'sort'] as const;
export type FilterName = (typeof FILTER_NAMES)[number];
export type ApplicantFilters = Partial<Record<FilterName, string>>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isKnown = (name: FilterName, value: string) => {
  if (name === 'status') return (applicationStates as readonly string[]).includes(value);
  if (name === 'sort') return (applicantSorts as readonly string[]).includes(value) && value !== 'newest';
  if (name === 'from' || name === 'to') return DAY.test(value);
  if (name === 'q') return value.trim() !== '' && value.length <= APPLICANT_SEARCH_MAX;
  // One of the startup's own stages (decision 044), by its id.
  if (name === 'stage') return /^[0-9a-f-]{36}$/i.test(value);
  return value !== '';
};

/** The filters in one order, without empty or unknown values, so the same search is one cache entry. */
export function filtersFromParams(params: URLSearchParams): ApplicantFilters {
  const filters: ApplicantFilters = {};
  for (const name of FILTER_NAMES) {
    const value = params.get(name) ?? '';
    if (isKnown(name, value)) filters[name] = value;
  }
  return filters;
}

export const searchOf = (filters: ApplicantFilters, extra: Record<string, string | undefined> = {}) =>
  new URLSearchParams(
    Object.entries({ ...filters, ...extra }).filter((entry): entry is [string, string] => !!entry[1]),
  );

/** A list's filters: the page's; a column of the board sets its own stage (an id, or 'none': in none, decision 044). */
export type ListFilters = ApplicantFilters;

export const applicantsOptions = (filters: ListFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.applicants.list(filters),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(api.applicants.$get({ query: Object.fromEntries(searchOf(filters, { cursor: pageParam })) })),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

/** One list of applicants (the table, or one column of the board with its `status`), a keyset page at a time. */
export const useApplicants = (filters: ListFilters) => useInfiniteQuery(applicantsOptions(filters));

export const totalOf = (counts: Record<ApplicationState, number>) =>
  applicationStates.reduce((sum, state) => sum + counts[state], 0);

// The founder's startups and a startup's jobs, for the filters; the dashboard reads them under the same keys.
export const useMyStartups = () =>
  useQuery({ queryKey: queryKeys.startups.mine, queryFn: () => unwrap(api.startups.mine.$get()).then((r) => r.items) });
export const useStartupJobs = (startupId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.dashboard.jobs(startupId),
    enabled: !!startupId,
    queryFn: () => unwrap(api.startups[':id'].jobs.$get({ param: { id: startupId! } })).then((r) => r.items),
  });
