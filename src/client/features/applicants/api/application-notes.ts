import { useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { ApplicantsPage, ApplicationNotes } from '../../../../shared/applicants';
import { api, ApiError, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

// The founder's private notes and rating of one application (decision 019).

export const useNotes = (id: string) =>
  useQuery({
    queryKey: queryKeys.applications.notes(id),
    queryFn: () => unwrap(api.applications[':id'].notes.$get({ param: { id } })),
  });

/** Changes one row wherever the page's lists hold it (the table, the board's columns). */
function patchRows(
  queryClient: ReturnType<typeof useQueryClient>,
  id: string,
  patch: (row: ApplicantsPage['items'][number]) => ApplicantsPage['items'][number],
) {
  queryClient.setQueriesData<InfiniteData<ApplicantsPage>>(
    { queryKey: queryKeys.applicants.lists },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({
          ...page,
          items: page.items.map((row) => (row.id === id ? patch(row) : row)),
        })),
      },
  );
}

export function useAddNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) =>
      unwrap(api.applications[':id'].notes.$post({ param: { id }, json: { body } })).then((r) => r.note),
    onSuccess: (note) => {
      queryClient.setQueryData<ApplicationNotes>(
        queryKeys.applications.notes(id),
        (data) => data && { ...data, items: [...data.items, note] },
      );
      patchRows(queryClient, id, (row) => ({ ...row, noteCount: row.noteCount + 1 }));
    },
  });
}

/** Shown at once; put back if the server refuses it. Sorting by rating reads the lists again. */
export function useSetRating(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: number | null) =>
      unwrap(api.applications[':id'].rating.$put({ param: { id }, json: { rating } })),
    onMutate: async (rating) => {
      await queryClient.cancelQueries({ queryKey: queryKeys.applications.notes(id) });
      const previous = queryClient.getQueryData<ApplicationNotes>(queryKeys.applications.notes(id));
      queryClient.setQueryData<ApplicationNotes>(
        queryKeys.applications.notes(id),
        (data) => data && { ...data, rating },
      );
      patchRows(queryClient, id, (row) => ({ ...row, rating }));
      return { previous };
    },
    onError: (_error, _rating, context) => {
      const previous = context?.previous;
      if (!previous) return;
      queryClient.setQueryData(queryKeys.applications.notes(id), previous);
      patchRows(queryClient, id, (row) => ({ ...row, rating: previous.rating }));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.applicants.lists }),
  });
}

/** The founder has opened it (the timeline was read): the rows drop their "New" badge without a reload. */
export function useMarkOpened() {
  const queryClient = useQueryClient();
  return (id: string) =>
    patchRows(queryClient, id, (row) =>
      row.firstOpenedAt ? row : { ...row, firstOpenedAt: new Date().toISOString() },
    );
}

/** The candidate's answers: rows of the applicants page do not carry them. */
export const useAnswers = (applicationId: string) =>
  useQuery({
    queryKey: queryKeys.applicants.answers(applicationId),
    // Deleted meanwhile: the panel says it is no longer there, as for a missing row.
    queryFn: () =>
      unwrap(api.applications[':id'].answers.$get({ param: { id: applicationId } })).catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }),
  });
