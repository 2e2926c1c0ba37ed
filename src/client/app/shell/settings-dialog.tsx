import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';

/** The settings modal's place in the menu; its notification, e-mail, password and delete sections come next. */
export function SettingsDialog({ open, onOpenChange }: { open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Settings"
      description="Notification preferences, e-mail and password changes, and account deletion are coming soon."
      footer={<Button onClick={() => onOpenChange(false)}>Close</Button>}
    />
  );
}
