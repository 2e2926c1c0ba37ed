import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** A startup of the member's, for editing it or posting its positions (the startup and jobs features). */
export function useOwnStartup(id: string | undefined) {
  return useQuery({
    queryKey: queryKeys.startups.own(id),
    enabled: !!id,
    queryFn: () => unwrap(api.startups[':id'].$get({ param: { id: id! } })).then((r) => r.startup),
  });
}
