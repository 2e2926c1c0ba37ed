import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoneJobPage, JobPage } from '../../../../shared/job-board';
import { api, ApiError, CONNECTION_ERROR } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export type JobPageData = { kind: 'open'; page: JobPage } | { kind: 'gone'; page: GoneJobPage };

/** A position's page; a position no longer open (410) is an answer too, with where to go instead. */
export const jobPageOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.page(id),
    queryFn: async (): Promise<JobPageData> => {
      const response = await api.jobs[':id'].page.$get({ param: { id: encodeURIComponent(id) } }).catch(() => {
        throw new ApiError(0, CONNECTION_ERROR);
      });
      const body = (await response.json().catch(() => null)) as (JobPage & GoneJobPage) | null;
      if (response.ok && body) return { kind: 'open', page: body };
      if (response.status === 410 && body) return { kind: 'gone', page: body };
      throw new ApiError(response.status, body?.error?.message || 'Failed to load job details');
    },
  });

export function useJobPage(id: string) {
  return useQuery(jobPageOptions(id));
}
