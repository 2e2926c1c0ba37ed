import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { passkeyErrorText, signInWithPasskey } from '../../entities/second-factor/api';
import { factorErrorText } from '../../entities/second-factor/messages';

/** "Sign in with a passkey": no e-mail, no password; the browser offers this site's passkeys (decision 046). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function signIn() {
    setError(null);
    setIsBusy(true);
    try {
      await signInWithPasskey();
      await onSignedIn();
    } catch (e) {
      setError(passkeyErrorText(e, factorErrorText(e, 'Could not sign in with a passkey. Please try again.')));
      setIsBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      <Button type="button" variant="secondary" size="lg" className="w-full" isLoading={isBusy} onClick={() => void signIn()}>
        <KeyRound className="size-5" aria-hidden />
        Sign in with a passkey
      </Button>
      {error && <Alert>{error}</Alert>}
    </div>
  );
}
