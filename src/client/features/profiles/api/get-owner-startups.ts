import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** A person's active startups, newest first. */
export function useOwnerStartups(ownerId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.startups.byOwner(ownerId),
    enabled: !!ownerId,
    queryFn: () => unwrap(api.startups['by-owner'][':id'].$get({ param: { id: ownerId! } })).then((r) => r.items),
  });
}
