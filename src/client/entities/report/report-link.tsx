import { Flag } from 'lucide-react';
import { Link } from 'react-router';
import type { ReportableItem } from '../../../shared/moderation';
import { paths } from '../../../shared/paths';
import { cn } from '../../lib/cn';

/** The report form's address for one item; `back` is where its "Back" goes. */
export function reportPath(itemType: ReportableItem, itemId: string, name: string, back: string): string {
  const query = new URLSearchParams({ type: itemType, id: itemId, name, back });
  return `${paths.report}?${query.toString()}`;
}

/**
 * "Report": a real link to the report form's page, so that a tap before the page's script has
 * loaded still gets there; a visitor is asked to sign in on the way and comes back to the form.
 */
export function ReportLink({
  itemType,
  itemId,
  name,
  back,
  label,
  className,
}: {
  itemType: ReportableItem;
  itemId: string;
  name: string;
  back: string;
  label: string;
  className?: string;
}) {
  return (
    <Link
      to={reportPath(itemType, itemId, name, back)}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded text-sm font-medium text-slate-600 hover:text-red-700 hover:underline sm:min-h-0',
        className,
      )}
      data-testid="report-link"
    >
      <Flag className="size-4" aria-hidden />
      {label}
    </Link>
  );
}
