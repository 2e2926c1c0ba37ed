import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';

/**
 * Signs out and goes to / (spec 1). A full page load rather than a client-side navigation: it drops
 * everything the signed-in user had in memory, and no guard can catch the page between the two states.
 */
export function useSignOut() {
  return useMutation({
    // A 401 means the session was already gone: the outcome is the same.
    mutationFn: () => postJson('/api/auth/sign-out', {}).catch(() => null),
    onSettled: () => window.location.assign('/'),
  });
}
