import type { ResponseRecord } from '../../../../shared/response-record';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApplicationStatus } from '../../../../shared/applications';
import type { Job } from '../../../../shared/jobs';
import type { StartupDetail } from '../../../../shared/startups';
import { api, unwrap } from '../../../lib/api';

export type StartupPageData = { startup: StartupDetail; jobs: Job[]; applicationStatuses: Record<string, ApplicationStatus>; responseRecord: ResponseRecord | null };

export const startupPageKey = (slug: string) => queryOptions<StartupPageData>({ queryKey: ['startups', 'slug', slug] }).queryKey;

/**
 * The detail page's data. For an old address (the startup was renamed) or a hand-typed one, the server
 * answers with a redirect that fetch follows; `startup.slug` is then the current address, which the
 * page puts in the URL.
 */
export const startupPageOptions = (slug: string) =>
  queryOptions({
    queryKey: startupPageKey(slug),
    queryFn: () => unwrap<StartupPageData>(api.startups['by-slug'][':slug'].$get({ param: { slug } }) as Promise<Response & { json(): Promise<StartupPageData> }>),
  });

export function useStartupBySlug(slug: string) {
  return useQuery(startupPageOptions(slug));
}

export function useOwnStartup(id: string | undefined) {
  return useQuery({
    queryKey: ['startups', 'own', id],
    enabled: !!id,
    queryFn: () => unwrap<{ startup: StartupDetail }>(api.startups[':id'].$get({ param: { id: id! } })).then((r) => r.startup),
  });
}

export function useMyStartups() {
  return useQuery({
    queryKey: ['startups', 'mine'],
    queryFn: () => unwrap<{ items: StartupDetail[] }>(api.startups.mine.$get()).then((r) => r.items),
  });
}
