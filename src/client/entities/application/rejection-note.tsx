import { rejectionReasonLabels, type Rejection } from '../../../shared/applications';
import type { TimelineAudience } from './application-timeline';

/** What the founder said when declining: the reason's label and their message, if they gave either. */
export function RejectionNote({
  rejection,
  audience,
  startupName,
}: {
  rejection: Rejection;
  audience: TimelineAudience;
  startupName: string;
}) {
  if (!rejection.reason && !rejection.message) return null;
  return (
    <div
      className="mt-3 space-y-1 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 ring-1 ring-inset ring-slate-200"
      data-testid="rejection-note"
    >
      {rejection.reason && (
        <p>
          <span className="font-semibold text-slate-800">Reason:</span> {rejectionReasonLabels[rejection.reason]}
        </p>
      )}
      {rejection.message && (
        <p className="whitespace-pre-line break-words">
          <span className="font-semibold text-slate-800">
            {audience === 'candidate' ? `Message from ${startupName}:` : 'Your message:'}
          </span>{' '}
          {rejection.message}
        </p>
      )}
    </div>
  );
}
