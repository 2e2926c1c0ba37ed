import { KeyRound, LogIn, ShieldCheck } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SessionUser } from '../../../shared/session';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { postJson } from '../../lib/api';
import { clearAllDrafts } from '../../lib/drafts';
import { queryKeys } from '../../lib/query-keys';
import { loginPath } from '../../lib/sign-in-redirect';
import { useDocumentTitle } from '../../lib/use-document-title';
import { holdAdminGate } from './gate-hold';
import { SecuritySettings } from './security-settings';
import { PasskeyElsewhere, passkeyPageElsewhere } from './passkey-address';
import { usePasskeySignIn } from './use-passkey-sign-in';

/**
 * What an administrator sees instead of an admin page while the session proves no second factor: the
 * setup of a first one (decision 046), or, having one, confirming it (decision 048).
 */
export function SecondFactorRequired({ user }: { user: SessionUser }) {
  // Leaving the gate (another page) lets go of a hold the codes left behind.
  useEffect(() => () => holdAdminGate(false), []);
  return user.needsSecondFactor === 'sign-in' ? <ConfirmSecondFactor user={user} /> : <AddSecondFactor user={user} />;
}

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ShieldCheck className="size-8 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function AddSecondFactor({ user }: { user: SessionUser }) {
  useDocumentTitle('Add a second factor');
  return (
    <Card title="Add a second factor to use the admin area">
      <p className="mt-2 text-sm text-slate-600">
        The admin area opens every startup, application and resume. Protect it with more than a password: turn on an
        authenticator app or add a passkey. The admin pages open as soon as one is set up.
      </p>
      <div className="mt-6">
        <SecuritySettings user={user} isAdminGate />
      </div>
    </Card>
  );
}

/**
 * Signed in with the password alone, by someone whose factor is a passkey (or from a session older than
 * decision 048): the passkey here makes a new session that proved it; "Sign in again" goes through the
 * sign-in page, which asks for the authenticator app's code.
 */
function ConfirmSecondFactor({ user }: { user: SessionUser }) {
  useDocumentTitle('Confirm it is you');
  const queryClient = useQueryClient();
  // The passkey makes a new session that proved it: the session's answer then opens the admin page.
  const passkey = usePasskeySignIn({
    onSignedIn: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
    failure: 'Could not confirm with a passkey. Please try again.',
  });
  const elsewhere = passkeyPageElsewhere();

  async function signInAgain() {
    await postJson('/api/auth/sign-out', {}).catch(() => null);
    clearAllDrafts();
    window.location.assign(loginPath(window.location.pathname + window.location.search));
  }

  return (
    <Card title="Confirm it is you to use the admin area">
      <p className="mt-2 text-sm text-slate-600">
        You signed in with your password alone. The admin area opens every startup, application and resume, so it also
        asks for your second factor.
      </p>
      <div className="mt-6 space-y-3">
        {!user.twoFactorEnabled && elsewhere && <PasskeyElsewhere href={elsewhere} />}
        {!user.twoFactorEnabled && !elsewhere && (
          <Button
            type="button"
            size="lg"
            className="w-full"
            isLoading={passkey.isBusy}
            onClick={() => void passkey.signIn()}
          >
            <KeyRound className="size-5" aria-hidden />
            Confirm with a passkey
          </Button>
        )}
        <Button
          type="button"
          variant={user.twoFactorEnabled ? 'primary' : 'secondary'}
          size="lg"
          className="w-full"
          onClick={() => void signInAgain()}
        >
          <LogIn className="size-5" aria-hidden />
          {user.twoFactorEnabled ? 'Sign in again with your authenticator app' : 'Sign out and sign in again'}
        </Button>
        {passkey.error && <Alert>{passkey.error}</Alert>}
      </div>
    </Card>
  );
}
