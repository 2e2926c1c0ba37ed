import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export const myProfileQuery = queryOptions({
  queryKey: queryKeys.profiles.me,
  queryFn: () => unwrap(api.profiles.me.$get()).then((r) => r.profile),
});

export function useMyProfile() {
  return useQuery(myProfileQuery);
}

export function useProfile(id: string) {
  return useQuery({
    queryKey: queryKeys.profiles.byId(id),
    queryFn: () => unwrap(api.profiles[':id'].$get({ param: { id } })).then((r) => r.profile),
  });
}
