import { eq, sql } from 'drizzle-orm';
import { profiles, users } from '../../db/schema';
import { brandFromConfig } from '../../email/brand';
import { enqueueEmail } from '../../email/outbox';
import { welcomeEmail } from '../../email/templates/welcome';
import { subscriber } from '../../events/subscriber';

export const welcomeSubscribers = [
  /**
   * The welcome, once the member has proved the address (decision 056): the event is recorded once per
   * account and each subscriber runs once per event, on whichever process. It goes whatever the
   * settings, as the member asked for it by signing up (decision 021), to the address as it is now.
   */
  subscriber({
    name: 'account.welcome-email',
    on: 'member.address_proved',
    async handle({ tx, config }, event) {
      const [member] = await tx
        .select({
          email: users.email,
          isProved: users.emailVerified,
          name: sql<string>`coalesce(${profiles.firstName}, ${users.name})`,
        })
        .from(users)
        .leftJoin(profiles, eq(profiles.id, users.id))
        .where(eq(users.id, event.userId));
      if (!member?.isProved) return;
      const rendered = welcomeEmail(brandFromConfig(config), {
        name: member.name,
        loginUrl: `${config.publicUrl}/login`,
      });
      await enqueueEmail(tx, { template: 'welcome', to: member.email, ...rendered });
    },
  }),
];
