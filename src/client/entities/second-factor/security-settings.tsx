import type { SessionUser } from '../../../shared/session';
import { useFactorsChanged } from './api';
import { AuthenticatorApp } from './authenticator-app';
import { Passkeys } from './passkeys';

/**
 * The member's second factors (decision 046): Settings → Security, and the page an
 * administrator without one meets in the admin area.
 */
export function SecuritySettings({ user, isAdminGate = false }: { user: SessionUser; isAdminGate?: boolean }) {
  const changed = useFactorsChanged(user.id);
  const refresh = () => void changed();
  return (
    <div className="space-y-8">
      <AuthenticatorApp isOn={user.twoFactorEnabled} onChanged={refresh} isAdminGate={isAdminGate} />
      <Passkeys userId={user.id} isAppOn={user.twoFactorEnabled} onChanged={refresh} />
    </div>
  );
}
