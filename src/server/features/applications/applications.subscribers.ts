import { eq } from 'drizzle-orm';
import { rejectionReasonLabels, type ApplicationStatus } from '../../../shared/applications';
import { STATUS_EMAIL_INTERVAL_MINUTES } from '../../../shared/limits';
import { notificationLinks } from '../../../shared/paths';
import type { Tx } from '../../db/client';
import { jobApplications, jobs, profiles, startups } from '../../db/schema';
import { applicationClosedEmail } from '../../email/templates/application-closed';
import { applicationStatusEmail } from '../../email/templates/application-status';
import { subscriber } from '../../events/subscriber';
import type { NotificationType } from '../notifications/notifications.service';
import { notifyUser } from '../notifications/notify-user.service';

// Who hears of an application's steps (decision 027): the founder of a new application and of a
// withdrawal, the candidate of a status change. Each reads the application as it is when it runs; an
// application deleted meanwhile tells nobody.

/** One application's status e-mails are one stream: at most one every few minutes, the latest status winning. */
export const statusEmailStream = (applicationId: string) => ({ key: `application-status:${applicationId}`, minIntervalSeconds: STATUS_EMAIL_INTERVAL_MINUTES * 60 });

const statusNotice: Record<ApplicationStatus, NotificationType> = { submitted: 'info', reviewed: 'info', accepted: 'success', rejected: 'error' };

/** The application with its names, locked: one application's status e-mails are written one at a time (the outbox's stream rule). */
async function loadNamed(tx: Tx, applicationId: string, options: { lock?: boolean } = {}) {
  const query = tx
    .select({
      status: jobApplications.status, jobTitle: jobs.title, startupName: startups.name,
      applicantFirstName: profiles.firstName, applicantLastName: profiles.lastName,
    })
    .from(jobApplications)
    .innerJoin(jobs, eq(jobs.id, jobApplications.jobId))
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .leftJoin(profiles, eq(profiles.id, jobApplications.applicantId))
    .where(eq(jobApplications.id, applicationId));
  const [row] = options.lock ? await query.for('update', { of: jobApplications }) : await query;
  return row ?? null;
}

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
      await notifyUser({ tx, config }, {
        userId: event.ownerId,
        notification: {
          title: 'New application', type: 'info', link: notificationLinks.applicant(event.applicationId),
          message: `${fullName(row, 'Someone')} applied for ${row.jobTitle} at ${row.startupName}.`,
        },
      });
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
      const isCurrent = row.status === event.toStatus;
      const link = notificationLinks.myApplication(event.applicationId);
      // Nobody's step: the platform closed an application its founder never answered (hiring-reminders).
      if (event.actorId === null && event.reason === 'no_response') {
        const days = config.applicationAutoCloseDays;
        await notifyUser({ tx, config }, {
          userId: event.applicantId,
          notification: {
            title: 'Application closed', type: 'info', link,
            message: `${row.startupName} did not answer your application for ${row.jobTitle} within ${days} days, so we closed it. It says nothing about you.`,
          },
          email: isCurrent ? {
            kind: 'status', template: 'application_closed', coalesce: statusEmailStream(event.applicationId),
            reason: 'You receive this because you applied to this position.',
            render: ({ brand, unsubscribe }) => applicationClosedEmail(brand, {
              name: row.applicantFirstName ?? 'there', jobTitle: row.jobTitle, startupName: row.startupName, days, jobsUrl: `${config.publicUrl}/jobs`, unsubscribe,
            }),
          } : undefined,
        });
        return;
      }
      const status = event.toStatus;
      await notifyUser({ tx, config }, {
        userId: event.applicantId,
        notification: { title: 'Application update', type: statusNotice[status], link, message: `Your application for ${row.jobTitle} at ${row.startupName} is now ${status}.` },
        // Sent because of the founder's action, not the candidate's: it carries a one-click way out.
        email: isCurrent ? {
          kind: 'status', template: 'application_status', coalesce: statusEmailStream(event.applicationId),
          reason: 'You receive this because you applied to this position.',
          render: ({ brand, unsubscribe }) => applicationStatusEmail(brand, {
            name: row.applicantFirstName ?? 'there', jobTitle: row.jobTitle, startupName: row.startupName, status, dashboardUrl: `${config.publicUrl}/dashboard`,
            rejection: status === 'rejected' ? { reason: event.reason ? rejectionReasonLabels[event.reason] : null, message: event.message } : undefined,
            unsubscribe,
          }),
        } : undefined,
      });
    },
  }),

  subscriber({
    name: 'applications.tell-founder-of-withdrawal',
    on: 'application.withdrawn',
    async handle({ tx, config }, event) {
      const row = await loadNamed(tx, event.applicationId);
      if (!row) return;
      await notifyUser({ tx, config }, {
        userId: event.ownerId,
        notification: {
          title: 'Application withdrawn', type: 'warning', link: notificationLinks.applicant(event.applicationId),
          message: `${fullName(row, 'A candidate')} withdrew their application for ${row.jobTitle} at ${row.startupName}.`,
        },
      });
    },
  }),
];
