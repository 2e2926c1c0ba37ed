import { useQuery } from '@tanstack/react-query';
import type { Job } from '../../../../shared/jobs';
import type { StartupDetail } from '../../../../shared/startups';
import { api, unwrap } from '../../../lib/api';

export function useStartupBySlug(slug: string) {
  return useQuery({
    queryKey: ['startups', 'slug', slug.toLowerCase()],
    queryFn: () => unwrap<{ startup: StartupDetail; jobs: Job[]; appliedJobIds: string[] }>(api.startups['by-slug'][':slug'].$get({ param: { slug } })),
  });
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
