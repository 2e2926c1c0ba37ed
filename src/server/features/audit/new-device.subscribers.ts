import { deviceName } from '../../../shared/device-name';
import { networkOf } from '../../auth/known-devices';
import { newDeviceSignInEmail } from '../../email/templates/new-device-sign-in';
import { subscriber } from '../../events/subscriber';
import { notifyUser } from '../notifications/notify-user.service';
import { inMemberTime } from './member-time';

export const newDeviceSubscribers = [
  /**
   * A sign-in new by device and by place, the day's first for that place (decision 056): a 'security'
   * e-mail, which no setting turns off, to a proved address, saying what it was. An event recorded
   * before that rule carries no `isNoticeDue`: its `isNewDevice` decides.
   */
  subscriber({
    name: 'audit.new-device-email',
    on: 'member.signed_in',
    async handle({ tx, config }, event) {
      if (!event.isNewDevice || event.isNoticeDue === false) return;
      const when = await inMemberTime(tx, event.userId, event.request.at);
      const device = deviceName(event.request.userAgent);
      const network = event.request.ip ? networkOf(event.request.ip) : null;
      const securityUrl = `${config.publicUrl}/startups?settings=security`;
      await notifyUser(
        { tx, config },
        {
          userId: event.userId,
          notification: {
            title: 'New sign-in',
            message: `Your account was signed in to from ${device}. Not you? Change your password.`,
            type: 'warning',
            link: '/startups?settings=security',
          },
          email: {
            kind: 'security',
            template: 'new_device_sign_in',
            render: ({ brand, name }) =>
              newDeviceSignInEmail(brand, {
                name,
                when,
                device,
                ip: event.request.ip,
                network: network === 'unknown' ? null : network,
                method: event.method,
                securityUrl,
              }),
          },
        },
      );
    },
  }),
];
