import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ChevronDown, Download, ExternalLink, RefreshCw } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  ATS_BOARD_HELP,
  ATS_LABELS,
  atsBoardSchema,
  atsProviders,
  type AtsBoardInput,
  type AtsBoardRow,
  type AtsPostingPreview,
  type AtsProvider,
} from '../../../shared/ats-import';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { inputClass } from '../../components/field';
import { Form, FormMessage } from '../../components/form';
import { api, unwrap } from '../../lib/api';
import { formatDayTime, formatWhen } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';

type Previewed = { input: { ats: AtsProvider; board: string }; postings: AtsPostingPreview[] };

/**
 * /jobs/:startupId/import (decision 051): the founder names their ATS and board, sees its
 * postings as positions would say them here, and imports the ones they choose. Imported positions stay
 * in step with the board every hour, except what the founder edits here.
 */
export default function ImportPositionsPage() {
  useDocumentTitle('Import positions');
  const { startupId = '' } = useParams();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <Link
        to="/dashboard"
        className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden /> Dashboard
      </Link>
      <header className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Import positions</h1>
        <p className="text-slate-600">
          Bring your open positions from Greenhouse, Lever or Ashby. We read your public job board, you choose what to
          import, and we keep the imported positions up to date every hour.
        </p>
      </header>
      <BoardForm startupId={startupId} onPreview={setPreviewed} />
      {previewed && (
        <PreviewList
          key={`${previewed.input.ats}:${previewed.input.board}`}
          startupId={startupId}
          previewed={previewed}
        />
      )}
      <LinkedBoards startupId={startupId} />
    </div>
  );
}

function BoardForm({ startupId, onPreview }: { startupId: string; onPreview(previewed: Previewed | null): void }) {
  const fieldId = useId();
  return (
    <Form
      schema={atsBoardSchema}
      defaultValues={{ ats: 'greenhouse', board: '' } satisfies AtsBoardInput}
      serverFields={['ats', 'board']}
      failureMessage="We could not read that job board. Please try again."
      onSubmit={async (values) => {
        onPreview(null);
        const answer = await unwrap(api.startups[':id'].ats.preview.$post({ param: { id: startupId }, json: values }));
        onPreview({ input: { ats: values.ats as AtsProvider, board: values.board }, postings: answer.postings });
      }}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      {(form) => {
        const ats = (form.watch('ats') ?? 'greenhouse') as AtsProvider;
        const help = ATS_BOARD_HELP[ats];
        const errors = form.formState.errors;
        return (
          <>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Your applicant tracking system</legend>
              <div className="mt-2 grid gap-2 sm:grid-cols-3">
                {atsProviders.map((value) => (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-800 ring-1 ring-inset ring-slate-300 has-[:checked]:bg-brand-50 has-[:checked]:ring-2 has-[:checked]:ring-brand-600"
                  >
                    <input type="radio" value={value} {...form.register('ats')} className="size-4 accent-brand-600" />
                    {ATS_LABELS[value]}
                  </label>
                ))}
              </div>
              {errors.ats && <p className="mt-1 text-sm text-error">{errors.ats.message}</p>}
            </fieldset>
            <div className="space-y-1.5">
              <label htmlFor={`${fieldId}-board`} className="block text-sm font-medium text-slate-800">
                {help.label}
              </label>
              <input
                id={`${fieldId}-board`}
                className={inputClass}
                placeholder={help.example}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-invalid={!!errors.board}
                aria-describedby={`${fieldId}-hint`}
                {...form.register('board')}
              />
              <p id={`${fieldId}-hint`} className="text-sm text-slate-500">
                {help.hint}
              </p>
              {errors.board && <p className="text-sm text-error">{errors.board.message}</p>}
            </div>
            <FormMessage />
            <div className="flex justify-end">
              <Button type="submit" isLoading={form.formState.isSubmitting}>
                Preview positions
              </Button>
            </div>
          </>
        );
      }}
    </Form>
  );
}

function PreviewList({ startupId, previewed }: { startupId: string; previewed: Previewed }) {
  const { input, postings } = previewed;
  const importable = postings.filter((p) => !p.isImported);
  const [chosen, setChosen] = useState<Set<string>>(() => new Set(importable.map((p) => p.sourceId)));
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const importing = useMutation({
    mutationFn: () =>
      unwrap(
        api.startups[':id'].ats.import.$post({ param: { id: startupId }, json: { ...input, sourceIds: [...chosen] } }),
      ),
    onSuccess: async ({ imported }) => {
      toast.success(imported === 1 ? '1 position imported.' : `${imported} positions imported.`);
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
      void navigate('/dashboard');
    },
  });
  const toggle = (id: string) =>
    setChosen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  if (postings.length === 0) {
    return (
      <Alert tone="info">
        {ATS_LABELS[input.ats]}'s board "{input.board}" has no open postings right now.
      </Alert>
    );
  }
  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="preview-title" className="text-xl font-semibold text-slate-900">
            {postings.length === 1 ? '1 posting' : `${postings.length} postings`} on {ATS_LABELS[input.ats]}
          </h2>
          <p className="text-sm text-slate-600">
            Choose the positions to import. You can edit each one afterwards; what you change here stays as you wrote
            it.
          </p>
        </div>
      </div>
      <ul className="space-y-3" aria-label="Postings">
        {postings.map((posting) => (
          <PostingRow
            key={posting.sourceId}
            ats={input.ats}
            posting={posting}
            isChosen={chosen.has(posting.sourceId)}
            onToggle={() => toggle(posting.sourceId)}
          />
        ))}
      </ul>
      {importing.isError && (
        <Alert>
          {failureText(importing.error, 'We could not import these positions. Nothing was imported; please try again.')}
        </Alert>
      )}
      <div className="sticky bottom-0 -mx-4 flex flex-col gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:flex-row sm:items-center sm:justify-between sm:border-0 sm:bg-transparent sm:p-0">
        <p className="text-sm text-slate-600">
          {chosen.size === 0
            ? 'No position chosen.'
            : chosen.size === 1
              ? '1 position chosen.'
              : `${chosen.size} positions chosen.`}
        </p>
        <Button onClick={() => importing.mutate()} disabled={chosen.size === 0} isLoading={importing.isPending}>
          <Download className="size-4" aria-hidden />{' '}
          {chosen.size === 1 ? 'Import 1 position' : `Import ${chosen.size} positions`}
        </Button>
      </div>
    </section>
  );
}

function PostingRow({
  ats,
  posting,
  isChosen,
  onToggle,
}: {
  ats: AtsProvider;
  posting: AtsPostingPreview;
  isChosen: boolean;
  onToggle(): void;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const checkboxId = useId();
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5" data-testid="ats-posting">
      <div className="flex items-start gap-3">
        <input
          id={checkboxId}
          type="checkbox"
          className="mt-1 size-5 shrink-0 accent-brand-600"
          checked={posting.isImported || isChosen}
          disabled={posting.isImported}
          onChange={onToggle}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <label htmlFor={checkboxId} className="block break-words font-semibold text-slate-900">
            {posting.title}
          </label>
          <p className="text-sm text-slate-600">
            {posting.location} · {posting.jobType}
          </p>
          <p className="text-sm text-slate-700">
            {posting.pay ?? <span className="text-slate-500">Pay not stated by {ATS_LABELS[ats]}</span>}
          </p>
          <div className="flex flex-wrap items-center gap-2 pt-1">
            {posting.isImported && <Badge tone="success">Imported</Badge>}
            {posting.isShortened && (
              <Badge tone="warning" className="normal-case">
                Description shortened to 5,000 characters
              </Badge>
            )}
            {posting.sourceUrl && (
              <a
                href={posting.sourceUrl}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
              >
                View on the board <ExternalLink className="size-3.5" aria-hidden />
              </a>
            )}
          </div>
          <button
            type="button"
            onClick={() => setIsOpen((v) => !v)}
            aria-expanded={isOpen}
            className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-700 hover:text-slate-900"
          >
            <ChevronDown className={`size-4 transition-transform ${isOpen ? 'rotate-180' : ''}`} aria-hidden />{' '}
            {isOpen ? 'Hide description' : 'Show description'}
          </button>
          {isOpen && (
            <p className="whitespace-pre-wrap rounded-lg bg-slate-50 p-3 text-sm text-slate-800">
              {posting.description}
            </p>
          )}
        </div>
      </div>
    </li>
  );
}

/** "Last read 5m ago", "Last read just now", "Last read Nov 23, 2026". */
const lastReadText = (iso: string) => {
  const when = formatWhen(iso);
  return `Last read ${when === 'Just now' ? 'just now' : when}`;
};

/** The boards this startup imported from: when each was last read, how that went, and "Sync now". */
function LinkedBoards({ startupId }: { startupId: string }) {
  const boards = useQuery({
    queryKey: queryKeys.dashboard.atsBoards(startupId),
    queryFn: () => unwrap(api.startups[':id'].ats.boards.$get({ param: { id: startupId } })),
  });
  if (boards.isPending || boards.isError || boards.data.boards.length === 0) return null;
  return (
    <section aria-labelledby="boards-title" className="space-y-3">
      <div>
        <h2 id="boards-title" className="text-lg font-semibold text-slate-900">
          Kept up to date
        </h2>
        <p className="text-sm text-slate-600">
          We read each board every hour. Sync now to bring changes and closed positions over at once.
        </p>
      </div>
      <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {boards.data.boards.map((board) => (
          <LinkedBoardRow key={board.id} startupId={startupId} board={board} />
        ))}
      </ul>
    </section>
  );
}

function LinkedBoardRow({ startupId, board }: { startupId: string; board: AtsBoardRow }) {
  const queryClient = useQueryClient();
  const sync = useMutation({
    mutationFn: () =>
      unwrap(api.startups[':id'].ats.boards[':boardId'].sync.$post({ param: { id: startupId, boardId: board.id } })),
    onSuccess: async ({ board: after }) => {
      if (after.lastError) toast.error(after.lastError);
      else toast.success(`${ATS_LABELS[after.ats]} · ${after.board} is up to date.`);
      // The board's row, and the dashboard's positions the read changed or closed (its keys start with it).
      await queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    },
    onError: (error) => toast.error(failureText(error, 'We could not sync this board. Please try again.')),
  });
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3 text-sm"
      data-testid="ats-board"
    >
      <div className="min-w-0 space-y-0.5">
        <p className="break-words font-medium text-slate-900">
          {ATS_LABELS[board.ats]} · {board.board}
        </p>
        <p className="inline-flex flex-wrap items-center gap-x-1.5 text-slate-600">
          <RefreshCw className="size-3.5" aria-hidden />
          {board.openPositions === 1 ? '1 open position' : `${board.openPositions} open positions`}
          {board.lastSyncedAt && (
            <span>
              {' '}
              ·{' '}
              <time dateTime={board.lastSyncedAt} title={formatDayTime(board.lastSyncedAt)}>
                {lastReadText(board.lastSyncedAt)}
              </time>
            </span>
          )}
        </p>
      </div>
      <Button variant="secondary" size="sm" onClick={() => sync.mutate()} isLoading={sync.isPending}>
        Sync now
      </Button>
      {board.lastError && <p className="w-full text-sm text-error">Last read failed: {board.lastError}</p>}
    </li>
  );
}
