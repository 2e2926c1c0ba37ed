import { MessageSquareText } from 'lucide-react';
import type { ApplicantRow } from '../../../../shared/applicants';
import { Badge } from '../../../components/badge';
import { formatDayTime, formatWhen } from '../../../lib/dates';

/** "New" until the founder first opens the application. */
export function NewBadge({ row }: { row: ApplicantRow }) {
  if (row.firstOpenedAt !== null || row.status === 'withdrawn') return null;
  return (
    <Badge tone="brand" title="You have not opened this application yet" data-testid="new-badge">
      New
    </Badge>
  );
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
  return (
    <time dateTime={iso} title={formatDayTime(iso)}>
      {formatWhen(iso)}
    </time>
  );
}

/**
 * Where a search matched (the server's ts_headline, matches between « and »), printed as text with the
 * matched words marked. Never HTML: the snippet comes from what a candidate wrote.
 */
export function SearchMatch({ text }: { text: string | null }) {
  if (!text) return null;
  const parts = text.split(/«|»/);
  return (
    <p className="mt-1 line-clamp-2 text-xs text-slate-600" data-testid="search-match">
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="rounded bg-amber-100 px-0.5 text-slate-900">
            {part}
          </mark>
        ) : (
          <span key={i}>{part}</span>
        ),
      )}
    </p>
  );
}
