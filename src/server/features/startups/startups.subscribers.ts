import { eq } from 'drizzle-orm';
import { profiles, startups } from '../../db/schema';
import { startupCreatedEmail } from '../../email/templates/startup-created';
import { subscriber } from '../../events/subscriber';
import { notifyUser } from '../notifications/notify-user.service';

export const startupsSubscribers = [
  /** The founder's congratulations on a launched startup: an e-mail about their own action, so 'general'. */
  subscriber({
    name: 'startups.congratulate-founder',
    on: 'startup.created',
    async handle({ tx, config }, event) {
      const [startup] = await tx
        .select({ name: startups.name, slug: startups.slug })
        .from(startups)
        .where(eq(startups.id, event.startupId));
      if (!startup) return;
      const [profile] = await tx
        .select({ firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(eq(profiles.id, event.ownerId));
      await notifyUser(
        { tx, config },
        {
          userId: event.ownerId,
          email: {
            kind: 'general',
            template: 'startup_created',
            render: ({ brand }) =>
              startupCreatedEmail(brand, {
                ownerName: profile ? `${profile.firstName} ${profile.lastName}` : 'there',
                startupName: startup.name,
                startupUrl: `${config.publicUrl}/startup/${encodeURIComponent(startup.slug)}`,
              }),
          },
        },
      );
    },
  }),
];
