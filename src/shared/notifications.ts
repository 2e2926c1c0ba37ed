import { z } from 'zod';

// A notification as the bell lists it and the live stream sends it.

export const notificationTypes = ['success', 'warning', 'error', 'info'] as const;

export const notificationSchema = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  title: z.string(),
  message: z.string(),
  type: z.enum(notificationTypes),
  /** The page it is about, which clicking it opens. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type NotificationItem = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications: the newest 50 and how many are unread. `subjectGone`: what it was about was
 * deleted since (its link is then null), in words for the bell ("This interview was deleted.").
 */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema.extend({ subjectGone: z.string().nullable() })),
  unread: z.number().int().nonnegative(),
});
