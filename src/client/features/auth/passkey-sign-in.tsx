import { KeyRound } from 'lucide-react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { PasskeyElsewhere, passkeyPageElsewhere } from '../../entities/second-factor/passkey-address';
import { usePasskeySignIn } from '../../entities/second-factor/use-passkey-sign-in';

/** "Sign in with a passkey": no e-mail, no password; the browser offers this site's passkeys (decision 046). */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): Promise<void> }) {
  const passkey = usePasskeySignIn({ onSignedIn, failure: 'Could not sign in with a passkey. Please try again.' });
  const elsewhere = passkeyPageElsewhere();
  if (elsewhere) return <PasskeyElsewhere href={elsewhere} />;
  return (
    <div className="space-y-3">
      <Button
        type="button"
        variant="secondary"
        size="lg"
        className="w-full"
        isLoading={passkey.isBusy}
        onClick={() => void passkey.signIn()}
      >
        <KeyRound className="size-5" aria-hidden />
        Sign in with a passkey
      </Button>
      {passkey.error && <Alert>{passkey.error}</Alert>}
    </div>
  );
}
