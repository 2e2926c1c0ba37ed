import { eq } from 'drizzle-orm';
import { ANSWER_LABELS, QUESTIONS } from '../../../../shared/applications';
import { answerText } from '../../../../shared/job-questions';
import { notificationLinks } from '../../../../shared/paths';
import { jobApplications, jobs, startups } from '../../../db/schema';
import { applicationReceiptEmail, type ReceiptAnswer } from '../../../email/templates/application-receipt';
import { subscriber } from '../../../events/subscriber';
import { notifyUser } from '../../notifications/notify-user.service';
import { selectApplications } from '../application.service';

// The candidate's receipt of what they sent, on every submission, a new one and
// applying again alike. It is about their own action, so it is of the 'general' kind: no unsubscribe
// link, stopped only by "E-mail notifications" off. Through notifyUser it goes, as every e-mail the member
// did not ask for by typing their address does, only to a proved address (decision 021): otherwise
// anyone could sign up with a stranger's address and have a receipt sent there for every application.

/**
 * One application's receipts are one stream with no wait between them: a receipt still unsent when the
 * candidate applies again is replaced by the newer one, so none describes answers they since replaced.
 */
export const receiptStream = (applicationId: string) => ({
  key: `application-receipt:${applicationId}`,
  minIntervalSeconds: 0,
});

export const applicationReceiptSubscribers = [
  subscriber({
    name: 'applications.send-candidate-receipt',
    on: 'application.submitted',
    async handle({ tx, config }, event) {
      // Locked: the writers of one stream are serialised (email/outbox.ts), and it reads what was sent last.
      const [row] = await selectApplications(tx, {
        jobTitle: jobs.title,
        startupName: startups.name,
        createdAt: jobApplications.createdAt,
        answers: jobApplications.answers,
        startupCultureAnswer: jobApplications.startupCultureAnswer,
        problemSolvingAnswer: jobApplications.problemSolvingAnswer,
      })
        .where(eq(jobApplications.id, event.applicationId))
        .for('update', { of: jobApplications });
      // Deleted meanwhile (the account or the position gone): nothing to confirm.
      if (!row) return;
      const answers: ReceiptAnswer[] = [
        // An essay the position did not ask, or an optional one left empty, is not listed (decision 061).
        ...[
          {
            heading: ANSWER_LABELS.startupCulture,
            question: QUESTIONS.startupCulture,
            answer: row.startupCultureAnswer,
          },
          {
            heading: ANSWER_LABELS.problemSolving,
            question: QUESTIONS.problemSolving,
            answer: row.problemSolvingAnswer,
          },
        ].filter((essay) => essay.answer !== ''),
        // The position's own questions, worded as the candidate read them.
        ...(row.answers ?? []).map((a) => ({ heading: a.prompt, answer: answerText(a) })),
      ];
      await notifyUser(
        { tx, config },
        {
          userId: event.applicantId,
          email: {
            kind: 'general',
            template: 'application_receipt',
            coalesce: receiptStream(event.applicationId),
            render: ({ brand, name }) =>
              applicationReceiptEmail(brand, {
                name,
                jobTitle: row.jobTitle,
                startupName: row.startupName,
                submittedAt: row.createdAt,
                answers,
                url: `${config.publicUrl}${notificationLinks.myApplication(event.applicationId)}`,
              }),
          },
        },
      );
    },
  }),
];
