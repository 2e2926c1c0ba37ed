import { eq } from 'drizzle-orm';
import { deviceName } from '../../../shared/device-name';
import { formatNamed } from '../../../shared/interview-time';
import { userSettings } from '../../db/schema';
import { newDeviceSignInEmail } from '../../email/templates/new-device-sign-in';
import { subscriber } from '../../events/subscriber';
import { notifyUser } from '../notifications/notify-user.service';

export const newDeviceSubscribers = [
  /**
   * A sign-in from a browser new to the account: a 'security' e-mail, which no setting turns off, to a
   * proved address, with the time in the member's own zone when they have set one.
   */
  subscriber({
    name: 'audit.new-device-email',
    on: 'member.signed_in',
    async handle({ tx, config }, event) {
      if (!event.isNewDevice) return;
      const [settings] = await tx.select({ timeZone: userSettings.timeZone }).from(userSettings).where(eq(userSettings.userId, event.userId));
      const when = formatNamed(event.request.at, settings?.timeZone ?? 'UTC');
      await notifyUser({ tx, config }, {
        userId: event.userId,
        notification: { title: 'New sign-in', message: `Your account was signed in to from ${deviceName(event.request.userAgent)}. Not you? Change your password.`, type: 'warning', link: '/startups?settings=security' },
        email: {
          kind: 'security', template: 'new_device_sign_in',
          render: ({ brand, name }) => newDeviceSignInEmail(brand, { name, when, device: deviceName(event.request.userAgent), ip: event.request.ip, securityUrl: `${config.publicUrl}/startups?settings=security` }),
        },
      });
    },
  }),
];
