import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { confirmEmailChangeSchema } from '../../../shared/account';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { api, unwrap } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { errorText, type Message } from './settings-messages';

/** Two steps: the password and the new address, then the code e-mailed to that address. Until then the old one stays. */
export function ChangeEmail() {
  const queryClient = useQueryClient();
  const [newEmail, setNewEmail] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState<Message>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (!currentPassword) return setMessage({ tone: 'error', text: 'Please enter your current password' });
    setIsBusy(true);
    try {
      const result = await unwrap(api.account['change-email'].$post({ json: { newEmail, currentPassword } }));
      setPendingEmail(result.pendingEmail);
      setCurrentPassword('');
      setCode('');
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, 'Failed to update email. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }
  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pendingEmail) return;
    setMessage(null);
    const parsed = confirmEmailChangeSchema.safeParse({ newEmail: pendingEmail, otp: code });
    if (!parsed.success) return setMessage({ tone: 'error', text: parsed.error.issues[0]!.message });
    setIsBusy(true);
    try {
      await unwrap(api.account['change-email'].confirm.$post({ json: parsed.data }));
      setMessage({
        tone: 'success',
        text: 'Email updated successfully! Please sign in with your new email address next time.',
      });
      setPendingEmail(null);
      setNewEmail('');
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, 'Failed to update email. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }
  if (pendingEmail) {
    return (
      <form onSubmit={confirm} noValidate className="space-y-3" aria-label="Confirm new email">
        <h3 className="font-semibold text-slate-900">Change e-mail</h3>
        <p className="text-sm text-slate-600">
          We sent a 6-digit code to <span className="break-all font-medium text-slate-900">{pendingEmail}</span>. Your
          account keeps its current address until you enter it.
        </p>
        <Field label="Code from the e-mail">
          {({ id }) => (
            <Input
              id={id}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              onChange={(e) => setCode(e.target.value)}
              className="tracking-widest"
            />
          )}
        </Field>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" isLoading={isBusy}>
            Confirm Email
          </Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setPendingEmail(null);
              setMessage(null);
            }}
          >
            Use another address
          </Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change email">
      <h3 className="font-semibold text-slate-900">Change e-mail</h3>
      <Field label="New email">
        {({ id }) => <Input id={id} type="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />}
      </Field>
      <Field label="Current password">
        {({ id }) => (
          <Input
            id={id}
            type="password"
            autoComplete="current-password"
            value={currentPassword}
            onChange={(e) => setCurrentPassword(e.target.value)}
          />
        )}
      </Field>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" isLoading={isBusy}>
        Update Email
      </Button>
    </form>
  );
}
