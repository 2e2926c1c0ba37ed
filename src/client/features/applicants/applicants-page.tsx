import { Building2, Columns3, Download, ListOrdered, Search, Table2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { APPLICANT_SEARCH_MAX, type ApplicantRow } from '../../../shared/applicants';
import { paths } from '../../../shared/paths';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Input } from '../../components/field';
import { FilterSheet } from '../../components/filter-sheet';
import { EmptyState, ErrorState } from '../../components/states';
import { cn } from '../../lib/cn';
import { failureText } from '../../lib/failure';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUrlFilters } from '../../lib/use-url-filters';
import { api } from '../../lib/api';
import {
  FILTER_NAMES,
  filtersFromParams,
  searchOf,
  useMyStartups,
  useStartupJobs,
  type FilterName,
} from './api/list-applicants';
import { ActiveFilters, ApplicantFiltersForm } from './components/applicant-filters';
import { ApplicationPanel } from './components/application-panel';
import { BoardView } from './components/board-view';
import { DashboardTabs } from './components/dashboard-tabs';
import { RowsSkeleton } from './components/list-states';
import { useStatusChange } from './components/status-change';
import { useApplicant } from './api/get-applicant';
import { TableView } from './components/table-view';
import { PipelineEditor } from './components/pipeline-editor';

type View = 'table' | 'board';

/** /dashboard/applicants: every application to the founder's startups, as a table or a board (decision 019). */
export default function ApplicantsPage() {
  useDocumentTitle('Applicants');
  const { params, filters, setFilters: update } = useUrlFilters({ parse: filtersFromParams });
  const view: View = params.get('view') === 'board' ? 'board' : 'table';
  const startups = useMyStartups();
  const jobs = useStartupJobs(filters.startup);
  const [openRow, setOpenRow] = useState<ApplicantRow | null>(null);
  // A notification's link names one application (`?open=<id>`): its panel opens over the list.
  const linked = useApplicant(params.get('open'));
  const panelRow = openRow ?? (params.get('open') ? (linked.data ?? null) : null);
  const statusChange = useStatusChange();
  const [isEditingPipeline, setIsEditingPipeline] = useState(false);

  // Another startup has other jobs: its job filter goes.
  const setFilter = (name: FilterName, value: string) =>
    update(name === 'startup' ? { startup: value, job: undefined, stage: undefined } : { [name]: value });
  const clear = () => {
    setText('');
    update(Object.fromEntries(FILTER_NAMES.filter((name) => name !== 'sort').map((name) => [name, undefined])));
  };
  // The board shows every status and stage in its own column: those filters are the table's.
  const shownFilters = view === 'board' ? { ...filters, status: undefined, stage: undefined } : filters;
  // The pipeline of one startup: the one filtered, or the founder's only one (decision 044).
  const pipelineStartupId = filters.startup ?? (startups.data?.length === 1 ? startups.data[0]!.id : undefined);
  const hasFilters = (['q', 'startup', 'job', 'status', 'stage', 'from', 'to'] as const).some(
    (name) => !!shownFilters[name],
  );
  // The typed search reaches the address 300 ms after the last key (decision 019).
  const [text, setText] = useState(filters.q ?? '');
  const debouncedText = useDebouncedValue(text.trim(), 300);
  useEffect(() => {
    if (debouncedText === text.trim() && debouncedText !== (filters.q ?? '')) update({ q: debouncedText || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedText, text, filters.q]);

  let content;
  if (startups.isPending) content = <RowsSkeleton />;
  else if (startups.isError) {
    content = (
      <ErrorState
        message="Failed to load your startups. Please try again."
        detail={failureText(startups.error, '')}
        isRetrying={startups.isFetching}
        onRetry={() => void startups.refetch()}
      />
    );
  } else if (startups.data.length === 0) {
    content = (
      <EmptyState
        icon={Building2}
        title="No applications yet"
        text="Post a startup and its open positions; the applications they receive show up here."
        action={
          <Button asChild>
            <Link to={paths.postStartup}>Post Your Startup</Link>
          </Button>
        }
      />
    );
  } else if (view === 'table') {
    content = (
      <TableView
        // A new search starts with nothing selected.
        key={searchOf(filters).toString()}
        filters={filters}
        hasFilters={hasFilters}
        onClear={clear}
        onStatus={(value) =>
          update(
            value.startsWith('stage:')
              ? { stage: value.slice('stage:'.length), status: undefined }
              : { status: value || undefined, stage: undefined },
          )
        }
        pipelineStartupId={pipelineStartupId}
        onOpen={setOpenRow}
        onMove={statusChange.ask}
        isMoving={statusChange.isLoading}
      />
    );
  } else {
    content = (
      <BoardView
        filters={shownFilters}
        hasFilters={hasFilters}
        onClear={clear}
        onOpen={setOpenRow}
        onMove={statusChange.ask}
        pipelineStartupId={pipelineStartupId}
      />
    );
  }

  const filterProps = { filters, startups: startups.data, jobs: jobs.data, onChange: setFilter };
  const hasStartups = !!startups.data?.length;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <DashboardTabs />
      <header className="mt-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-slate-900">Applicants</h1>
          <p className="mt-1 text-slate-600">Every application to your startups, in one place.</p>
        </div>
        {hasStartups && (
          <div className="flex flex-wrap items-center gap-2">
            <ViewSwitch view={view} onChange={(next) => update({ view: next === 'board' ? 'board' : undefined })} />
            <Button variant="secondary" className="max-sm:h-11" onClick={() => setIsEditingPipeline(true)}>
              <ListOrdered className="size-4" aria-hidden /> Pipeline stages
            </Button>
            <Button asChild variant="secondary" className="max-sm:h-11">
              <a href={`${api.applicants['export.csv'].$path()}?${searchOf(shownFilters)}`} download>
                <Download className="size-4" aria-hidden /> Export CSV
              </a>
            </Button>
          </div>
        )}
      </header>
      {hasStartups && (
        <div className="mt-6 space-y-3">
          <label className="relative block">
            <span className="sr-only">Search applicants</span>
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              type="search"
              className="pl-9"
              placeholder="Search names, answers and resumes"
              value={text}
              onChange={(e) => setText(e.target.value)}
              maxLength={APPLICANT_SEARCH_MAX}
            />
          </label>
          <ApplicantFiltersForm
            {...filterProps}
            className="hidden gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid lg:grid-cols-5"
          />
          <FilterSheet description="Narrow the list of applications">
            <ApplicantFiltersForm {...filterProps} className="space-y-4" />
          </FilterSheet>
          <ActiveFilters {...filterProps} isStatusShown={view === 'table'} onClear={clear} />
        </div>
      )}
      <div className="mt-4">{content}</div>
      {linked.isError && (
        <Alert className="mt-4">{failureText(linked.error, 'Failed to load the application. Please try again.')}</Alert>
      )}
      <ApplicationPanel
        row={panelRow}
        onClose={() => {
          setOpenRow(null);
          update({ open: undefined });
        }}
        onMove={statusChange.ask}
      />
      {statusChange.dialogs}
      {startups.data && startups.data.length > 0 && (
        <PipelineEditor
          open={isEditingPipeline}
          onOpenChange={setIsEditingPipeline}
          startups={startups.data}
          startupId={filters.startup}
        />
      )}
    </div>
  );
}

function ViewSwitch({ view, onChange }: { view: View; onChange(view: View): void }) {
  const options = [
    { value: 'table', label: 'Table', icon: Table2 },
    { value: 'board', label: 'Board', icon: Columns3 },
  ] as const;
  return (
    <div role="group" aria-label="View" className="inline-flex rounded-lg bg-slate-100 p-1">
      {options.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className={cn(
            'inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-semibold transition-colors max-sm:h-10',
            view === value ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          <Icon className="size-4" aria-hidden /> {label}
        </button>
      ))}
    </div>
  );
}
