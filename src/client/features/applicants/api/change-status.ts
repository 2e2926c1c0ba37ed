import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BULK_STATUS_MAX, type BulkStatusResult } from '../../../../shared/applicants';
import type { ApplicationStatusChange } from '../../../../shared/applications';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * After a change: every list and count of the page, the dashboard's metrics and lists, and the changed
 * applications' timelines. The promise settles once the lists have been read again, so a moved card is
 * in its new column when the dialog closes.
 */
export function refreshAfterChange(queryClient: QueryClient, ids: string[]) {
  void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.all });
  for (const id of ids) void queryClient.invalidateQueries({ queryKey: queryKeys.applications.timeline(id) });
  return queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all });
}

/** One application (PATCH /api/applications/:id/status): the select in the panel, a card's "Move to", a drop on the board. */
export function useChangeStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: ApplicationStatusChange }) =>
      unwrap(api.applications[':id'].status.$patch({ param: { id }, json: change })),
    // Refused ones too: a 409 means the candidate withdrew meanwhile, which the page should show.
    onSettled: (_data, _error, { id }) => refreshAfterChange(queryClient, [id]),
  });
}

/** Many at once (POST /api/applicants/bulk-status), in batches of the server's maximum; each follows the single change's rules. */
export function useBulkStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ids, change }: { ids: string[]; change: ApplicationStatusChange }) => {
      const results: BulkStatusResult['results'] = [];
      for (let start = 0; start < ids.length; start += BULK_STATUS_MAX) {
        const batch = ids.slice(start, start + BULK_STATUS_MAX);
        const answer = await unwrap(api.applicants['bulk-status'].$post({ json: { ...change, ids: batch } }));
        results.push(...answer.results);
      }
      return results;
    },
    onSettled: (_data, _error, { ids }) => refreshAfterChange(queryClient, ids),
  });
}
