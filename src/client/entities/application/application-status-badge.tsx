import type { ApplicationState } from '../../shared/applications';
import { Badge, applicationTone } from './badge';

/** An application's state in its status colour; the text is the state itself, shown capitalised ("Withdrawn"). */
export function ApplicationStatusBadge({ status, className }: { status: ApplicationState; className?: string }) {
  return <Badge tone={applicationTone[status]} className={className} data-testid="application-status">{status}</Badge>;
}
