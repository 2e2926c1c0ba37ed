import { useQuery } from '@tanstack/react-query';
import { AUDIT_ACTION_LABELS } from '../../../shared/audit';
import { deviceName } from '../../../shared/device-name';
import { api, unwrap } from '../../lib/api';
import { formatDayTime } from '../../lib/dates';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';

/** Settings: the member's own recent security events, to spot a sign-in that was not theirs. */
export function SecurityActivity() {
  const { user } = useSession();
  // Asked again each time the tab opens: a sign-in elsewhere, or a token made a moment ago, shows.
  const events = useQuery({
    queryKey: queryKeys.securityEvents(user?.id ?? ''),
    queryFn: () => unwrap(api.account['security-events'].$get()),
    enabled: !!user,
    refetchOnMount: 'always',
  });
  return (
    <section className="space-y-3" aria-labelledby="security-activity-title">
      <h3 id="security-activity-title" className="font-semibold text-slate-900">
        Recent security activity
      </h3>
      <p className="text-sm text-slate-600">
        Sign-ins, changes to your password, e-mail and second factors, and your API tokens. Something you did not do?
        Change your password now.
      </p>
      {events.isPending ? (
        <p className="text-sm text-slate-500">Loading…</p>
      ) : events.isError ? (
        <p className="text-sm text-error">Could not load your security activity. Please try again later.</p>
      ) : events.data.items.length === 0 ? (
        <p className="text-sm text-slate-500">Nothing yet.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" data-testid="security-activity">
          {events.data.items.map((entry) => (
            <li key={entry.id} className="px-3 py-2 text-sm">
              <p className="font-medium text-slate-900">
                {AUDIT_ACTION_LABELS[entry.action]}
                {/* Which token: the name the member gave it. */}
                {typeof entry.detail.name === 'string' && (
                  <span className="font-normal text-slate-700"> “{entry.detail.name}”</span>
                )}
                {entry.detail.newDevice === true && (
                  <span className="ml-2 rounded bg-amber-50 px-1.5 py-0.5 text-xs font-medium text-warning">
                    New device
                  </span>
                )}
              </p>
              <p className="text-slate-600">
                {formatDayTime(entry.at)} · {deviceName(entry.userAgent)}
                {entry.ip ? ` · ${entry.ip}` : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
