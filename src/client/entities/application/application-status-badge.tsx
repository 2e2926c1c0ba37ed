import type { ApplicationState } from '../../../shared/applications';
import { cn } from '../../lib/cn';
import { Badge, type BadgeTone } from '../../components/badge';

/** The application states in the status colours used everywhere; withdrawn (by the candidate) is neutral. */
const applicationTone = { submitted: 'info', reviewed: 'warning', accepted: 'success', rejected: 'error', withdrawn: 'neutral' } as const satisfies Record<string, BadgeTone>;

/** An application's state in its status colour; the text is the state itself, shown capitalised ("Withdrawn"). */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationState; className?: string }) {
  return <Badge tone={applicationTone[status]} className={cn('whitespace-nowrap', className)} data-testid="application-status">{status}</Badge>;
}
