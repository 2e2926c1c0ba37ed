import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Badge } from '../../components/badge';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import type { EnableTotpAnswer } from '../../../shared/two-factor';
import { disableTotp, enableTotp, regenerateBackupCodes } from './api';
import { AuthenticatorSetup } from './authenticator-setup';
import { BackupCodes } from './backup-codes';
import { holdAdminGate } from './gate-hold';
import { factorErrorText } from './messages';

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; purpose: 'enable' | 'codes' }
  | { kind: 'setup'; answer: EnableTotpAnswer }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/**
 * Settings → Security: the authenticator app, turned on, its backup codes renewed, or turned off (decision 046).
 * `isAdminGate`: shown by the administrator's gate, which the proven session would open at once; the gate
 * is held on the backup codes until the person says they saved them (gate-hold.ts).
 */
export function AuthenticatorApp({
  isOn,
  onChanged,
  isAdminGate = false,
}: {
  isOn: boolean;
  onChanged(): void;
  isAdminGate?: boolean;
}) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const reset = () => {
    setStep({ kind: 'idle' });
    setPassword('');
    setCode('');
    setError(null);
  };

  async function run(event: FormEvent, action: () => Promise<void>, fallback: string) {
    event.preventDefault();
    setError(null);
    if (!password) return setError('Please enter your password');
    setIsBusy(true);
    try {
      await action();
    } catch (e) {
      setError(factorErrorText(e, fallback));
    } finally {
      setIsBusy(false);
    }
  }

  const passwordField = (
    <Field label="Password">
      {({ id }) => (
        <Input
          id={id}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <section aria-labelledby="authenticator-heading" className="space-y-3">
      <div className="flex items-center gap-2">
        <h3 id="authenticator-heading" className="font-semibold text-slate-900">
          Authenticator app
        </h3>
        {isOn && <Badge tone="success">On</Badge>}
      </div>
      {step.kind === 'idle' && (
        <>
          <p className="text-sm text-slate-600">
            {isOn
              ? 'Signing in asks for a code from your authenticator app after your password.'
              : 'After your password, signing in asks for a code from an app on your phone. Someone who learns your password still cannot sign in.'}
          </p>
          <div className="flex flex-wrap gap-2">
            {isOn ? (
              <>
                <Button variant="secondary" size="sm" onClick={() => setStep({ kind: 'password', purpose: 'codes' })}>
                  New backup codes
                </Button>
                <Button variant="secondary" size="sm" onClick={() => setStep({ kind: 'disable' })}>
                  Turn off
                </Button>
              </>
            ) : (
              <Button size="sm" onClick={() => setStep({ kind: 'password', purpose: 'enable' })}>
                Turn on authenticator app
              </Button>
            )}
          </div>
        </>
      )}
      {step.kind === 'password' && (
        <form
          noValidate
          className="space-y-3"
          aria-label={step.purpose === 'enable' ? 'Turn on authenticator app' : 'New backup codes'}
          onSubmit={(event) =>
            void run(
              event,
              async () => {
                if (step.purpose === 'enable') setStep({ kind: 'setup', answer: await enableTotp(password) });
                else setStep({ kind: 'codes', codes: (await regenerateBackupCodes(password)).backupCodes });
                setPassword('');
              },
              'Something went wrong. Please try again.',
            )
          }
        >
          <p className="text-sm text-slate-600">
            {step.purpose === 'enable' ? 'Enter your password to start.' : 'Your old backup codes will stop working.'}
          </p>
          {passwordField}
          {error && <Alert>{error}</Alert>}
          <div className="flex gap-2">
            <Button type="submit" size="sm" isLoading={isBusy}>
              Continue
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={reset}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {step.kind === 'setup' && (
        <AuthenticatorSetup
          totpURI={step.answer.totpURI}
          backupCodes={step.answer.backupCodes}
          onConfirmed={() => {
            if (isAdminGate) holdAdminGate(true);
            onChanged();
          }}
          onDone={() => {
            reset();
            if (isAdminGate) holdAdminGate(false);
          }}
        />
      )}
      {step.kind === 'codes' && <BackupCodes codes={step.codes} onDone={reset} />}
      {step.kind === 'disable' && (
        <form
          noValidate
          className="space-y-3"
          aria-label="Turn off authenticator app"
          onSubmit={(event) =>
            void run(
              event,
              async () => {
                await disableTotp({ password, code });
                reset();
                onChanged();
              },
              'Please enter a code from your authenticator app or a backup code',
            )
          }
        >
          <p className="text-sm text-slate-600">
            To turn the app off, enter your password and a code from the app (or one of your backup codes).
          </p>
          {passwordField}
          <Field label="Code from the app, or a backup code">
            {({ id }) => (
              <Input id={id} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
            )}
          </Field>
          {error && <Alert>{error}</Alert>}
          <div className="flex gap-2">
            <Button type="submit" variant="danger" size="sm" isLoading={isBusy}>
              Turn off
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={reset}>
              Cancel
            </Button>
          </div>
        </form>
      )}
    </section>
  );
}
