import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobPreferences } from '../../../shared/job-preferences';
import { api, ApiError, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

// What a member is open to: the member edits theirs on their own profile, and a
// founder hiring on the platform reads them on the member's profile. Other candidates get a 403.

/**
 * A member's preferences: their own always; for a founder, theirs or null when the member hides their
 * profile from them. A 403 (the viewer is another candidate) is not an error to show: null too.
 */
export function useJobPreferences(profileId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.jobPreferences(profileId ?? ''),
    enabled: !!profileId,
    queryFn: () =>
      unwrap(api.profiles[':id'].preferences.$get({ param: { id: profileId! } })).then(
        (r) => r.preferences,
        (error: unknown) => {
          if (error instanceof ApiError && error.status === 403) return null;
          throw error;
        },
      ),
    // A refusal is an answer, not a failure worth asking again.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
}

export function useSaveJobPreferences(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPreferences) =>
      unwrap(api.profiles[':id'].preferences.$put({ param: { id: profileId }, json: input })).then(
        (r) => r.preferences,
      ),
    onSuccess: (preferences) => {
      queryClient.setQueryData<JobPreferences | null>(queryKeys.jobPreferences(profileId), preferences);
      // Saved by the member themselves: their Jobs for you ranks by these.
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobMatches(profileId) });
    },
  });
}

/** Nothing said yet: the state a member starts in. */
export function hasSaidNothing(p: JobPreferences): boolean {
  return (
    p.openToWork === 'not_looking' &&
    !p.jobTypes.length &&
    !p.experienceLevels.length &&
    !p.locationTypes.length &&
    !p.countries.length &&
    !p.minPay &&
    !p.needsVisa &&
    !p.lookingFor
  );
}

const perPeriod: Record<string, string> = { Hour: 'per hour', Month: 'per month', Year: 'per year' };

/** "From GBP 70,000 per year". */
export function minPayLine(minPay: NonNullable<JobPreferences['minPay']>): string {
  return `From ${minPay.currency} ${minPay.amount.toLocaleString('en-US')} ${perPeriod[minPay.period] ?? ''}`.trim();
}
