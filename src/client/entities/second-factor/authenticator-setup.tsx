import QRCode from 'qrcode';
import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { verifyTotp } from './api';
import { BackupCodes } from './backup-codes';
import { factorErrorText } from './messages';

/**
 * Turning on the authenticator app, once the password started it: the QR code (drawn here, the secret
 * never leaves the browser for an image service) and the secret as text, then a code to confirm, then
 * the backup codes, shown once.
 */
export function AuthenticatorSetup({
  totpURI,
  backupCodes,
  onConfirmed,
  onDone,
}: {
  totpURI: string;
  backupCodes: string[];
  onConfirmed(): void;
  onDone(): void;
}) {
  const [qr, setQr] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [isConfirmed, setIsConfirmed] = useState(false);
  const secret = new URL(totpURI).searchParams.get('secret') ?? '';
  useEffect(() => {
    void QRCode.toDataURL(totpURI, { margin: 1, width: 192 }).then(setQr, () => setQr(null));
  }, [totpURI]);

  async function confirm(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const typed = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(typed)) return setError('Enter the 6 digits your authenticator app shows');
    setIsBusy(true);
    try {
      await verifyTotp(typed);
      setIsConfirmed(true);
      onConfirmed();
    } catch (e) {
      setError(factorErrorText(e, 'Could not confirm the code. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  if (isConfirmed) return <BackupCodes codes={backupCodes} onDone={onDone} />;
  return (
    <form onSubmit={confirm} noValidate className="space-y-3" aria-label="Confirm authenticator app">
      <p className="text-sm text-slate-600">
        Scan this QR code with your authenticator app (Google Authenticator, 1Password, Authy…), or type the key into
        it.
      </p>
      <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
        {qr ? (
          <img
            src={qr}
            alt="QR code for your authenticator app"
            width={192}
            height={192}
            className="rounded-lg ring-1 ring-slate-200"
          />
        ) : (
          <div className="size-48 rounded-lg bg-slate-100" aria-hidden />
        )}
        <div className="min-w-0 space-y-1">
          <p className="text-xs font-medium text-slate-500">Setup key</p>
          <code
            className="block break-all rounded bg-slate-50 px-2 py-1 font-mono text-sm text-slate-900"
            data-testid="totp-secret"
          >
            {secret}
          </code>
        </div>
      </div>
      <Field label="Code from the app" error={error ?? undefined}>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </Field>
      <Button type="submit" isLoading={isBusy}>
        Confirm
      </Button>
    </form>
  );
}
