import { eq } from 'drizzle-orm';
import { notificationLinks } from '../../../../shared/paths';
import { applicationMessages, profiles } from '../../../db/schema';
import { applicationMessageEmail } from '../../../email/templates/application-message';
import { subscriber } from '../../../events/subscriber';
import { notifyUser } from '../../notifications/notify-user.service';
import { loadApplication } from '../application.service';

/** A message's reader previews it in the bell; the e-mail carries the whole of it. */
const PREVIEW_LENGTH = 80;

export const applicationMessagesSubscribers = [
  /**
   * The other side hears of a message: the bell always, an e-mail where their settings allow and they
   * had read what came before (a quick exchange is one e-mail, not one per line; the event says so).
   */
  subscriber({
    name: 'application-messages.tell-recipient',
    on: 'message.sent',
    async handle({ tx, config }, event) {
      const [message] = await tx
        .select({ body: applicationMessages.body })
        .from(applicationMessages)
        .where(eq(applicationMessages.id, event.messageId));
      // The application (and its conversation) was deleted meanwhile.
      if (!message) return;
      const parties = await loadApplication(tx, event.applicationId);
      const isFromFounder = event.senderSide === 'founder';
      const [sender] = isFromFounder
        ? []
        : await tx
            .select({ firstName: profiles.firstName, lastName: profiles.lastName })
            .from(profiles)
            .where(eq(profiles.id, event.senderId));
      const senderName = isFromFounder
        ? parties.startupName
        : sender
          ? `${sender.firstName} ${sender.lastName}`
          : 'The candidate';
      const body = message.body;
      const preview = body.length > PREVIEW_LENGTH ? `${body.slice(0, PREVIEW_LENGTH - 1)}…` : body;
      await notifyUser(
        { tx, config },
        {
          userId: event.recipientId,
          notification: {
            title: 'New message',
            type: 'info',
            message: `${senderName} about ${parties.jobTitle}: "${preview}"`,
            link: isFromFounder
              ? notificationLinks.myApplication(event.applicationId)
              : notificationLinks.applicant(event.applicationId),
          },
          email: event.isEmailDue
            ? {
                kind: 'messages',
                template: 'application_message',
                reason: 'You receive this because someone wrote to you about an application.',
                render: ({ brand, name, unsubscribe }) =>
                  applicationMessageEmail(brand, {
                    name,
                    senderName,
                    jobTitle: parties.jobTitle,
                    startupName: parties.startupName,
                    body,
                    url: `${config.publicUrl}${isFromFounder ? '/dashboard' : '/dashboard/applicants'}`,
                    unsubscribe,
                  }),
              }
            : undefined,
        },
      );
    },
  }),
];
