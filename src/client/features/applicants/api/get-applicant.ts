import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** One application as a row, for the panel a notification opens (`/dashboard/applicants?open=<id>`). */
export const useApplicant = (id: string | null) =>
  useQuery({
    queryKey: queryKeys.applicants.one(id),
    enabled: !!id,
    queryFn: () => unwrap(api.applicants[':id'].$get({ param: { id: id! } })).then((r) => r.item),
    retry: false,
  });
