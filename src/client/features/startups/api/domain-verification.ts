import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DomainVerification } from '../../../../shared/domain-verification';
import { api, unwrap } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

const route = api.startups[':id'].verification;

/** Where the proof of the startup's domain stands (its owner only). */
export function useDomainVerification(id: string) {
  return useQuery({
    queryKey: queryKeys.startups.verification(id),
    queryFn: () => unwrap(route.$get({ param: { id } })),
  });
}

/**
 * The steps of the proof. Each answers the new state, put in the cache at once; a proof that succeeds
 * also forgets the startups' pages and cards, which now carry the badge.
 */
export function useDomainVerificationSteps(id: string) {
  const queryClient = useQueryClient();
  const store = (state: DomainVerification) => {
    queryClient.setQueryData(queryKeys.startups.verification(id), state);
    if (state.verified) void queryClient.invalidateQueries({ queryKey: queryKeys.startups.all });
  };
  return {
    sendCode: useMutation({
      mutationFn: (email: string) => unwrap(route.email.$post({ param: { id }, json: { email } })),
      onSuccess: store,
    }),
    confirmCode: useMutation({
      mutationFn: (code: string) => unwrap(route.email.confirm.$post({ param: { id }, json: { code } })),
      onSuccess: store,
    }),
    showRecord: useMutation({
      mutationFn: () => unwrap(route.dns.$post({ param: { id }, json: {} })),
      onSuccess: store,
    }),
    checkDns: useMutation({
      mutationFn: () => unwrap(route.dns.check.$post({ param: { id }, json: {} })),
      onSuccess: (check) => store(check.verification),
    }),
  };
}
