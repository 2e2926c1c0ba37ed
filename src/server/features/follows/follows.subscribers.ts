import { eq, sql } from 'drizzle-orm';
import { locationText, offerText } from '../../../shared/jobs';
import { notificationLinks } from '../../../shared/paths';
import { jobs, startupFollows, startups } from '../../db/schema';
import { newPositionEmail } from '../../email/templates/new-position';
import { subscriber } from '../../events/subscriber';
import { jobIsPublic } from '../jobs/job-visibility';
import { notifyAudience } from '../notifications/notify-user.service';

export const followsSubscribers = [
  /**
   * A startup's followers hear of its new position (decision 018): a notification each and, where their
   * settings allow, an e-mail, in a few statements however many they are. The founder's save never
   * waits for them: this runs once the position has committed.
   */
  subscriber({
    name: 'follows.tell-followers-of-position',
    on: 'job.published',
    async handle({ tx, config }, event) {
      const [job] = await tx
        .select({
          title: jobs.title,
          isPublic: sql<boolean>`${jobIsPublic}`,
          startupName: startups.name,
          locationType: jobs.locationType,
          locationCity: jobs.locationCity,
          locationCountry: jobs.locationCountry,
          jobType: jobs.jobType,
          compensationType: jobs.compensationType,
          compensationCurrency: jobs.compensationCurrency,
          compensationAmountMin: jobs.compensationAmountMin,
          compensationAmountMax: jobs.compensationAmountMax,
          compensationPeriod: jobs.compensationPeriod,
          equityMin: jobs.equityMin,
          equityMax: jobs.equityMax,
          visaSponsorship: jobs.visaSponsorship,
        })
        .from(jobs)
        .innerJoin(startups, eq(startups.id, jobs.startupId))
        .where(eq(jobs.id, event.jobId));
      // Closed, paused or its startup hidden before its turn came: nobody is told about it.
      if (!job?.isPublic) return;
      const summary = [locationText(job), job.jobType, offerText(job)].filter(Boolean).join(' · ');
      await notifyAudience(
        { tx, config },
        {
          audience: sql`select ${startupFollows.userId} from ${startupFollows} where ${startupFollows.startupId} = ${event.startupId}`,
          notification: {
            title: 'New position',
            type: 'info',
            link: notificationLinks.job(event.jobId),
            message: `${job.startupName}, which you follow, is hiring: ${job.title}`,
          },
          email: {
            kind: 'followed',
            template: 'followed_new_position',
            reason: `You receive this because you follow ${job.startupName}.`,
            render: ({ brand, name, unsubscribe }) =>
              newPositionEmail(brand, {
                name,
                startupName: job.startupName,
                job: { title: job.title, summary, url: `${config.publicUrl}/jobs/${event.jobId}` },
                unsubscribe,
              }),
          },
        },
      );
    },
  }),
];
