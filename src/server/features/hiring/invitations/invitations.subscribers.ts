import { eq, sql } from 'drizzle-orm';
import { notificationLinks } from '../../../../shared/paths';
import { jobInvitations, jobs, profiles, startups, users } from '../../../db/schema';
import { jobInvitationEmail } from '../../../email/templates/job-invitation';
import { subscriber } from '../../../events/subscriber';
import { jobIsPublic } from '../../jobs/job-visibility';
import { notifyUser } from '../../notifications/notify-user.service';
import { markInvitationApplied } from './invitations.service';

export const invitationsSubscribers = [
  /**
   * The candidate hears of the invitation: the bell, and an e-mail where their settings let messages
   * through and their address is proved, with a link that opens the position with Apply (decision 022).
   */
  subscriber({
    name: 'invitations.tell-candidate',
    on: 'invitation.sent',
    async handle({ tx, config }, event) {
      const [row] = await tx
        .select({
          status: jobInvitations.status,
          note: jobInvitations.note,
          title: jobs.title,
          startupName: startups.name,
          isPublic: sql<boolean>`${jobIsPublic}`,
          founderName: sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}`,
          candidateSuspendedAt: users.suspendedAt,
        })
        .from(jobInvitations)
        .innerJoin(jobs, eq(jobs.id, jobInvitations.jobId))
        .innerJoin(startups, eq(startups.id, jobs.startupId))
        .innerJoin(profiles, eq(profiles.id, jobInvitations.founderId))
        .innerJoin(users, eq(users.id, jobInvitations.candidateId))
        .where(eq(jobInvitations.id, event.invitationId));
      // Gone, answered or the position closed before its turn came: nothing to tell. Nor to a candidate
      // suspended since it was sent: neither their bell nor their inbox hears of it (decision 054).
      if (!row?.isPublic || row.status !== 'sent' || row.candidateSuspendedAt) return;
      await notifyUser(
        { tx, config },
        {
          userId: event.candidateId,
          notification: {
            title: 'Invitation to apply',
            type: 'info',
            link: notificationLinks.invitations(),
            message: `${row.founderName} of ${row.startupName} invites you to apply: ${row.title}`,
          },
          email: {
            kind: 'messages',
            template: 'job_invitation',
            reason: 'You receive this because a founder invited you to apply and you allow e-mails about messages.',
            render: ({ brand, name, unsubscribe }) =>
              jobInvitationEmail(brand, {
                name,
                founderName: row.founderName,
                startupName: row.startupName,
                jobTitle: row.title,
                note: row.note,
                url: `${config.publicUrl}/jobs/${event.jobId}?apply=${event.jobId}`,
                unsubscribe,
              }),
          },
        },
      );
    },
  }),
  /** The founder sees "declined" (and the message, if the candidate wrote one) among their sent invitations. */
  subscriber({
    name: 'invitations.tell-founder-of-decline',
    on: 'invitation.declined',
    async handle({ tx, config }, event) {
      const [row] = await tx
        .select({ title: jobs.title, candidateName: sql<string>`${profiles.firstName} || ' ' || ${profiles.lastName}` })
        .from(jobs)
        .innerJoin(profiles, eq(profiles.id, event.candidateId))
        .where(eq(jobs.id, event.jobId));
      if (!row) return;
      await notifyUser(
        { tx, config },
        {
          userId: event.founderId,
          notification: {
            title: 'Invitation declined',
            type: 'info',
            link: notificationLinks.sentInvitations(),
            message: `${row.candidateName} declined your invitation to apply for ${row.title}`,
          },
        },
      );
    },
  }),
  /** Applying to a position one was invited to answers the invitation, through the application's own event. */
  subscriber({
    name: 'invitations.mark-applied',
    on: 'application.submitted',
    async handle({ tx }, event) {
      await markInvitationApplied(tx, { jobId: event.jobId, candidateId: event.applicantId });
    },
  }),
];
