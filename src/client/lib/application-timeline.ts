import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from './api';

// An application's history (decision 019), read by its candidate (My Applications) and by the
// startup's owner (the dashboard, the applicants page). The owner's first read records "opened".

export const timelineKey = (applicationId: string) => ['applications', applicationId, 'timeline'] as const;

export const useApplicationTimeline = (applicationId: string) =>
  useQuery({
    queryKey: timelineKey(applicationId),
    queryFn: () => unwrap(api.applications[':id'].timeline.$get({ param: { id: applicationId } })),
  });
