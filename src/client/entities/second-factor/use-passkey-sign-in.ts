import { useState } from 'react';
import { passkeyErrorText, signInWithPasskey } from './api';
import { factorErrorText } from './messages';

/**
 * Signing in with a passkey (decision 046), the one way for the sign-in page and for the administrator's
 * confirmation (decision 048): busy while the browser asks for the passkey and `onSignedIn` runs, the
 * reason in words when it fails. On success it stays busy: the page that follows replaces this one.
 */
export function usePasskeySignIn({ onSignedIn, failure }: { onSignedIn(): Promise<void>; failure: string }) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function signIn() {
    setError(null);
    setIsBusy(true);
    try {
      await signInWithPasskey();
      await onSignedIn();
    } catch (e) {
      setError(passkeyErrorText(e, factorErrorText(e, failure)));
      setIsBusy(false);
    }
  }
  return { signIn, error, isBusy };
}
