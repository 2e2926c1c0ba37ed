import type { ReactNode } from 'react';
import { Dialog } from '../../components/dialog';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { SecuritySettings } from '../../entities/second-factor/security-settings';
import { useSession } from '../../lib/session';
import type { SettingsTab } from '../../lib/settings-dialog';
import { ChangeEmail } from './change-email-form';
import { ChangePassword } from './change-password-form';
import { DeleteAccount } from './delete-account-tab';
import { JobAlertsTab } from './job-alerts-tab';
import { Preferences } from './preferences-tab';
import { SecurityActivity } from './security-activity';
import { TimeZoneSetting } from './time-zone-form';

/**
 * The settings modal: preferences (stored and honoured), e-mail, password, second factors, personal API
 * tokens (`apiTokens`, a feature of its own that the shell hands in), and deleting the account.
 */
export function SettingsDialog({
  open,
  onOpenChange,
  tab,
  onTabChange,
  apiTokens,
}: {
  open: boolean;
  onOpenChange(open: boolean): void;
  tab: SettingsTab;
  onTabChange(tab: SettingsTab): void;
  apiTokens: ReactNode;
}) {
  const { user } = useSession();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Settings"
      className="max-h-[calc(100dvh-2rem)] max-w-xl overflow-y-auto sm:max-w-2xl"
    >
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as SettingsTab)}>
        {/* Six tabs do not fit one row on a phone: two rows of three there; wider than the other dialogs above it, so that one row does. */}
        <TabsList
          label="Settings sections"
          className="max-sm:grid-cols-3!"
          tabs={[
            { value: 'preferences', label: 'Preferences' },
            { value: 'alerts', label: 'Job alerts' },
            { value: 'account', label: 'Account' },
            { value: 'security', label: 'Security' },
            { value: 'tokens', label: 'API tokens' },
            { value: 'danger', label: 'Delete' },
          ]}
        />
        <TabsContent value="preferences" className="mt-5 space-y-5">
          <TimeZoneSetting />
          <Preferences />
        </TabsContent>
        <TabsContent value="alerts" className="mt-5">
          <JobAlertsTab onShowPreferences={() => onTabChange('preferences')} />
        </TabsContent>
        <TabsContent value="account" className="mt-5 space-y-8">
          <ChangeEmail />
          <ChangePassword />
        </TabsContent>
        <TabsContent value="security" className="mt-5 space-y-8">
          {user && <SecuritySettings user={user} />}
          <SecurityActivity />
        </TabsContent>
        <TabsContent value="tokens" className="mt-5">
          {apiTokens}
        </TabsContent>
        <TabsContent value="danger" className="mt-5">
          <DeleteAccount />
        </TabsContent>
      </Tabs>
    </Dialog>
  );
}
