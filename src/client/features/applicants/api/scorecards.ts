import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScorecardData, Scorecards } from '../../../../shared/scorecards';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The team's private scorecards of one application (decision 041): the owner's own, written whole.

export const useScorecards = (id: string) =>
  useQuery({
    queryKey: queryKeys.applications.scorecards(id),
    queryFn: () => unwrap(api.applications[':id'].scorecards.$get({ param: { id } })),
  });

/** Creates or replaces the caller's own; the list shows the server's copy at once. */
export function useSaveScorecard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ScorecardData) =>
      unwrap(api.applications[':id'].scorecard.$put({ param: { id }, json: input })).then((r) => r.scorecard),
    onSuccess: (scorecard) => {
      queryClient.setQueryData<Scorecards>(queryKeys.applications.scorecards(id), (data) => {
        if (!data) return { items: [scorecard] };
        const isNew = !data.items.some((item) => item.id === scorecard.id);
        return {
          items: isNew
            ? [...data.items, scorecard]
            : data.items.map((item) => (item.id === scorecard.id ? scorecard : item)),
        };
      });
    },
  });
}

export function useDeleteScorecard(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unwrap(api.applications[':id'].scorecard.$delete({ param: { id } })),
    onSuccess: () => {
      queryClient.setQueryData<Scorecards>(
        queryKeys.applications.scorecards(id),
        (data) => data && { items: data.items.filter((item) => !item.isMine) },
      );
    },
  });
}
