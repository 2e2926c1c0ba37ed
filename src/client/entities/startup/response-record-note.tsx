import { MessageSquareReply } from 'lucide-react';
import { answeredShareText, responseTimeText, type ResponseRecord } from '../../../shared/response-record-text';
import { cn } from '../../lib/cn';

/**
 * How the startup answers applicants (decision 019), where a candidate decides whether to apply:
 * "Usually responds within 3 days · Answers 80% of applications". Nothing until there are enough
 * applications to say so.
 */
export function ResponseRecordNote({
  record,
  className,
}: {
  record: ResponseRecord | null | undefined;
  className?: string;
}) {
  if (!record) return null;
  const time = responseTimeText(record);
  const isResponsive = record.answeredShare >= 0.5;
  return (
    <p
      data-testid="response-record"
      className={cn(
        'flex items-start gap-2 rounded-xl px-4 py-3 text-sm',
        isResponsive
          ? 'bg-emerald-50 text-emerald-900 ring-1 ring-inset ring-emerald-200'
          : 'bg-slate-100 text-slate-700',
        className,
      )}
    >
      <MessageSquareReply className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>
        {time && <span className="font-semibold">{time}</span>}
        {time && ' · '}
        {answeredShareText(record)}
      </span>
    </p>
  );
}
