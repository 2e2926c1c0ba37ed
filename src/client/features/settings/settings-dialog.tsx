import { Dialog } from '../../components/dialog';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import type { SettingsTab } from '../../lib/settings-dialog';
import { ChangeEmail } from './change-email-form';
import { ChangePassword } from './change-password-form';
import { DeleteAccount } from './delete-account-tab';
import { JobAlertsTab } from './job-alerts-tab';
import { Preferences } from './preferences-tab';
import { SecurityActivity } from './security-activity';
import { TimeZoneSetting } from './time-zone-form';

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
        <TabsContent value="preferences" className="mt-5 space-y-5"><TimeZoneSetting /><Preferences /></TabsContent>
        <TabsContent value="alerts" className="mt-5"><JobAlertsTab onShowPreferences={() => onTabChange('preferences')} /></TabsContent>
        <TabsContent value="account" className="mt-5 space-y-8"><ChangeEmail /><ChangePassword /><SecurityActivity /></TabsContent>
        <TabsContent value="danger" className="mt-5"><DeleteAccount /></TabsContent>
      </Tabs>
    </Dialog>
  );
}
