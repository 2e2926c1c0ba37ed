import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

// An application's history (decision 019), read by its candidate (My Applications) and by the
// startup's owner (the dashboard, the applicants page). The owner's first read records "opened".

export const useApplicationTimeline = (applicationId: string) =>
  useQuery({
    queryKey: queryKeys.applications.timeline(applicationId),
    queryFn: () => unwrap(api.applications[':id'].timeline.$get({ param: { id: applicationId } })),
  });
