import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { JobMatches, MatchInput } from '../../../shared/job-matches';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { sessionQuery, useSession } from '../../lib/session';
import { toast } from '../../lib/toast';

// Jobs for you: the member's best matches, read once for the page, the dashboard and the
// board alike; "Not interested" takes a card away at once, and the toast's Undo brings it back.

/** Where the profile's "Open to work" section opens for editing. */
export const OPEN_TO_WORK_HREF = '/profile#open-to-work';

/** The member's matches, as the sections read them and as a server render may fill them in beforehand. */
export const jobMatchesOptions = (userId: string) =>
  queryOptions({ queryKey: queryKeys.jobMatches(userId), queryFn: () => unwrap(api['job-matches'].$get()) });

export function useJobMatches() {
  const { user } = useSession();
  return useQuery({ ...jobMatchesOptions(user?.id ?? ''), enabled: !!user });
}

/**
 * For a page rendered on the server for a signed-in member: their matches in the page, so that the
 * section is there, at its height, from the first paint (the content under it does not move). Nothing
 * for a visitor, whose page is the one kept in the visitors' cache. A failure leaves the section to the
 * browser (its skeleton, then a retry) rather than the whole page.
 */
export async function prefetchJobMatches(queryClient: QueryClient): Promise<void> {
  const user = queryClient.getQueryData(sessionQuery.queryKey)?.user;
  if (!user) return;
  const options = jobMatchesOptions(user.id);
  await queryClient.fetchQuery(options).catch(() => queryClient.removeQueries({ queryKey: options.queryKey }));
}

/** "Not interested", with the reason chosen (or none); the card goes at once and comes back if the server refuses. */
export function useDismissJob() {
  const queryClient = useQueryClient();
  const key = queryKeys.jobMatches(useSession().user?.id ?? '');
  const undo = useMutation({
    mutationFn: (jobId: string) => unwrap(api.jobs[':id'].dismissal.$delete({ param: { id: jobId } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
    onError: () => toast.error('Could not bring the job back. Please try again.'),
  });
  return useMutation({
    mutationFn: ({ jobId, reason }: { jobId: string; title: string; reason: string | null }) =>
      unwrap(api.jobs[':id'].dismissal.$put({ param: { id: jobId }, json: { reason } })),
    onMutate: async ({ jobId }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<JobMatches>(key);
      queryClient.setQueryData<JobMatches>(key, (data) =>
        data ? { ...data, items: data.items.filter((item) => item.id !== jobId) } : data,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
      toast.error('Could not hide the job. Please try again.');
    },
    onSuccess: (_answer, { jobId, title }) => {
      toast.success(`"${title}" is hidden from Jobs for you`, {
        action: { label: 'Undo', onClick: () => undo.mutate(jobId) },
      });
    },
  });
}

/** What to fill in, said for the empty state: nothing matches without skills or preferences. */
export function missingText(missing: readonly MatchInput[]): string {
  if (missing.includes('skills') && missing.includes('preferences'))
    return 'Add your skills and say what you are open to (job types, places, pay) on your profile, and we will show the positions that fit.';
  if (missing.includes('skills'))
    return 'Add your skills to your profile: they count most when we match positions to you.';
  return 'Say what you are open to on your profile (job types, places, pay) for better matches.';
}
