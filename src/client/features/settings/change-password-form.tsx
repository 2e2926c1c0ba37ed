import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Field, Input } from '../../components/field';
import { useApiTokens, useApiTokensKey } from '../../entities/api-token/api';
import { postJson } from '../../lib/api';
import { errorText, type Message } from './settings-messages';

/**
 * Settings → Account: a new password, the other sessions signed out. A member with API tokens is offered
 * to end them too, ticked by default (decision 055): whoever learnt the old password may have made one.
 */
export function ChangePassword() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const tokens = useApiTokens();
  const tokensKey = useApiTokensKey();
  const queryClient = useQueryClient();
  const hasTokens = (tokens.data?.length ?? 0) > 0;
  // Unset until the member touches it: then it follows whether they have tokens.
  const [endTokensChoice, setEndTokensChoice] = useState<boolean | null>(null);
  const endApiTokens = hasTokens && (endTokensChoice ?? true);
  const [message, setMessage] = useState<Message>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setMessage(null);
    if (values.newPassword.length < 6)
      return setMessage({ tone: 'error', text: 'New password must be at least 6 characters' });
    if (values.newPassword !== values.confirmPassword)
      return setMessage({ tone: 'error', text: 'New passwords do not match' });
    setIsBusy(true);
    try {
      await postJson('/api/auth/change-password', { ...values, revokeOtherSessions: true, endApiTokens });
      setMessage({
        tone: 'success',
        text: endApiTokens
          ? 'Password updated successfully. Your API tokens were ended.'
          : 'Password updated successfully.',
      });
      setValues({ currentPassword: '', newPassword: '', confirmPassword: '' });
      setEndTokensChoice(null);
      if (endApiTokens) void queryClient.invalidateQueries({ queryKey: tokensKey });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, 'Failed to update password. Please try again.') });
    } finally {
      setIsBusy(false);
    }
  }
  const field = (name: keyof typeof values, label: string, autoComplete: string) => (
    <Field label={label}>
      {({ id }) => (
        <Input
          id={id}
          type="password"
          autoComplete={autoComplete}
          value={values[name]}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
      )}
    </Field>
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change password">
      <h3 className="font-semibold text-slate-900">Change password</h3>
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password')}
      {field('confirmPassword', 'Confirm new password', 'new-password')}
      {hasTokens && (
        <label className="flex items-start gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="mt-0.5 size-4 shrink-0 accent-brand-600"
            checked={endApiTokens}
            onChange={(e) => setEndTokensChoice(e.target.checked)}
          />
          <span>Also end my API tokens (scripts using them stop working)</span>
        </label>
      )}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" isLoading={isBusy}>
        Update Password
      </Button>
    </form>
  );
}
