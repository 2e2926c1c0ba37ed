import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';
import { useSession } from './session';
import { queryKeys } from './query-keys';

// The member's stored preferences: the Settings dialog edits them; job alerts read whether
// "Job recommendations" is on (alerts are only sent then).

export const settingsQuery = queryOptions({
  queryKey: queryKeys.settings,
  queryFn: () => unwrap(api.account.settings.$get()).then((r) => r.settings),
});

/** The signed-in member's settings; not asked for a visitor. */
export function useSettings() {
  const { user } = useSession();
  return useQuery({ ...settingsQuery, enabled: !!user });
}
