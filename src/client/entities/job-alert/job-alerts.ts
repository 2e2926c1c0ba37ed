import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { countryName } from '../../../shared/catalog';
import {
  JOB_ALERT_NAME_MAX,
  type AlertFrequency,
  type CreateJobAlertInput,
  type JobAlert,
} from '../../../shared/job-alerts';
import { api, unwrap } from '../../lib/api';
import { useSession } from '../../lib/session';
import { queryKeys } from '../../lib/query-keys';

// Job alerts (decision 018): a saved /jobs search e-mailed daily or weekly. The jobs board creates
// them, Settings lists, changes and deletes them.

function useAlertsKey() {
  return queryKeys.jobAlerts(useSession().user?.id ?? '');
}

/** The signed-in member's alerts, oldest first as the server lists them. */
export function useJobAlerts() {
  const { user } = useSession();
  const key = useAlertsKey();
  return useQuery({
    queryKey: key,
    queryFn: () => unwrap(api['job-alerts'].$get()).then((r) => r.items),
    enabled: !!user,
  });
}

export function useCreateJobAlert() {
  const queryClient = useQueryClient();
  const key = useAlertsKey();
  return useMutation({
    mutationFn: (input: CreateJobAlertInput) => unwrap(api['job-alerts'].$post({ json: input })).then((r) => r.alert),
    onSuccess: (alert) => {
      queryClient.setQueryData<JobAlert[]>(key, (items) =>
        items ? [...items.filter((a) => a.id !== alert.id), alert] : items,
      );
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

export function useUpdateJobAlert() {
  const queryClient = useQueryClient();
  const key = useAlertsKey();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; frequency?: AlertFrequency }) =>
      unwrap(api['job-alerts'][':id'].$patch({ param: { id: encodeURIComponent(id) }, json: change })).then(
        (r) => r.alert,
      ),
    onSuccess: (alert) =>
      queryClient.setQueryData<JobAlert[]>(key, (items) => items?.map((a) => (a.id === alert.id ? alert : a))),
  });
}

export function useDeleteJobAlert() {
  const queryClient = useQueryClient();
  const key = useAlertsKey();
  return useMutation({
    mutationFn: (id: string) => unwrap(api['job-alerts'][':id'].$delete({ param: { id: encodeURIComponent(id) } })),
    onSuccess: (_result, id) => queryClient.setQueryData<JobAlert[]>(key, (items) => items?.filter((a) => a.id !== id)),
  });
}

export const frequencyLabels: Record<AlertFrequency, string> = { daily: 'Daily', weekly: 'Weekly' };

const periodWords: Record<string, string> = { Hour: 'an hour', Month: 'a month', Year: 'a year' };

/** A minimum pay filter in words: "At least 60,000 USD a year" (the board's chips and alert summaries). */
export function minPayText(minPay: string, currency: string, period: string | undefined): string {
  return `At least ${Number(minPay).toLocaleString('en-US')} ${currency} ${periodWords[period ?? ''] ?? ''}`.trim();
}

/**
 * What a saved search follows, in words, one part per filter ("“rust”", "Remote", "Full-time",
 * "At least 60,000 USD a year"). Takes the canonical search (shared/job-alerts.ts canonicalJobSearch).
 */
export function describeJobSearch(search: string): string[] {
  const params = new URLSearchParams(search);
  const get = (name: string) => params.get(name) ?? '';
  const parts: string[] = [];
  if (get('q')) parts.push(`“${get('q')}”`);
  for (const name of ['locationType', 'jobType', 'experienceLevel', 'compensationType'])
    if (get(name)) parts.push(get(name));
  if (get('country')) parts.push(countryName(get('country')));
  if (get('workFrom')) parts.push(`Can work from ${countryName(get('workFrom'))}`);
  if (get('minPay')) parts.push(minPayText(get('minPay'), get('currency'), get('period')));
  if (get('equity') === 'true') parts.push('Offers equity');
  if (get('visa') === 'true') parts.push('Sponsors visas');
  if (get('skill')) parts.push(`Skill: ${get('skill')}`);
  return parts;
}

/** The summary line of an alert: its filters, or that it follows every new position. */
export function jobSearchSummary(search: string): string {
  const parts = describeJobSearch(search);
  return parts.length ? parts.join(' · ') : 'Every new position';
}

/** A name to start from: the search's own words ("rust · Remote"), or "All new jobs". */
export function defaultAlertName(search: string): string {
  const parts = describeJobSearch(search).map((part) => part.replace(/^“(.*)”$/, '$1'));
  const name = parts.join(' · ') || 'All new jobs';
  return name.length > JOB_ALERT_NAME_MAX ? `${name.slice(0, JOB_ALERT_NAME_MAX - 1)}…` : name;
}
