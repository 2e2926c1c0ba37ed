import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileData } from '../../../../shared/profiles';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useUpdateProfile(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateProfileData) =>
      unwrap(api.profiles[':id'].$put({ param: { id }, json: input })).then((r) => r.profile),
    onSuccess: (profile) => {
      queryClient.setQueryData(queryKeys.profiles.me, profile);
      void queryClient.invalidateQueries({ queryKey: queryKeys.profiles.all });
      // The header shows the name and photo, and every startup card shows its owner's.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
      // Jobs for you ranks by the profile's skills.
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobMatches(id) });
    },
  });
}
