import { eq } from 'drizzle-orm';
import { HIDDEN_REASON_LABELS, type HiddenReason } from '../../../shared/moderation';
import { jobs, startups } from '../../db/schema';
import type { DbOrTx } from '../../db/client';
import type { ModeratedItem } from '../../events/catalog';
import { itemHiddenEmail } from '../../email/templates/item-hidden';
import { subscriber } from '../../events/subscriber';
import { notifyUser } from '../notifications/notify-user.service';

/** How the owner's notice names the item: "Your startup “Acme”". */
async function describeItem(tx: DbOrTx, itemType: ModeratedItem, itemId: string): Promise<string> {
  if (itemType === 'startup') {
    const [row] = await tx.select({ name: startups.name }).from(startups).where(eq(startups.id, itemId));
    return `Your startup “${row?.name ?? 'startup'}”`;
  }
  if (itemType === 'job') {
    const [row] = await tx.select({ title: jobs.title }).from(jobs).where(eq(jobs.id, itemId));
    return `Your position “${row?.title ?? 'position'}”`;
  }
  if (itemType === 'profile') return 'Your profile';
  return 'One of your messages';
}

export const moderationSubscribers = [
  /** The owner is told what was hidden and why: on the bell and by e-mail, about their own content. */
  subscriber({
    name: 'moderation.tell-owner',
    on: 'moderation.item_hidden',
    async handle({ tx, config }, event) {
      const what = await describeItem(tx, event.itemType, event.itemId);
      const why = (HIDDEN_REASON_LABELS[event.reason as HiddenReason] ?? 'it breaks our community rules').toLowerCase();
      const isAutomatic = event.actorId === null;
      await notifyUser(
        { tx, config },
        {
          userId: event.ownerId,
          notification: {
            title: `${what} is hidden`,
            message: `Reason: ${why}. ${isAutomatic ? 'Several members reported it; our team will review it.' : 'Our team reviewed the reports.'} Think it is a mistake? Contact us.`,
            type: 'error',
            link: '/contact',
          },
          email: {
            kind: 'general',
            template: 'item_hidden',
            render: ({ brand, name }) =>
              itemHiddenEmail(brand, { name, what, why, isAutomatic, manageUrl: `${config.publicUrl}/dashboard` }),
          },
        },
      );
    },
  }),
];
