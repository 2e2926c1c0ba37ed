import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateInvitationInput } from '../../../shared/invitations';
import { api, ApiError, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

// Invitations to apply: founders send them from /talent and a candidate's profile;
// candidates read and decline theirs on /invitations and their dashboard.

/** A refusal (not a founder, a candidate not listed to them) is an answer: nothing to offer. */
const refusedIsNull = (error: unknown) => {
  if (error instanceof ApiError && (error.status === 403 || error.status === 404)) return null;
  throw error;
};
const noRetryOnRefusal = (count: number, error: unknown) =>
  !(error instanceof ApiError && error.status < 500) && count < 2;

const openPositionsQuery = {
  queryKey: queryKeys.talent.positions,
  queryFn: () => unwrap(api.talent.positions.$get()),
  retry: noRetryOnRefusal,
  staleTime: 60_000,
};

/** The caller's open positions; null when they do not hire (no listed startup). */
export function useOpenPositions({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...openPositionsQuery, enabled, select: (r) => (r.canFindTalent ? r.items : null) });
}

/** Whether the caller does not hire because every startup they own is paused. */
export function useStartupsPaused() {
  return useQuery({ ...openPositionsQuery, select: (r) => r.startupsPaused });
}

/** What the invite dialog offers for one candidate; null when the caller may not invite them at all. */
export function useInviteOptions(candidateId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.invitations.options(candidateId),
    enabled,
    queryFn: () =>
      unwrap(api.invitations.options[':candidateId'].$get({ param: { candidateId } })).then((r) => r, refusedIsNull),
    retry: noRetryOnRefusal,
  });
}

export function useSendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Required<CreateInvitationInput>) =>
      unwrap(api.invitations.$post({ json: input })).then((r) => r.invitation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all }),
  });
}

export const useReceivedInvitations = () =>
  useQuery({
    queryKey: queryKeys.invitations.received,
    queryFn: () => unwrap(api.invitations.received.$get()).then((r) => r.items),
  });
export const useSentInvitations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ queryKey: queryKeys.invitations.sent, enabled, queryFn: () => unwrap(api.invitations.sent.$get()) });

export function useDeclineInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      unwrap(api.invitations[':id'].decline.$post({ param: { id }, json: { message } })).then((r) => r.invitation),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.invitations.all }),
  });
}
