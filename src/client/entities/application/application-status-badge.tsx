import type { ApplicationState } from '../../../shared/applications';
import { cn } from '../../lib/cn';
import { Badge, type BadgeTone } from '../../components/badge';

/** The application states in the status colours used everywhere; withdrawn (by the candidate) is neutral. */
const applicationTone = {
  submitted: 'info',
  reviewed: 'warning',
  accepted: 'success',
  rejected: 'error',
  withdrawn: 'neutral',
} as const satisfies Record<string, BadgeTone>;

/**
 * An application's state in its status colour; the text is the state itself, shown capitalised ("Withdrawn").
 * `stage`: the words shown instead while it is in one of the startup's own stages (decision 044): for the
 * candidate "Interviewing" or "Offer" (never the stage's name, which the server does not give them), for the
 * team the stage's name.
 */
export function ApplicationStatusBadge({
  status,
  stage,
  className,
}: {
  status: ApplicationState;
  stage?: string | null;
  className?: string;
}) {
  return (
    <Badge
      tone={stage ? 'brand' : applicationTone[status]}
      className={cn('whitespace-nowrap', stage && 'normal-case', className)}
      data-testid="application-status"
    >
      {stage ?? status}
    </Badge>
  );
}
