import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/auth';
import { postJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignUpInput) => postJson('/api/auth/sign-up/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
