import { useEffect, useRef, type MouseEvent } from 'react';
import type { ApplicantRow } from '../../../../shared/applicants';
import { ApplicationStatusBadge } from '../../../entities/application/application-status-badge';
import { Avatar } from '../../../components/avatar';
import { cn } from '../../../lib/cn';
import { fullName } from '../status-labels';
import { useIsWide } from '../use-is-wide';
import { RatingStars } from './rating';
import { AppliedWhen, NewBadge, NotesCount, SearchMatch } from './row-parts';

type Props = {
  rows: ApplicantRow[];
  selected: ReadonlySet<string>;
  onToggle(id: string, isChecked: boolean): void;
  onToggleAll(isChecked: boolean): void;
  onOpen(row: ApplicantRow): void;
};

const WITHDRAWN_HINT = 'The candidate withdrew this application, so it cannot be moved.';

/** A click anywhere on a row opens it, except on its own controls (the checkbox, the name's button, links). */
const opensRow = (event: MouseEvent) => !(event.target as HTMLElement).closest('input, button, a, label');

/** The applications as a table on a wide screen, as a list of cards on a phone (no sideways scrolling). */
export function ApplicantsTable(props: Props) {
  return useIsWide() ? <WideTable {...props} /> : <CardList {...props} />;
}

function SelectAll({
  rows,
  selected,
  onToggleAll,
  className,
}: Pick<Props, 'rows' | 'selected' | 'onToggleAll'> & { className?: string }) {
  const ref = useRef<HTMLInputElement>(null);
  const movable = rows.filter((row) => row.status !== 'withdrawn');
  const checkedCount = movable.filter((row) => selected.has(row.id)).length;
  const isAll = movable.length > 0 && checkedCount === movable.length;
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = checkedCount > 0 && !isAll;
  }, [checkedCount, isAll]);
  return (
    <input
      ref={ref}
      type="checkbox"
      aria-label="Select all on this page"
      checked={isAll}
      disabled={movable.length === 0}
      onChange={(e) => onToggleAll(e.target.checked)}
      className={cn('size-4 cursor-pointer accent-brand-600', className)}
    />
  );
}

function RowCheckbox({
  row,
  selected,
  onToggle,
  className,
}: { row: ApplicantRow; className?: string } & Pick<Props, 'selected' | 'onToggle'>) {
  const isWithdrawn = row.status === 'withdrawn';
  return (
    <input
      type="checkbox"
      aria-label={`Select ${fullName(row)}`}
      title={isWithdrawn ? WITHDRAWN_HINT : undefined}
      checked={selected.has(row.id)}
      disabled={isWithdrawn}
      onChange={(e) => onToggle(row.id, e.target.checked)}
      className={cn('size-4 cursor-pointer accent-brand-600 disabled:cursor-not-allowed', className)}
    />
  );
}

function NameButton({ row, onOpen }: { row: ApplicantRow; onOpen(row: ApplicantRow): void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(row)}
      className="text-left font-semibold text-slate-900 hover:text-brand-700 hover:underline"
    >
      {fullName(row)}
    </button>
  );
}

function WideTable({ rows, selected, onToggle, onToggleAll, onOpen }: Props) {
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Applications</caption>
        <thead className="bg-slate-50 text-xs font-semibold uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="w-12 py-3 pl-5 pr-2">
              <SelectAll rows={rows} selected={selected} onToggleAll={onToggleAll} />
            </th>
            <th scope="col" className="px-3 py-3">
              Candidate
            </th>
            <th scope="col" className="px-3 py-3">
              Job · Startup
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Applied
            </th>
            <th scope="col" className="px-3 py-3">
              Rating
            </th>
            <th scope="col" className="py-3 pl-3 pr-5">
              Notes
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr
              key={row.id}
              data-testid="applicant-row"
              data-selected={selected.has(row.id) || undefined}
              onClick={(e) => opensRow(e) && onOpen(row)}
              className="cursor-pointer align-middle transition-colors hover:bg-slate-50 data-[selected]:bg-brand-50/60"
            >
              <td className="py-3 pl-5 pr-2">
                <RowCheckbox row={row} selected={selected} onToggle={onToggle} />
              </td>
              <td className="px-3 py-3">
                <div className="flex min-w-0 items-center gap-3">
                  <Avatar name={fullName(row)} src={row.applicant.avatarUrl} isDecorative />
                  <div className="min-w-0 max-w-[20rem]">
                    <NameButton row={row} onOpen={onOpen} />
                    {row.applicant.headline && (
                      <p className="truncate text-xs text-slate-600">{row.applicant.headline}</p>
                    )}
                    <p className="truncate text-xs text-slate-600">{row.applicant.email}</p>
                    <SearchMatch text={row.match} />
                  </div>
                </div>
              </td>
              <td className="px-3 py-3">
                <p className="font-medium text-slate-800">{row.job.title}</p>
                <p className="text-xs text-slate-600">{row.startup.name}</p>
              </td>
              <td className="px-3 py-3">
                <div className="flex flex-wrap items-center gap-1.5">
                  <ApplicationStatusBadge status={row.status} stage={row.stage?.name} />
                  <NewBadge row={row} />
                </div>
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-slate-600">
                <AppliedWhen iso={row.createdAt} />
              </td>
              <td className="px-3 py-3">
                <RatingStars rating={row.rating} />
              </td>
              <td className="py-3 pl-3 pr-5">
                <NotesCount count={row.noteCount} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CardList({ rows, selected, onToggle, onToggleAll, onOpen }: Props) {
  return (
    <div>
      <label className="mb-2 inline-flex min-h-11 cursor-pointer items-center gap-3 px-1 text-sm font-medium text-slate-700">
        <SelectAll rows={rows} selected={selected} onToggleAll={onToggleAll} className="size-5" />
        <span aria-hidden>Select all on this page</span>
      </label>
      <ul aria-label="Applications" className="space-y-3">
        {rows.map((row) => (
          <li
            key={row.id}
            data-testid="applicant-row"
            data-selected={selected.has(row.id) || undefined}
            onClick={(e) => opensRow(e) && onOpen(row)}
            className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 data-[selected]:bg-brand-50/60 data-[selected]:ring-brand-200"
          >
            <div className="flex items-start gap-3">
              <label className="-m-3 grid size-11 shrink-0 cursor-pointer place-items-center">
                <RowCheckbox row={row} selected={selected} onToggle={onToggle} className="size-5" />
              </label>
              <Avatar name={fullName(row)} src={row.applicant.avatarUrl} isDecorative />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <NameButton row={row} onOpen={onOpen} />
                  <NewBadge row={row} />
                </div>
                {row.applicant.headline && (
                  <p className="line-clamp-2 text-sm text-slate-600">{row.applicant.headline}</p>
                )}
                <p className="break-all text-xs text-slate-600">{row.applicant.email}</p>
                <SearchMatch text={row.match} />
              </div>
            </div>
            <p className="mt-3 text-sm text-slate-800">
              <span className="font-medium">{row.job.title}</span> · {row.startup.name}
            </p>
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-600">
              <ApplicationStatusBadge status={row.status} stage={row.stage?.name} />
              <AppliedWhen iso={row.createdAt} />
              <RatingStars rating={row.rating} />
              <NotesCount count={row.noteCount} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
