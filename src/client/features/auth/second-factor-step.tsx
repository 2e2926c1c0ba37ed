import { useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { verifyBackupCode, verifyTotp } from '../../entities/second-factor/api';
import { factorErrorText } from '../../entities/second-factor/messages';

/**
 * The sign-in's second step when the authenticator app is on (decision 046): the password was right,
 * the app's code (or a backup code) finishes it. `onSignedIn` takes the person where they were going.
 */
export function SecondFactorStep({ onSignedIn, onCancel }: { onSignedIn(): Promise<void>; onCancel(): void }) {
  const [isBackup, setIsBackup] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const typed = code.replace(/\s+/g, '');
    if (!isBackup && !/^\d{6}$/.test(typed)) return setError('Enter the 6 digits your authenticator app shows');
    if (isBackup && !/^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$/.test(typed))
      return setError('A backup code looks like ab3De-9xYz2');
    setIsBusy(true);
    try {
      await (isBackup ? verifyBackupCode(typed) : verifyTotp(typed));
      await onSignedIn();
    } catch (e) {
      setError(factorErrorText(e, 'Could not sign you in. Please try again.'));
      setIsBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label="Two-factor sign in">
      <p className="text-sm text-slate-600">
        {isBackup
          ? 'Enter one of the backup codes you saved. Each works once.'
          : 'Open your authenticator app and enter the 6-digit code it shows.'}
      </p>
      <Field label={isBackup ? 'Backup code' : 'Authentication code'} error={error ?? undefined}>
        {({ id, describedBy, invalid }) => (
          <Input
            key={isBackup ? 'backup' : 'totp'}
            id={id}
            autoFocus
            inputMode={isBackup ? 'text' : 'numeric'}
            autoComplete="one-time-code"
            autoCapitalize="off"
            maxLength={isBackup ? 11 : 7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Button type="submit" size="lg" className="w-full" isLoading={isBusy}>
        Verify
      </Button>
      <div className="flex flex-wrap justify-between gap-2">
        <button
          type="button"
          className="min-h-11 text-sm font-medium text-brand-700 hover:underline"
          onClick={() => {
            setIsBackup(!isBackup);
            setCode('');
            setError(null);
          }}
        >
          {isBackup ? 'Use your authenticator app' : 'Use a backup code instead'}
        </button>
        <button
          type="button"
          className="min-h-11 text-sm font-medium text-slate-600 hover:underline"
          onClick={onCancel}
        >
          Back
        </button>
      </div>
    </form>
  );
}
