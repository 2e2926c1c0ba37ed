import { useState } from 'react';
import { Alert } from '../../components/alert';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Field, Input } from '../../components/field';
import { postJson } from '../../lib/api';
import { clearAllDrafts } from '../../lib/drafts';
import { errorText } from './settings-messages';

/** Settings → Delete: the account and everything in it, once the password is given again. */
export function DeleteAccount() {
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
      <p className="text-sm text-slate-600">
        Deleting your account removes your profile, startups, positions, applications and files. This cannot be undone.
      </p>
      <p className="text-sm text-slate-600">
        Interviews you are part of are cancelled and the other person is told; a booked one leaves both calendars. Your
        open applications are withdrawn and their founders told. We e-mail you a confirmation.
      </p>
      <Button variant="danger" onClick={() => setIsConfirming(true)}>
        Delete Account
      </Button>
      <Dialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Delete Account"
        description="Enter your password to confirm. Everything you have on the platform will be deleted."
        footer={
          <>
            <Button variant="secondary" onClick={() => setIsConfirming(false)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={() => void remove()} isLoading={isBusy}>
              Delete My Account
            </Button>
          </>
        }
      >
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
        {error && <Alert className="mt-3">{error}</Alert>}
      </Dialog>
    </div>
  );
}
