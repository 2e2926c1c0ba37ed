import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

export const profileKeys = {
  all: ['profiles'] as const,
  me: () => ['profiles', 'me'] as const,
  byId: (id: string) => ['profiles', id] as const,
};

export const myProfileQuery = queryOptions({
  queryKey: profileKeys.me(),
  queryFn: () => unwrap(api.profiles.me.$get()).then((r) => r.profile),
});

export function useMyProfile() {
  return useQuery(myProfileQuery);
}

export function useProfile(id: string) {
  return useQuery({
    queryKey: profileKeys.byId(id),
    queryFn: () => unwrap(api.profiles[':id'].$get({ param: { id } })).then((r) => r.profile),
  });
}
