import { Rss, Search } from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigationType } from 'react-router';
import { Button } from '../../components/button';
import { FilterChips } from '../../components/filter-chips';
import { FilterSheet } from '../../components/filter-sheet';
import { Input } from '../../components/field';
import { ErrorState } from '../../components/states';
import { withoutWords } from '../../../shared/search-chips';
import { RowsSkeleton } from '../../components/skeleton';
import { prefetchJobMatches } from '../../entities/job-match/job-matches';
import { failureText } from '../../lib/failure';
import { useSession } from '../../lib/session';
import type { PagePrefetch } from '../../lib/prefetch';
import { PAGES_PARAM, pagesFromParams, useLoadedPagesInAddress } from '../../lib/loaded-pages';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlFilters } from '../../lib/use-url-filters';
import { AFTER_PARAM, jobBoardOptions, jobFiltersFromParams, useJobBoard, type JobFilters } from './api/list-jobs';
import { JobAlertButton } from './components/job-alert-button';
import { jobFilterChips, JobFiltersForm } from './components/job-filters';
import { JobResults, NoJobsFound } from './components/job-search-results';

// A member's own section (their matches, the cards' dismiss dialog and its form): its code loads once the
// session says someone is signed in, so a visitor's board does not download it (decision 068). A member's
// page is rendered with it on the server, and hydrates it when its code arrives.
const JobsForYouSection = lazy(() =>
  import('../../entities/job-match/jobs-for-you').then((m) => ({ default: m.JobsForYouSection })),
);

/** Another search starts from the newest positions, on its first page. */
const resetOnChange = [AFTER_PARAM, PAGES_PARAM];

/** The board as it opens, before any search, filter or older page: where Jobs for you shows. */
const isPlainBoardOf = (filters: JobFilters, after: string | undefined) =>
  !after && !filters.q && jobFilterChips(filters).length === 0;

/**
 * Rendered on the server: the positions for the filters in the address, as many pages as it says
 * (`?pages=`), and over the plain board a signed-in member's Jobs for you, so that it does not push the
 * list down once the page has loaded.
 */
export const prefetch: PagePrefetch = async (queryClient, { searchParams }) => {
  const filters = jobFiltersFromParams(searchParams);
  const after = searchParams.get(AFTER_PARAM) ?? undefined;
  await Promise.all([
    queryClient.prefetchInfiniteQuery({ ...jobBoardOptions(filters, after), pages: pagesFromParams(searchParams) }),
    isPlainBoardOf(filters, after) && prefetchJobMatches(queryClient),
  ]);
};

/** /jobs: every open position of every active startup, newest first; its filters live in the address. */
export default function JobsPage() {
  const { user } = useSession();
  const { params, filters, setFilters, clearFilters } = useUrlFilters({ parse: jobFiltersFromParams, resetOnChange });
  const after = params.get(AFTER_PARAM) ?? undefined;
  const [text, setText] = useState(filters.q ?? '');
  const debouncedText = useDebouncedValue(text.trim(), 300);
  // Remounts the filter form on "Clear filters", so its typed fields empty too.
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle('Jobs');

  const setFilter = (name: keyof JobFilters, value: string) =>
    setFilters((current) =>
      // A minimum pay is in a currency and per a period: the address says which.
      name === 'minPay' && value
        ? { minPay: value, currency: current.get('currency') || 'USD', period: current.get('period') || 'Year' }
        : { [name]: value },
    );

  // The typed search reaches the address (and the server) 300 ms after the last key press: once the
  // debounced text has caught up with the box. Checked against the address, not only when the debounced
  // value changes, so that clearing and quickly typing the same words again still searches.
  useEffect(() => {
    if (debouncedText === text.trim() && debouncedText !== (params.get('q') ?? '')) setFilter('q', debouncedText);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText, text, params]);

  // The page's own filter changes replace the address; a link to another search (a job alert's "View
  // jobs" in Settings) or going back is a new search: the typed fields take its values.
  const { key: locationKey } = useLocation();
  const navigationType = useNavigationType();
  const isFirstRender = useRef(true);
  useEffect(() => {
    if (isFirstRender.current) {
      isFirstRender.current = false;
      return;
    }
    if (navigationType === 'REPLACE') return;
    setText(filters.q ?? '');
    setFormKey((k) => k + 1);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationKey]);

  const query = useJobBoard(filters, after);
  const search = query.data?.pages[0]?.search ?? null;
  // Words the server read as filters ("remote", "Berlin") show as chips too; removing one takes its words out of the search.
  const readings = search?.readings ?? [];
  const chips = [
    ...jobFilterChips(filters),
    ...readings.map((reading) => ({ name: `${READ_CHIP}${reading.words}` as const, label: reading.label })),
  ];
  const isPlainBoard = isPlainBoardOf(filters, after);
  /** A chip's tap: the filter leaves the address (a minimum pay with its currency and period), and the typed fields empty too. */
  const removeFilter = (name: keyof JobFilters | `${typeof READ_CHIP}${string}`) => {
    if (name.startsWith(READ_CHIP)) {
      const rest = withoutWords(filters.q ?? '', name.slice(READ_CHIP.length));
      setText(rest);
      setFilters({ q: rest || undefined });
      return;
    }
    setFilters(
      name === 'minPay' ? { minPay: undefined, currency: undefined, period: undefined } : { [name]: undefined },
    );
    setFormKey((k) => k + 1);
  };
  const clear = () => {
    setText('');
    setFormKey((k) => k + 1);
    clearFilters();
  };

  useLoadedPagesInAddress({
    loadedPages: query.data?.pages.length ?? 0,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isError: query.isError,
    fetchNextPage: query.fetchNextPage,
  });
  /** This search from its newest position, and from the position after the last one shown. */
  const newestHref = hrefWith(params, undefined);
  const lastPage = query.data?.pages.at(-1);
  const nextHref = lastPage?.nextCursor ? hrefWith(params, lastPage.nextCursor) : null;
  const jobs = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  const total = query.data?.pages[0]?.total ?? null;
  const filterForm = (formId?: string) => (
    <JobFiltersForm key={formKey} filters={filters} onChange={setFilter} onClear={clear} formId={formId} />
  );

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Jobs</h1>
          <p className="mt-1 text-slate-600">Open positions at early-stage startups, newest first.</p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          {/* The same search as a feed, for a feed reader: a plain link, the server answers it. */}
          <a
            href={`/jobs/feed.xml${params.size ? `?${params}` : ''}`}
            className="inline-flex min-h-11 items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-brand-700"
          >
            <Rss className="size-4" aria-hidden /> RSS feed of this search
          </a>
          <JobAlertButton params={params} />
        </div>
      </header>

      {/* A real form (`GET /jobs?q=…`): sent before the page's code has loaded, the server answers with
          the results; once it has, Enter searches at once instead of after the pause. */}
      <form
        id={SEARCH_FORM_ID}
        method="get"
        action="/jobs"
        role="search"
        aria-label="Search jobs"
        className="mt-6"
        onSubmit={(event) => {
          event.preventDefault();
          setFilter('q', text.trim());
        }}
      >
        <label className="relative block">
          <span className="sr-only">Search jobs</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            name="q"
            enterKeyHint="search"
            className="pl-9"
            placeholder="Search jobs by title, skill or description"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
      </form>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-4 text-base font-semibold">Filters</h2>
            {/* The search form's named filters (in the page at every width), sent with it by the browser. */}
            {filterForm(SEARCH_FORM_ID)}
          </div>
        </aside>
        <div className="min-w-0">
          {/* A signed-in member's best matches, over the board before they search or filter. */}
          {isPlainBoard && user && (
            <Suspense fallback={null}>
              <JobsForYouSection className="mb-6" />
            </Suspense>
          )}
          <FilterSheet description="Narrow the list of jobs" activeCount={chips.length}>
            {filterForm()}
          </FilterSheet>
          <FilterChips chips={chips} onRemove={removeFilter} onClear={clear} className="-mt-2 mb-3 lg:mt-0" />
          {/* How many this search finds; said again as it changes. */}
          {total && total.count > 0 && (
            <p role="status" className="mb-3 text-sm font-medium text-slate-600" data-testid="job-count">
              {total.isAtLeast ? `${total.count.toLocaleString('en-US')}+` : total.count.toLocaleString('en-US')}{' '}
              {total.count === 1 && !total.isAtLeast ? 'job' : 'jobs'}
              {/* With several words, the count is of the positions having all of them; those with some follow. */}
              {(search?.terms.length ?? 0) > 1 && ' with all the words'}
            </p>
          )}
          {after && (
            <p className="mb-4 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
              Showing older positions of this search.
              <Link to={newestHref} className="font-semibold text-brand-700 hover:underline">
                Back to the newest jobs
              </Link>
            </p>
          )}
          {query.isPending ? (
            <RowsSkeleton label="Loading jobs..." rows={5} className="h-28" />
          ) : query.isError && !query.data ? (
            <ErrorState
              message="Failed to load jobs. Please try again."
              detail={failureText(query.error, '')}
              isRetrying={query.isFetching}
              onRetry={() => void query.refetch()}
            />
          ) : jobs.length === 0 ? (
            <NoJobsFound
              search={search}
              action={
                <Button variant="secondary" onClick={clear}>
                  Clear filters
                </Button>
              }
            />
          ) : (
            <>
              <JobResults jobs={jobs} search={search} />
              {query.isFetchNextPageError && !query.isFetchingNextPage && (
                <div className="mt-4">
                  <ErrorState
                    message="Failed to load more jobs"
                    detail={failureText(query.error, '')}
                    onRetry={() => void query.fetchNextPage()}
                  />
                </div>
              )}
              {query.hasNextPage && !query.isFetchNextPageError && (
                <div className="mt-6 flex justify-center">
                  {/* A link to the next page's own address (shareable, and what works before the code
                      has loaded); once it has, the next page is added below instead. */}
                  <Button asChild variant="secondary">
                    <a
                      href={nextHref ?? newestHref}
                      aria-busy={query.isFetchingNextPage || undefined}
                      onClick={(event) => {
                        event.preventDefault();
                        if (!query.isFetchingNextPage) void query.fetchNextPage();
                      }}
                    >
                      {query.isFetchingNextPage ? 'Loading more jobs...' : 'Load more jobs'}
                    </a>
                  </Button>
                </div>
              )}
            </>
          )}
        </div>
      </div>
    </div>
  );
}

/** The name of a chip for words read as a filter: what follows is the words. */
const READ_CHIP = 'read:';

/** The search and the sidebar's filters are one form (decision 022). */
const SEARCH_FORM_ID = 'job-search';

/** /jobs with these filters, from the newest position or after `cursor`. */
function hrefWith(params: URLSearchParams, cursor: string | undefined): string {
  const next = new URLSearchParams(params);
  next.delete(AFTER_PARAM);
  if (cursor) next.set(AFTER_PARAM, cursor);
  return next.size ? `/jobs?${next}` : '/jobs';
}
