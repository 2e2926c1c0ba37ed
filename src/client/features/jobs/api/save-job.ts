import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobData } from '../../../../shared/jobs';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useOwnJob(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.jobs.one(id),
    enabled: !!id,
    queryFn: () => unwrap(api.jobs[':id'].$get({ param: { id: id! } })).then((r) => r.job),
  });
}

export function useSaveJob(startupId: string, jobId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobData) =>
      unwrap(
        jobId
          ? api.jobs[':id'].$put({ param: { id: jobId }, json: input })
          : api.startups[':id'].jobs.$post({ param: { id: startupId }, json: input }),
      ).then((r) => r.job),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
    },
  });
}
