import { ShieldCheck } from 'lucide-react';
import type { SessionUser } from '../../../shared/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SecuritySettings } from './security-settings';

/**
 * What an administrator without a second factor sees instead of an admin page (decision 046): the
 * admin area opens once an authenticator app or a passkey is added, here.
 */
export function SecondFactorRequired({ user }: { user: SessionUser }) {
  useDocumentTitle('Add a second factor');
  return (
    <div className="mx-auto max-w-xl px-4 py-10 sm:px-6">
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <ShieldCheck className="size-8 text-brand-600" aria-hidden />
        <h1 className="mt-3 text-2xl font-bold text-slate-900">Add a second factor to use the admin area</h1>
        <p className="mt-2 text-sm text-slate-600">
          The admin area opens every startup, application and resume. Protect it with more than a password: turn on an authenticator app or add a passkey. The admin pages open as soon as one is set up.
        </p>
        <div className="mt-6">
          <SecuritySettings user={user} isRefreshDeferred />
        </div>
      </div>
    </div>
  );
}
