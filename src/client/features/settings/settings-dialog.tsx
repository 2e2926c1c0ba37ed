import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { confirmEmailChangeSchema, CURRENT_PASSWORD_INCORRECT, type Settings } from '../../../shared/account';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, Input } from '../../components/field';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { api, ApiError, postJson, unwrap } from '../../lib/api';
import { clearAllDrafts } from '../../lib/drafts';
import type { SettingsTab } from '../../lib/settings-dialog';
import { settingsQuery } from '../../lib/settings-query';
import { JobAlertsTab } from './job-alerts-tab';
import { queryKeys } from '../../lib/query-keys';

const labels: Record<keyof Settings, string> = {
  emailNotifications: 'E-mail notifications',
  statusUpdates: 'Application status updates by e-mail',
  jobRecommendations: 'Job recommendations',
  followedStartups: 'New positions at startups I follow',
  messageEmails: 'Messages about my applications by e-mail',
  hiringReminders: 'Weekly reminder of applications waiting for my answer',
  showProfile: 'Show my profile to other members',
  allowMessages: 'Let candidates write to me first',
};

const hints: Partial<Record<keyof Settings, string>> = {
  jobRecommendations: 'Includes the e-mails of your job alerts.',
  followedStartups: 'An e-mail when a startup you follow posts a position. The notification bell shows it either way.',
  messageEmails: 'An e-mail when a founder or a candidate writes to you about an application. The notification bell shows it either way.',
  hiringReminders: 'For founders: at most one e-mail a week listing applications that have waited more than seven days.',
  showProfile: 'When off, other members see only your name and photo; founders you apply to still see your profile.',
  // What the setting covers (decision 019): messages exist only inside an application, and only the founder's side is closed.
  allowMessages: 'Members write to each other only about an application. When off, a candidate who applied to your startup can answer you, not write first. Founders of startups you apply to can always write to you.',
};

type Message = { tone: 'success' | 'error'; text: string } | null;

function errorText(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PASSWORD') return CURRENT_PASSWORD_INCORRECT;
    // The server's 429 sentences say which limit and how long to wait.
    if (error.status === 429) return error.message || 'Too many attempts. Please try again later.';
    // The server's own failures and outages get the form's words; what was typed stays.
    if (error.status >= 500) return fallback;
    return error.message || fallback;
  }
  return fallback;
}

/** The settings modal: preferences (stored and honoured), e-mail, password, and deleting the account. */
export function SettingsDialog({ open, onOpenChange, tab, onTabChange }: { open: boolean; onOpenChange(open: boolean): void; tab: SettingsTab; onTabChange(tab: SettingsTab): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Settings" className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto">
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as SettingsTab)}>
        {/* Four tabs do not fit one row on a phone: two rows of two there. */}
        <TabsList
          label="Settings sections"
          className="max-sm:grid-cols-2!"
          tabs={[{ value: 'preferences', label: 'Preferences' }, { value: 'alerts', label: 'Job alerts' }, { value: 'account', label: 'Account' }, { value: 'danger', label: 'Delete' }]}
        />
        <TabsContent value="preferences" className="mt-5"><Preferences /></TabsContent>
        <TabsContent value="alerts" className="mt-5"><JobAlertsTab onShowPreferences={() => onTabChange('preferences')} /></TabsContent>
        <TabsContent value="account" className="mt-5 space-y-8"><ChangeEmail /><ChangePassword /></TabsContent>
        <TabsContent value="danger" className="mt-5"><DeleteAccount /></TabsContent>
      </Tabs>
    </Dialog>
  );
}

function Preferences() {
  const queryClient = useQueryClient();
  const settings = useQuery(settingsQuery);
  const [draft, setDraft] = useState<Settings | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const save = useMutation({
    mutationFn: (value: Settings) => unwrap(api.account.settings.$put({ json: value })),
    onSuccess: (_result, value) => {
      // The job alerts tab says whether alerts are paused: it reads the saved settings.
      queryClient.setQueryData(queryKeys.settings, value);
      setMessage({ tone: 'success', text: 'Settings saved successfully.' });
    },
    onError: () => setMessage({ tone: 'error', text: 'Failed to save settings. Please try again.' }),
  });
  const value = draft ?? settings.data;
  if (!value) return <p className="text-sm text-slate-500">Loading settings...</p>;
  return (
    <div className="space-y-3">
      {(Object.keys(labels) as (keyof Settings)[]).map((key) => (
        <label key={key} className="flex items-start gap-3 text-sm text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4 shrink-0 accent-brand-600" checked={value[key]} onChange={(e) => setDraft({ ...value, [key]: e.target.checked })} />
          <span>
            {labels[key]}
            {hints[key] && <span className="mt-0.5 block text-xs text-slate-500">{hints[key]}</span>}
          </span>
        </label>
      ))}
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button className="mt-2" onClick={() => save.mutate(value)} isLoading={save.isPending}>Save</Button>
    </div>
  );
}

/** Two steps: the password and the new address, then the code e-mailed to that address. Until then the old one stays. */
function ChangeEmail() {
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
      setMessage({ tone: 'success', text: 'Email updated successfully! Please sign in with your new email address next time.' });
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
          We sent a 6-digit code to <span className="break-all font-medium text-slate-900">{pendingEmail}</span>. Your account keeps its current address until you enter it.
        </p>
        <Field label="Code from the e-mail">
          {({ id }) => <Input id={id} inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} className="tracking-widest" />}
        </Field>
        {message && <Alert tone={message.tone}>{message.text}</Alert>}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="secondary" isLoading={isBusy}>Confirm Email</Button>
          <Button type="button" variant="ghost" onClick={() => { setPendingEmail(null); setMessage(null); }}>Use another address</Button>
        </div>
      </form>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3" aria-label="Change email">
      <h3 className="font-semibold text-slate-900">Change e-mail</h3>
      <Field label="New email">{({ id }) => <Input id={id} type="email" value={newEmail} onChange={(e) => setNewEmail(e.target.value)} />}</Field>
      <Field label="Current password">{({ id }) => <Input id={id} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrentPassword(e.target.value)} />}</Field>
      {message && <Alert tone={message.tone}>{message.text}</Alert>}
      <Button type="submit" variant="secondary" isLoading={isBusy}>Update Email</Button>
    </form>
  );
}

function ChangePassword() {
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

function DeleteAccount() {
  const [isConfirming, setIsConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  async function remove() {
    setError(null);
    if (!password) return setError('Please enter your password to confirm deletion');
    setIsBusy(true);
    try {
      await postJson('/api/auth/delete-user', { password });
      clearAllDrafts();
      window.location.assign('/login');
    } catch (e) {
      setError(errorText(e, 'Failed to delete account. Please try again.'));
      setIsBusy(false);
    }
  }
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">Deleting your account removes your profile, startups, positions, applications and files. This cannot be undone.</p>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>Delete Account</Button>
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete Account"
        description="Enter your password to confirm. Everything you have on the platform will be deleted."
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>Cancel</Button>
            <Button variant="danger" onClick={() => void remove()} isLoading={isBusy}>Delete My Account</Button>
          </>
        }
      >
        <Field label="Password">{({ id }) => <Input id={id} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />}</Field>
        {error && <Alert className="mt-3">{error}</Alert>}
      </Dialog>
    </div>
  );
}
