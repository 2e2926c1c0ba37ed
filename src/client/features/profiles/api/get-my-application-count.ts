import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * How many positions the signed-in member has applied to. The dashboard lists the same applications
 * under the same key, so the two share one request and refresh together.
 */
export function useMyApplicationCount() {
  return useQuery({
    queryKey: queryKeys.applications.mine,
    queryFn: () => unwrap(api.applications.mine.$get()).then((r) => r.items),
    select: (items) => items.length,
  });
}
