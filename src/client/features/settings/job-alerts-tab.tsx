import { BellRing, ExternalLink, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { alertFrequencies, MAX_JOB_ALERTS, type AlertFrequency, type JobAlert } from '../../../shared/job-alerts';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Select } from '../../components/field';
import { ErrorState, Skeleton } from '../../components/states';
import { formatDay } from '../../lib/dates';
import { failureText } from '../../lib/failure';
import {
  frequencyLabels,
  jobSearchSummary,
  useDeleteJobAlert,
  useJobAlerts,
  useUpdateJobAlert,
} from '../../entities/job-alert/job-alerts';
import { closeSettings } from '../../lib/settings-dialog';
import { useSettings } from '../../lib/settings-query';
import { toast } from '../../lib/toast';

/** Settings → Job alerts: the member's saved searches, how often each is e-mailed, and deleting them. */
export function JobAlertsTab({ onShowPreferences }: { onShowPreferences(): void }) {
  const alerts = useJobAlerts();
  const settings = useSettings();
  const isPaused = settings.data?.jobRecommendations === false;

  if (alerts.isPending) {
    return (
      <div role="status" aria-label="Loading job alerts" className="space-y-3">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-24" />
        ))}
      </div>
    );
  }
  if (alerts.isError) {
    return (
      <ErrorState
        message="Failed to load your job alerts."
        detail={failureText(alerts.error, '')}
        isRetrying={alerts.isFetching}
        onRetry={() => void alerts.refetch()}
      />
    );
  }
  return (
    <div className="space-y-4">
      {isPaused && (
        <Alert tone="warning">
          Your job alerts are paused: they are only e-mailed while "Job recommendations" is on.{' '}
          <button type="button" className="font-semibold underline" onClick={onShowPreferences}>
            Turn it on in Preferences
          </button>
        </Alert>
      )}
      {alerts.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 px-6 py-8 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-600">
            <BellRing className="size-6" aria-hidden />
          </span>
          <p className="mt-3 font-semibold text-slate-900">No job alerts yet.</p>
          <p className="mt-1 max-w-sm text-sm text-slate-600">
            Save a search on the Jobs page to get new positions by e-mail.
          </p>
          <Button asChild variant="secondary" className="mt-4">
            <Link to="/jobs" onClick={closeSettings}>
              Go to Jobs
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <ul className="space-y-3" aria-label="Job alerts">
            {alerts.data.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
          <p className="text-xs text-slate-500">
            {alerts.data.length} of {MAX_JOB_ALERTS} alerts. To add one, search on the{' '}
            <Link to="/jobs" onClick={closeSettings} className="font-medium text-brand-700 hover:underline">
              Jobs page
            </Link>{' '}
            and choose "Create job alert".
          </p>
        </>
      )}
    </div>
  );
}

function AlertRow({ alert }: { alert: JobAlert }) {
  const update = useUpdateJobAlert();
  const remove = useDeleteJobAlert();
  const [isConfirming, setIsConfirming] = useState(false);
  // While a change is being saved the select shows it; if it fails, the saved value comes back.
  const frequency = update.isPending && update.variables.frequency ? update.variables.frequency : alert.frequency;
  const selectId = `alert-frequency-${alert.id}`;

  function changeFrequency(next: AlertFrequency) {
    update.mutate(
      { id: alert.id, frequency: next },
      {
        onSuccess: () => toast.success(`"${alert.name}" is now e-mailed ${next}.`),
        onError: (error) => toast.error(failureText(error, 'Failed to change the job alert. Please try again.')),
      },
    );
  }

  return (
    <li className="rounded-xl p-4 ring-1 ring-slate-200" data-testid="job-alert-row">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words text-slate-900">{alert.name}</p>
          <p className="mt-0.5 text-sm break-words text-slate-600">{jobSearchSummary(alert.search)}</p>
          <p className="mt-0.5 text-xs text-slate-500">
            {alert.lastSentAt ? `Last e-mailed ${formatDay(alert.lastSentAt)}` : 'No e-mail sent yet'}
          </p>
        </div>
        <button
          type="button"
          className="-mt-1.5 -mr-2 grid size-11 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-800 sm:size-9"
          aria-label={`Delete "${alert.name}"`}
          onClick={() => setIsConfirming(true)}
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <label htmlFor={selectId} className="sr-only">
          How often to e-mail "{alert.name}"
        </label>
        <div className="w-32">
          <Select
            id={selectId}
            value={frequency}
            disabled={update.isPending}
            onChange={(event) => changeFrequency(event.target.value as AlertFrequency)}
          >
            {alertFrequencies.map((value) => (
              <option key={value} value={value}>
                {frequencyLabels[value]}
              </option>
            ))}
          </Select>
        </div>
        <Button asChild variant="ghost" size="sm">
          <Link to={alert.search ? `/jobs?${alert.search}` : '/jobs'} onClick={closeSettings}>
            <ExternalLink className="size-4" aria-hidden /> View jobs
            <span className="sr-only"> for "{alert.name}"</span>
          </Link>
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete job alert"
        description={`"${alert.name}" will no longer be e-mailed to you. This cannot be undone.`}
        confirmLabel="Delete alert"
        isDanger
        isLoading={remove.isPending}
        onConfirm={() =>
          remove.mutate(alert.id, {
            onSuccess: () => toast.success('Job alert deleted.'),
            onError: (error) => toast.error(failureText(error, 'Failed to delete the job alert. Please try again.')),
            onSettled: () => setIsConfirming(false),
          })
        }
      />
    </li>
  );
}
