import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DashboardMetrics, MyApplication, ReceivedApplication, ApplicationStatus } from '../../../../shared/applications';
import type { Job, JobData } from '../../../../shared/jobs';
import type { StartupDetail } from '../../../../shared/startups';
import { api, unwrap } from '../../../lib/api';

// The dashboard's reads and writes. Each write refreshes what it changes: lists, counts and metrics.

export const dashboardKeys = {
  metrics: ['dashboard', 'metrics'] as const,
  startups: ['startups', 'mine'] as const,
  jobs: (startupId: string) => ['dashboard', 'jobs', startupId] as const,
  received: (jobId: string) => ['dashboard', 'applications', jobId] as const,
  mine: ['applications', 'mine'] as const,
};

export const useMetrics = () => useQuery({ queryKey: dashboardKeys.metrics, queryFn: () => unwrap<DashboardMetrics>(api.applications.metrics.$get()) });
export const useOwnedStartups = () =>
  useQuery({ queryKey: dashboardKeys.startups, queryFn: () => unwrap<{ items: StartupDetail[] }>(api.startups.mine.$get()).then((r) => r.items) });
export const useStartupJobs = (startupId: string) =>
  useQuery({ queryKey: dashboardKeys.jobs(startupId), queryFn: () => unwrap<{ items: Job[] }>(api.startups[':id'].jobs.$get({ param: { id: startupId } })).then((r) => r.items) });
export const useReceivedApplications = (jobId: string, enabled: boolean) =>
  useQuery({ queryKey: dashboardKeys.received(jobId), enabled, queryFn: () => unwrap<{ items: ReceivedApplication[] }>(api.jobs[':id'].applications.$get({ param: { id: jobId } })).then((r) => r.items) });
export const useMyApplications = () =>
  useQuery({ queryKey: dashboardKeys.mine, queryFn: () => unwrap<{ items: MyApplication[] }>(api.applications.mine.$get()).then((r) => r.items) });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['startups'] });
  };
}

export function useStartupActions(id: string) {
  const refresh = useRefresh();
  return {
    setActive: useMutation({ mutationFn: (active: boolean) => unwrap(api.startups[':id'].active.$patch({ param: { id }, json: { active } })), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => unwrap(api.startups[':id'].$delete({ param: { id } })), onSuccess: refresh }),
    addJob: useMutation({ mutationFn: (input: JobData) => unwrap(api.startups[':id'].jobs.$post({ param: { id }, json: input })), onSuccess: refresh }),
  };
}

export function useJobActions(id: string) {
  const refresh = useRefresh();
  return {
    setActive: useMutation({ mutationFn: (active: boolean) => unwrap(api.jobs[':id'].active.$patch({ param: { id }, json: { active } })), onSuccess: refresh }),
    remove: useMutation({ mutationFn: () => unwrap(api.jobs[':id'].$delete({ param: { id } })), onSuccess: refresh }),
  };
}

export function useApplicationActions(id: string) {
  const refresh = useRefresh();
  return {
    setStatus: useMutation({
      mutationFn: (status: ApplicationStatus) => unwrap<{ status: ApplicationStatus; isEmailWanted: boolean; isEmailQueued: boolean }>(api.applications[':id'].status.$patch({ param: { id }, json: { status } })),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => unwrap(api.applications[':id'].$delete({ param: { id } })), onSuccess: refresh }),
  };
}
