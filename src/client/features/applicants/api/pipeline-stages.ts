import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CandidateView, StageInput } from '../../../../shared/pipeline-stages';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { refreshAfterChange } from './change-status';

// A startup's pipeline (decision 044): its own stages among the spec's, edited by its owner.

export const usePipeline = (startupId: string | undefined) =>
  useQuery({
    queryKey: queryKeys.applicants.pipeline(startupId),
    queryFn: () => unwrap(api.startups[':id'].pipeline.$get({ param: { id: startupId! } })),
    enabled: !!startupId,
  });

/** After an edit: the pipeline, and the page's lists and counts (a removal moved what was in the stage). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.all });
}

export function useAddStage(startupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: StageInput) =>
      unwrap(api.startups[':id']['pipeline-stages'].$post({ param: { id: startupId }, json: input })),
    onSettled: refresh,
  });
}

export function useUpdateStage(startupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ stageId, ...input }: { stageId: string; name?: string; candidateView?: CandidateView }) =>
      unwrap(
        api.startups[':id']['pipeline-stages'][':stageId'].$patch({ param: { id: startupId, stageId }, json: input }),
      ),
    onSettled: refresh,
  });
}

export function useReorderStages(startupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (ids: string[]) =>
      unwrap(api.startups[':id']['pipeline-stages'].order.$put({ param: { id: startupId }, json: { ids } })),
    onSettled: refresh,
  });
}

export function useRemoveStage(startupId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ stageId, moveTo }: { stageId: string; moveTo: string }) =>
      unwrap(
        api.startups[':id']['pipeline-stages'][':stageId'].$delete({
          param: { id: startupId, stageId },
          query: { moveTo },
        }),
      ),
    onSettled: refresh,
  });
}

/** One application into an own stage (PUT /api/applications/:id/stage), or several (the bulk bar). */
export function useMoveToStage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ids, stageId }: { ids: string[]; stageId: string }) =>
      ids.length === 1
        ? unwrap(api.applications[':id'].stage.$put({ param: { id: ids[0]! }, json: { stageId } })).then(() => [
            { id: ids[0]!, ok: true },
          ])
        : unwrap(api.applicants['bulk-stage'].$post({ json: { ids, stageId } })).then((r) => r.results),
    onSettled: (_data, _error, { ids }) => refreshAfterChange(queryClient, ids),
  });
}
