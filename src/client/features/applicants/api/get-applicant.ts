import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** One application as a row, for the panel a notification opens (`/dashboard/applicants?open=<id>`). */
export const useApplicant = (id: string | null) =>
  useQuery({
    queryKey: ['applicants', 'one', id],
    enabled: !!id,
    queryFn: () => unwrap(api.applicants[':id'].$get({ param: { id: id! } })).then((r) => r.item),
    retry: false,
  });
