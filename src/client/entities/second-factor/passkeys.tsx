import { KeyRound } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { PASSKEY_NAME_MAX, type PasskeyRow } from '../../../shared/two-factor';
import { addPasskey, passkeyErrorText, removePasskey, renamePasskey, usePasskeys } from './api';
import { factorErrorText } from './messages';
import { PasskeyElsewhere, passkeyPageElsewhere } from './passkey-address';

/** Settings → Security: passkeys, to sign in without a password; added, named and removed (decision 046). */
export function Passkeys({ userId, isAppOn, onChanged }: { userId: string; isAppOn: boolean; onChanged(): void }) {
  const passkeys = usePasskeys(userId);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const elsewhere = passkeyPageElsewhere();

  async function add(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const trimmed = name.trim();
    if (!trimmed) return setError('Please give the passkey a name, such as “Laptop”');
    setIsAdding(true);
    try {
      await addPasskey(trimmed);
      setName('');
      onChanged();
    } catch (e) {
      setError(passkeyErrorText(e, factorErrorText(e, 'Could not add the passkey. Please try again.')));
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <section aria-labelledby="passkeys-heading" className="space-y-3">
      <h3 id="passkeys-heading" className="font-semibold text-slate-900">
        Passkeys
      </h3>
      <p className="text-sm text-slate-600">
        Sign in with your fingerprint, face or screen lock instead of your password.
      </p>
      {passkeys.data && passkeys.data.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200" aria-label="Your passkeys">
          {passkeys.data.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} isAppOn={isAppOn} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {elsewhere ? (
        <PasskeyElsewhere href={elsewhere} />
      ) : (
        <form
          onSubmit={add}
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          aria-label="Add a passkey"
        >
          <Field label="Passkey name" className="flex-1">
            {({ id }) => (
              <Input
                id={id}
                value={name}
                maxLength={PASSKEY_NAME_MAX}
                placeholder="Laptop"
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" variant="secondary" isLoading={isAdding}>
            <KeyRound className="size-4" aria-hidden />
            Add a passkey
          </Button>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
    </section>
  );
}

function PasskeyItem({ passkey, isAppOn, onChanged }: { passkey: PasskeyRow; isAppOn: boolean; onChanged(): void }) {
  const [mode, setMode] = useState<'view' | 'rename' | 'remove'>('view');
  const [name, setName] = useState(passkey.name ?? '');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const label = passkey.name || 'Passkey';

  async function act(event: FormEvent, action: () => Promise<unknown>) {
    event.preventDefault();
    setError(null);
    setIsBusy(true);
    try {
      await action();
      setMode('view');
      setPassword('');
      setCode('');
      onChanged();
    } catch (e) {
      setError(factorErrorText(e, 'Something went wrong. Please try again.'));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <li className="space-y-3 p-3">
      <div className="flex flex-wrap items-center gap-2">
        <KeyRound className="size-4 text-slate-500" aria-hidden />
        <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{label}</span>
        {mode === 'view' && (
          <>
            <Button variant="ghost" size="sm" onClick={() => setMode('rename')} aria-label={`Rename ${label}`}>
              Rename
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setMode('remove')} aria-label={`Remove ${label}`}>
              Remove
            </Button>
          </>
        )}
      </div>
      {mode === 'rename' && (
        <form
          noValidate
          className="flex flex-col gap-2 sm:flex-row sm:items-end"
          aria-label={`Rename ${label}`}
          onSubmit={(event) => void act(event, () => renamePasskey(passkey.id, name.trim()))}
        >
          <Field label="New name" className="flex-1">
            {({ id }) => (
              <Input id={id} value={name} maxLength={PASSKEY_NAME_MAX} onChange={(e) => setName(e.target.value)} />
            )}
          </Field>
          <div className="flex gap-2">
            <Button type="submit" size="sm" isLoading={isBusy}>
              Save
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {mode === 'remove' && (
        <form
          noValidate
          className="space-y-3"
          aria-label={`Remove ${label}`}
          onSubmit={(event) =>
            void act(event, () => removePasskey({ id: passkey.id, password, ...(isAppOn && { code }) }))
          }
        >
          <p className="text-sm text-slate-600">
            {isAppOn
              ? 'Enter your password and a code from your authenticator app (or a backup code) to remove this passkey.'
              : 'Enter your password to remove this passkey.'}
          </p>
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
          {isAppOn && (
            <Field label="Code from the app, or a backup code">
              {({ id }) => (
                <Input id={id} autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} />
              )}
            </Field>
          )}
          <div className="flex gap-2">
            <Button type="submit" variant="danger" size="sm" isLoading={isBusy}>
              Remove passkey
            </Button>
            <Button type="button" variant="ghost" size="sm" onClick={() => setMode('view')}>
              Cancel
            </Button>
          </div>
        </form>
      )}
      {error && <Alert>{error}</Alert>}
    </li>
  );
}
