import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/auth';
import { postJson } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SignInInput) => postJson('/api/auth/sign-in/email', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
}
