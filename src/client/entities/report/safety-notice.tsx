import { ShieldAlert } from 'lucide-react';
import { reportPath } from './report-link';
import { Link } from 'react-router';

/**
 * What a real startup never asks for, where a candidate decides to apply: on the job page and
 * in the apply form, with the way to report a position that does.
 */
export function SafetyNotice({
  jobId,
  jobTitle,
  back,
  className,
}: {
  jobId: string;
  jobTitle: string;
  back: string;
  className?: string;
}) {
  return (
    <aside
      aria-label="Applying safely"
      className={`rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-inset ring-amber-200 ${className ?? ''}`}
      data-testid="safety-notice"
    >
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4 shrink-0" aria-hidden /> Applying safely
      </p>
      <p className="mt-1.5">
        A real startup never asks you for money, bank details or ID documents (passport, ID card, social security
        number) before it has made you an offer.
      </p>
      <p className="mt-1.5">
        Asked for any of these?{' '}
        <Link
          to={reportPath('job', jobId, jobTitle, back)}
          className="font-semibold text-amber-900 underline underline-offset-2 hover:text-amber-700"
        >
          Report this position
        </Link>
        .
      </p>
    </aside>
  );
}
