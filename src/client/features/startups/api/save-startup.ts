import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StartupData } from '../../../../shared/startups';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useSaveStartup(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: StartupData) =>
      unwrap(id ? api.startups[':id'].$put({ param: { id }, json: input }) : api.startups.$post({ json: input })).then(
        (r) => r.startup,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.startups.all }),
  });
}
