import { lazy, Suspense, useEffect } from 'react';
import { useSearchParams } from 'react-router';
import {
  closeSettings,
  openSettings,
  setSettingsTab,
  useSettingsDialog,
  type SettingsTab,
} from '../../lib/settings-dialog';

// ?settings=security: the new-device e-mail's "Review your security", on /startups: "/" sends a member there and
// would drop it.
const TABS: readonly SettingsTab[] = ['preferences', 'alerts', 'account', 'security', 'tokens', 'danger'];

// The settings dialog and its forms load when first opened, so that they (and the validation code they
// bring) stay out of the JavaScript every page downloads.
const SettingsDialog = lazy(() =>
  import('../../features/settings/settings-dialog').then((m) => ({ default: m.SettingsDialog })),
);
// The API tokens tab is a feature of its own (decision 049); features do not import each other, so the shell hands it to the dialog.
const ApiTokensTab = lazy(() =>
  import('../../features/api-tokens/api-tokens-tab').then((m) => ({ default: m.ApiTokensTab })),
);
const apiTokensTab = (
  <Suspense
    fallback={
      <div role="status" aria-label="Loading your API tokens" className="h-40 animate-pulse rounded-2xl bg-slate-100" />
    }
  >
    <ApiTokensTab />
  </Suspense>
);

/** The one Settings dialog of a signed-in member, opened from the profile menu or any page (lib/settings-dialog.ts). */
export function SettingsHost() {
  const { isOpen, hasOpened, tab } = useSettingsDialog();
  const [params, setParams] = useSearchParams();
  const asked = params.get('settings');
  // An e-mail's "Change your alerts in Settings" link: ?settings=alerts opens that tab, once.
  useEffect(() => {
    if (!asked) return;
    if ((TABS as readonly string[]).includes(asked)) openSettings(asked as SettingsTab);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('settings');
        return next;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <SettingsDialog
        open={isOpen}
        onOpenChange={(open) => !open && closeSettings()}
        tab={tab}
        onTabChange={setSettingsTab}
        apiTokens={apiTokensTab}
      />
    </Suspense>
  );
}
