import { Briefcase, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { STARTUPS_PAGE_SIZE, type StartupListPage } from '../../../shared/startup-cards';
import { Button } from '../../components/button';
import { FilterChips } from '../../components/filter-chips';
import { FilterSheet } from '../../components/filter-sheet';
import { Input } from '../../components/field';
import { ErrorState } from '../../components/states';
import { CardsSkeleton } from '../../components/skeleton';
import { failureText } from '../../lib/failure';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import type { PagePrefetch } from '../../lib/prefetch';
import { PAGES_PARAM, pagesFromParams, useLoadedPagesInAddress } from '../../lib/loaded-pages';
import { useUrlFilters } from '../../lib/use-url-filters';
import { filtersFromParams, startupListOptions, useStartupList, type StartupFilters } from './api/list-startups';
import { IdeaMeter } from './components/idea-meter';
import { PageBar } from '../../components/page-bar';
import { startupFilterChips, StartupFiltersForm } from './components/startup-filters';
import { NoStartupsFound, StartupGrid, StartupSomeWordsNote } from './components/startup-search-results';
import { withoutWords } from '../../../shared/search-chips';

/** A chip of words the server read as a filter: its name carries those words. */
const READ_CHIP = 'read:';

/** The searches and the sidebar's filters are one form (decision 022). */
const SEARCH_FORM_ID = 'startup-search';

/** How many pages past the loaded ones the page bar offers (each is loaded in turn when chosen). */
const PAGES_AHEAD = 3;

/** Another search starts from its first page; newest first is what no sort means. */
const resetOnChange = [PAGES_PARAM];
const isDefaultSort = (name: string, value: string) => name === 'sort' && value === 'newest';

/** Rendered on the server: the cards for the filters in the address, as many pages as it says (`?pages=`). */
export const prefetch: PagePrefetch = (queryClient, { searchParams }) =>
  queryClient.prefetchInfiniteQuery({
    ...startupListOptions(filtersFromParams(searchParams)),
    pages: pagesFromParams(searchParams),
  });

/** /startups: the listing, the same for visitors and signed-in users; its filters live in the URL. */
export default function StartupsPage() {
  const { params, filters, setFilters, clearFilters } = useUrlFilters({
    parse: filtersFromParams,
    resetOnChange,
    isDefault: isDefaultSort,
  });
  const [search, setSearch] = useState(filters.search ?? '');
  const [jobPosition, setJobPosition] = useState(filters.jobPosition ?? '');
  const debouncedSearch = useDebouncedValue(search.trim(), 300);
  const debouncedJob = useDebouncedValue(jobPosition.trim(), 300);

  const setFilter = (name: keyof StartupFilters, value: string) => setFilters({ [name]: value });

  /**
   * The searches are a real form (`GET /startups?search=…`): sent before the page's code has loaded, the
   * server answers with the results. Once it has, Enter searches at once instead of after the pause.
   */
  const submitSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ search: search.trim(), jobPosition: jobPosition.trim() });
  };

  // The typed searches reach the URL (and the server) 300 ms after the last key press: once the
  // debounced text has caught up with its box. Checked against the URL, not only when the debounced
  // value changes, so that clearing and quickly typing the same words again still searches.
  useEffect(() => {
    if (debouncedSearch === search.trim() && debouncedSearch !== (params.get('search') ?? ''))
      setFilter('search', debouncedSearch);
    if (debouncedJob === jobPosition.trim() && debouncedJob !== (params.get('jobPosition') ?? ''))
      setFilter('jobPosition', debouncedJob);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch, debouncedJob, search, jobPosition, params]);

  const query = useStartupList(filters);
  const loaded = useMemo(() => query.data?.pages.flatMap((p) => p.items) ?? [], [query.data]);
  const total = useMemo(() => {
    const pages = query.data?.pages ?? [];
    // A large total may be approximate: once the last page is in, the loaded cards are the count.
    const isComplete = pages.length > 0 && !pages.at(-1)!.hasMore;
    return isComplete && !pages[0]!.isTotalExact ? loaded.length : (pages[0]?.total ?? 0);
  }, [query.data, loaded]);
  useDocumentTitle('Startups');

  const searchRead = query.data?.pages[0]?.search ?? null;
  // Words of the job title search read as conditions ("remote", "Berlin") show as chips too; removing
  // one takes its words out of that search.
  const filterChips = startupFilterChips(filters);
  const chips = [
    ...filterChips,
    ...(searchRead?.readings ?? []).map((reading) => ({
      name: `${READ_CHIP}${reading.words}` as const,
      label: reading.label,
    })),
  ];
  const removeChip = (name: keyof StartupFilters | `${typeof READ_CHIP}${string}`) => {
    if (name.startsWith(READ_CHIP)) {
      const rest = withoutWords(filters.jobPosition ?? '', name.slice(READ_CHIP.length));
      setJobPosition(rest);
      setFilters({ jobPosition: rest });
      return;
    }
    setFilter(name as keyof StartupFilters, '');
  };
  const clear = () => {
    setSearch('');
    setJobPosition('');
    clearFilters();
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">
            Startups {query.data && <span className="text-brand-600">({total})</span>}
          </h1>
          <p className="mt-1 text-slate-600">
            Discover early-stage teams, what they are building, and who they are hiring.
          </p>
        </div>
      </header>

      <div className="mt-6">
        <IdeaMeter loaded={loaded} />
      </div>

      <form
        id={SEARCH_FORM_ID}
        method="get"
        action="/startups"
        role="search"
        aria-label="Search startups"
        onSubmit={submitSearch}
        className="mt-6 grid gap-3 sm:grid-cols-2"
      >
        <label className="relative block">
          <span className="sr-only">Search startups by name</span>
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            name="search"
            enterKeyHint="search"
            className="pl-9"
            placeholder="Search startups by name"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label className="relative block">
          <span className="sr-only">Search by job title</span>
          <Briefcase
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            type="search"
            name="jobPosition"
            enterKeyHint="search"
            className="pl-9"
            placeholder="Search by job title"
            value={jobPosition}
            onChange={(e) => setJobPosition(e.target.value)}
          />
        </label>
      </form>

      <div className="mt-6 grid gap-6 lg:grid-cols-[16rem_1fr]">
        <aside className="hidden lg:block" aria-label="Filters">
          <div className="sticky top-24 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 className="mb-4 text-base font-semibold">Filters</h2>
            {/* The search form's named filters (in the page at every width), sent with it by the browser. */}
            <StartupFiltersForm filters={filters} onChange={setFilter} onClear={clear} formId={SEARCH_FORM_ID} />
          </div>
        </aside>
        <div>
          <FilterSheet description="Narrow the list of startups" activeCount={filterChips.length}>
            <StartupFiltersForm filters={filters} onChange={setFilter} onClear={clear} />
          </FilterSheet>
          <FilterChips chips={chips} onRemove={removeChip} onClear={clear} className="-mt-2 mb-3 lg:mt-0" />
          <Results query={query} loaded={loaded} total={total} onClear={clear} />
        </div>
      </div>
    </div>
  );
}

function Results({
  query,
  loaded,
  total,
  onClear,
}: {
  query: ReturnType<typeof useStartupList>;
  loaded: StartupListPage['items'];
  total: number;
  onClear(): void;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const [currentPage, setCurrentPage] = useState(1);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useLoadedPagesInAddress({
    loadedPages: query.data?.pages.length ?? 0,
    hasNextPage,
    isFetchingNextPage,
    isError: query.isError,
    fetchNextPage,
  });

  // Infinite loading: the next page comes when the sentinel near the end shows.
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { threshold: 0.5, rootMargin: '100px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  async function goTo(page: number) {
    const loadedPages = query.data?.pages.length ?? 0;
    for (let i = loadedPages; i < page; i++) await fetchNextPage();
    setCurrentPage(page);
    if (page === 1) window.scrollTo({ top: 0, behavior: 'smooth' });
    else document.getElementById(`startups-page-${page}`)?.scrollIntoView({ behavior: 'smooth' });
  }

  if (query.isPending) return <CardsSkeleton label="Loading startups..." />;
  if (query.isError && !query.data)
    return (
      <ErrorState
        message="Failed to load startups. Please try again."
        detail={failureText(query.error, '')}
        isRetrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  const search = query.data?.pages[0]?.search ?? null;
  if (loaded.length === 0)
    return (
      <NoStartupsFound
        search={search}
        action={
          <Button variant="secondary" onClick={onClear}>
            Clear filters
          </Button>
        }
      />
    );
  // A search of several words: those matching all of them, then, under a heading, those matching some (decision 066).
  const every = loaded.filter((startup) => !startup.isPartialMatch);
  const some = loaded.filter((startup) => startup.isPartialMatch);
  return (
    <>
      <StartupSomeWordsNote search={search} />
      {every.length > 0 && <StartupGrid label="Startups" startups={every} />}
      {some.length > 0 && (
        <section aria-labelledby="some-words" className={every.length ? 'mt-10' : undefined}>
          {every.length > 0 && (
            <h2 id="some-words" className="mb-4 text-sm font-semibold text-slate-600">
              Matching some of your words
            </h2>
          )}
          <StartupGrid
            label={every.length ? 'Startups matching some of your words' : 'Startups'}
            startups={some}
            firstIndex={every.length}
          />
        </section>
      )}
      <div ref={sentinel} aria-hidden className="h-4" />
      {isFetchingNextPage && (
        <div className="mt-6">
          <CardsSkeleton label="Loading more startups..." cards={3} />
        </div>
      )}
      {/* A next page that failed keeps the cards already shown; the sentinel asks again when scrolled to. */}
      {query.isFetchNextPageError && !isFetchingNextPage && (
        <ErrorState
          message="Failed to load more startups"
          detail={failureText(query.error, '')}
          onRetry={() => void fetchNextPage()}
        />
      )}
      {/* Pages load in order (keyset): the bar offers the loaded pages and the next few. */}
      <PageBar
        pageCount={Math.ceil(total / STARTUPS_PAGE_SIZE)}
        current={currentPage}
        reachable={(query.data?.pages.length ?? 0) + PAGES_AHEAD}
        onGo={(page) => void goTo(page)}
      />
    </>
  );
}
