import { notificationLinks } from '../../../../shared/paths';
import { applicationStatusEmail } from '../../../email/templates/application-status';
import { subscriber } from '../../../events/subscriber';
import { loadNamed, statusEmailStream } from '../applications/application-notice.service';
import { notifyUser } from '../../notifications/notify-user.service';

/** The words of a notice for what the candidate sees now: ours, never the team's stage name. */
const nowWords: Record<string, string> = {
  interviewing: 'has moved to interviewing',
  offer: 'has reached the offer stage',
  reviewed: 'is now reviewed',
};

export const pipelineStagesSubscribers = [
  /**
   * The candidate hears of a move into an own stage only when what they see changes ("Interviewing",
   * "Offer", or Reviewed again): the bell always, the e-mail where their status settings allow, on the
   * application's status stream (the latest wins), and only while they still see what this move showed.
   */
  subscriber({
    name: 'pipeline-stages.tell-candidate-of-stage',
    on: 'application.stage_changed',
    async handle({ tx, config }, event) {
      if (event.fromView === event.toView) return;
      const row = await loadNamed(tx, event.applicationId, { lock: true });
      if (!row) return;
      const words = nowWords[event.toView] ?? `is now ${event.toView}`;
      await notifyUser(
        { tx, config },
        {
          userId: event.applicantId,
          notification: {
            title: 'Application update',
            type: event.toView === 'offer' ? 'success' : 'info',
            link: notificationLinks.myApplication(event.applicationId),
            message: `Your application for ${row.jobTitle} at ${row.startupName} ${words}.`,
          },
          email:
            row.shown === event.toView
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
                      status: event.toView,
                      dashboardUrl: `${config.publicUrl}/dashboard`,
                      unsubscribe,
                    }),
                }
              : undefined,
        },
      );
    },
  }),
];
