import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { postJson } from '../../lib/api';
import { errorText, type Message } from './settings-messages';

/** Settings → Account: a new password, the other sessions signed out. */
export function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const [message, setMessage] = useState<Message>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (values.newPassword.length < 6) return setMessage({ tone: 'error', text: 'New password must be at least 6 characters' });
    if (values.newPassword !== values.confirmPassword) return setMessage({ tone: 'error', text: 'New passwords do not match' });
    setIsBusy(true);
    try {
      await postJson('/api/auth/change-password', { ...values, revokeOtherSessions: true });
      setMessage({ tone: 'success', text: 'Password updated successfully.' });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, 'Failed to update password. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <Field label={label}>{({ id }) => <Input id={id} type="password" autoComplete={autoComplete} value={values[name]} onChange={(e) => setValues({ ...values, [name]: e.target.value })} />}</Field>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
      <h3 className="font-semibold text-slate-900">Change password</h3>
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" isLoading={isBusy}>Update Password</Button>
    </form>
  );
}
