import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../../lib/api';
import { clearAllDrafts } from '../../../lib/drafts';

/**
 * Signs out and goes to /. A full page load rather than a client-side navigation: it drops
 * everything the signed-in user had in memory, and no guard can catch the page between the two states.
 */
export function useSignOut() {
  return useMutation({
    // A 401 means the session was already gone: the outcome is the same.
    mutationFn: () => postJson('/api/auth/sign-out', {}).catch(() => null),
    onSettled: () => {
      // What this member typed into forms leaves with them: the next person on this browser starts blank.
      clearAllDrafts();
      window.location.assign('/');
    },
  });
}
