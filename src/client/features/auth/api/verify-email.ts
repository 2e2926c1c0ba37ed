import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailInput } from '../../../../shared/account';
import { postJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

/** Confirms the signed-in member's address with the e-mailed code; the session then shows it verified. */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: VerifyEmailInput) => postJson('/api/auth/email-otp/verify-email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}

/** E-mails a fresh code to the signed-in member's own address (the server takes it from the session). */
export function useResendVerification() {
  return useMutation({ mutationFn: () => postJson('/api/auth/email-otp/send-verification-otp', {}) });
}
