import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationStatusChange, MyApplication } from '../../../../shared/applications';
import type { JobData } from '../../../../shared/jobs';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The dashboard's reads and writes. Each write refreshes what it changes: lists, counts and metrics.

export const useMetrics = () =>
  useQuery({ queryKey: queryKeys.dashboard.metrics, queryFn: () => unwrap(api.applications.metrics.$get()) });
export const useOwnedStartups = () =>
  useQuery({ queryKey: queryKeys.startups.mine, queryFn: () => unwrap(api.startups.mine.$get()).then((r) => r.items) });
export const useStartupJobs = (startupId: string) =>
  useQuery({
    queryKey: queryKeys.dashboard.jobs(startupId),
    queryFn: () => unwrap(api.startups[':id'].jobs.$get({ param: { id: startupId } })).then((r) => r.items),
  });
/** A job's applications, a page at a time (the server's keyset cursor); `Load more` asks for the next. */
export const useReceivedApplications = (jobId: string, enabled: boolean) =>
  useInfiniteQuery({
    queryKey: queryKeys.dashboard.received(jobId),
    enabled,
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.jobs[':id'].applications.$get({ param: { id: jobId }, query: pageParam ? { cursor: pageParam } : {} }),
      ),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
export const useMyApplications = () =>
  useQuery({
    queryKey: queryKeys.applications.mine,
    queryFn: () => unwrap(api.applications.mine.$get()).then((r) => r.items),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
  };
}

export function useStartupActions(id: string) {
  const refresh = useRefresh();
  return {
    setActive: useMutation({
      mutationFn: (active: boolean) => unwrap(api.startups[':id'].active.$patch({ param: { id }, json: { active } })),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => unwrap(api.startups[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
    addJob: useMutation({
      mutationFn: (input: JobData) => unwrap(api.startups[':id'].jobs.$post({ param: { id }, json: input })),
      onSuccess: refresh,
    }),
  };
}

export function useJobActions(id: string) {
  const refresh = useRefresh();
  return {
    setActive: useMutation({
      mutationFn: (active: boolean) => unwrap(api.jobs[':id'].active.$patch({ param: { id }, json: { active } })),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: () => unwrap(api.jobs[':id'].$delete({ param: { id } })), onSuccess: refresh }),
  };
}

export function useApplicationActions(id: string) {
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  return {
    setStatus: useMutation({
      mutationFn: (change: ApplicationStatusChange) =>
        unwrap(api.applications[':id'].status.$patch({ param: { id }, json: change })),
      // Refused ones too: a 409 means the candidate withdrew meanwhile, which the list should show.
      onSettled: () => {
        refresh();
        void queryClient.invalidateQueries({ queryKey: queryKeys.applications.timeline(id) });
      },
    }),
    remove: useMutation({
      mutationFn: () => unwrap(api.applications[':id'].$delete({ param: { id } })),
      onSuccess: refresh,
    }),
  };
}

/** The candidate withdraws (decision 019): the list shows it at once, then it and the timeline are read again. */
export function useWithdrawApplication(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.applications[':id'].withdraw.$post({ param: { id } })),
    onSuccess: () =>
      queryClient.setQueryData<MyApplication[]>(queryKeys.applications.mine, (list) =>
        list?.map((a) => (a.id === id ? { ...a, status: 'withdrawn', rejection: null } : a)),
      ),
    // ['applications'] holds My Applications and every timeline; ['dashboard'] the Waiting count.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.applications.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all }),
      ]),
  });
}
