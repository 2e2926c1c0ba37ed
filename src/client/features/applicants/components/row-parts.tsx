import { MessageSquareText } from 'lucide-react';
import type { ApplicantRow } from '../../../../shared/applicants';
import { Badge } from '../../../components/badge';
import { formatDayTime, formatWhen } from '../../../lib/dates';

/** "New" until the founder first opens the application. */
export function NewBadge({ row }: { row: ApplicantRow }) {
  if (row.firstOpenedAt !== null || row.status === 'withdrawn') return null;
  return <Badge tone="brand" title="You have not opened this application yet" data-testid="new-badge">New</Badge>;
}

export function NotesCount({ count }: { count: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-slate-600" data-testid="notes-count">
      <MessageSquareText className="size-4" aria-hidden />
      {count}
      <span className="sr-only">{count === 1 ? 'note' : 'notes'}</span>
    </span>
  );
}

export function AppliedWhen({ iso }: { iso: string }) {
  return <time dateTime={iso} title={formatDayTime(iso)}>{formatWhen(iso)}</time>;
}
