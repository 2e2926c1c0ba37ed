import { deviceName } from '../../../shared/device-name';
import type { RequestFacts } from '../../events/catalog';
import { secondFactorChangedEmail, type FactorChange } from '../../email/templates/second-factor-changed';
import { subscriber, type SubscriberContext } from '../../events/subscriber';
import { notifyUser } from '../notifications/notify-user.service';
import { inMemberTime } from './member-time';

/**
 * A second factor added or taken away (decision 056): a 'security' e-mail to a proved address, as the
 * new sign-in's. A thief holding the password adds their own factor or removes the member's; the
 * member hears of it at once. The member's Settings list the change (the audit entry); no bell, which
 * would only repeat what the member just did in that same page.
 */
async function tellOfFactorChange(
  { tx, config }: SubscriberContext,
  event: { userId: string; request: RequestFacts },
  change: FactorChange,
) {
  const when = await inMemberTime(tx, event.userId, event.request.at);
  const device = deviceName(event.request.userAgent);
  const securityUrl = `${config.publicUrl}/startups?settings=security`;
  await notifyUser(
    { tx, config },
    {
      userId: event.userId,
      email: {
        kind: 'security',
        template: 'second_factor_changed',
        render: ({ brand, name }) =>
          secondFactorChangedEmail(brand, { name, change, when, device, ip: event.request.ip, securityUrl }),
      },
    },
  );
}

export const factorChangeSubscribers = [
  subscriber({
    name: 'audit.factor-added-email',
    on: 'member.factor_added',
    handle: (context, event) => tellOfFactorChange(context, event, `${event.factor}_added`),
  }),
  subscriber({
    name: 'audit.factor-removed-email',
    on: 'member.factor_removed',
    handle: (context, event) => tellOfFactorChange(context, event, `${event.factor}_removed`),
  }),
  subscriber({
    name: 'audit.backup-codes-email',
    on: 'member.backup_codes_renewed',
    handle: (context, event) => tellOfFactorChange(context, event, 'backup_codes_renewed'),
  }),
];
