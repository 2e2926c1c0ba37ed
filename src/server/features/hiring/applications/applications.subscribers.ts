import { rejectionReasonLabels, type ApplicationStatus } from '../../../../shared/applications';
import { notificationLinks } from '../../../../shared/paths';
import { applicationClosedEmail } from '../../../email/templates/application-closed';
import { applicationStatusEmail } from '../../../email/templates/application-status';
import { subscriber } from '../../../events/subscriber';
import type { NotificationType } from '../../notifications/notifications.service';
import { notifyUser } from '../../notifications/notify-user.service';
import { loadNamed, statusEmailStream } from './application-notice.service';

// Who hears of an application's steps (decision 027): the founder of a new application and of a
// withdrawal, the candidate of a status change. Each reads the application as it is when it runs; an
// application deleted meanwhile tells nobody.

const statusNotice: Record<ApplicationStatus, NotificationType> = {
  submitted: 'info',
  reviewed: 'info',
  accepted: 'success',
  rejected: 'error',
};

const fullName = (row: { applicantFirstName: string | null; applicantLastName: string | null }, otherwise: string) =>
  row.applicantFirstName ? `${row.applicantFirstName} ${row.applicantLastName}` : otherwise;

export const applicationsSubscribers = [
  /** The founder hears of a new application, and of a repeated one at most once a day (applyToJob decides). */
  subscriber({
    name: 'applications.tell-founder-of-application',
    on: 'application.submitted',
    async handle({ tx, config }, event) {
      if (!event.isOwnerNoticeDue) return;
      const row = await loadNamed(tx, event.applicationId);
      if (!row) return;
      await notifyUser(
        { tx, config },
        {
          userId: event.ownerId,
          notification: {
            title: 'New application',
            type: 'info',
            link: notificationLinks.applicant(event.applicationId),
            message: `${fullName(row, 'Someone')} applied for ${row.jobTitle} at ${row.startupName}.`,
          },
        },
      );
    },
  }),

  /**
   * The candidate hears of a status change: the bell always, the e-mail where their settings allow.
   * Changes handled out of order (two processes) never leave an older status as the stream's latest
   * e-mail: the e-mail goes only while the application still has the status this event set.
   */
  subscriber({
    name: 'applications.tell-candidate-of-status',
    on: 'application.status_changed',
    async handle({ tx, config }, event) {
      const row = await loadNamed(tx, event.applicationId, { lock: true });
      if (!row) return;
      // Out of an own stage that showed the status: the candidate sees no change.
      if (event.fromStatus === event.toStatus && !event.fromStage) return;
      const isCurrent = row.shown === event.toStatus;
      const link = notificationLinks.myApplication(event.applicationId);
      // Nobody's step: the platform closed an application its founder never answered (hiring-reminders).
      if (event.actorId === null && event.reason === 'no_response') {
        const days = config.applicationAutoCloseDays;
        await notifyUser(
          { tx, config },
          {
            userId: event.applicantId,
            notification: {
              title: 'Application closed',
              type: 'info',
              link,
              message: `${row.startupName} did not answer your application for ${row.jobTitle} within ${days} days, so we closed it. It says nothing about you.`,
            },
            email: isCurrent
              ? {
                  kind: 'status',
                  template: 'application_closed',
                  coalesce: statusEmailStream(event.applicationId),
                  reason: 'You receive this because you applied to this position.',
                  render: ({ brand, unsubscribe }) =>
                    applicationClosedEmail(brand, {
                      name: row.applicantFirstName ?? 'there',
                      jobTitle: row.jobTitle,
                      startupName: row.startupName,
                      days,
                      jobsUrl: `${config.publicUrl}/jobs`,
                      unsubscribe,
                    }),
                }
              : undefined,
          },
        );
        return;
      }
      const status = event.toStatus;
      await notifyUser(
        { tx, config },
        {
          userId: event.applicantId,
          notification: {
            title: 'Application update',
            type: statusNotice[status],
            link,
            message: `Your application for ${row.jobTitle} at ${row.startupName} is now ${status}.`,
          },
          // Sent because of the founder's action, not the candidate's: it carries a one-click way out.
          email: isCurrent
            ? {
                kind: 'status',
                template: 'application_status',
                coalesce: statusEmailStream(event.applicationId),
                reason: 'You receive this because you applied to this position.',
                render: ({ brand, unsubscribe }) =>
                  applicationStatusEmail(brand, {
                    name: row.applicantFirstName ?? 'there',
                    jobTitle: row.jobTitle,
                    startupName: row.startupName,
                    status,
                    dashboardUrl: `${config.publicUrl}/dashboard`,
                    rejection:
                      status === 'rejected'
                        ? { reason: event.reason ? rejectionReasonLabels[event.reason] : null, message: event.message }
                        : undefined,
                    unsubscribe,
                  }),
              }
            : undefined,
        },
      );
    },
  }),

  subscriber({
    name: 'applications.tell-founder-of-withdrawal',
    on: 'application.withdrawn',
    async handle({ tx, config }, event) {
      const row = await loadNamed(tx, event.applicationId);
      if (!row) return;
      await notifyUser(
        { tx, config },
        {
          userId: event.ownerId,
          notification: {
            title: 'Application withdrawn',
            type: 'warning',
            link: notificationLinks.applicant(event.applicationId),
            message: `${fullName(row, 'A candidate')} withdrew their application for ${row.jobTitle} at ${row.startupName}.`,
          },
        },
      );
    },
  }),
];
