import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/**
 * The detail page's data. For an old address (the startup was renamed) or a hand-typed one, the server
 * answers with a redirect that fetch follows; `startup.slug` is then the current address, which the
 * page puts in the URL.
 */
export const startupPageOptions = (slug: string) =>
  queryOptions({
    queryKey: queryKeys.startups.page(slug),
    queryFn: () => unwrap(api.startups['by-slug'][':slug'].$get({ param: { slug } })),
  });

/** The detail page's key, typed with its data (for reading and writing the cache). */
export const startupPageKey = (slug: string) => startupPageOptions(slug).queryKey;

export function useStartupBySlug(slug: string) {
  return useQuery(startupPageOptions(slug));
}

export function useMyStartups() {
  return useQuery({
    queryKey: queryKeys.startups.mine,
    queryFn: () => unwrap(api.startups.mine.$get()).then((r) => r.items),
  });
}
