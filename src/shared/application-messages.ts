import { z } from 'zod';
import { multiLineText } from './fields';

// The conversation of an application between the founder and the candidate (decision 019).

export const MESSAGE_MAX = 2000;
/** Messages one member may send an hour, over all their conversations. */
export const MESSAGES_PER_HOUR = 30;
export const MESSAGES_PER_APPLICATION_MAX = 500;

export const messageSchema = z.object({
  body: multiLineText({ error: 'Please write a message' })
    .min(1, 'Please write a message')
    .max(MESSAGE_MAX, `Please keep a message to ${MESSAGE_MAX} characters or fewer`),
});

export const applicationMessageSchema = z.object({
  id: z.uuid(),
  body: z.string(),
  /** Who wrote it, seen from the reader: "me", or the other side. */
  from: z.enum(['me', 'candidate', 'founder']),
  createdAt: z.iso.datetime(),
  /** When the other side read it (for the sender's own messages). */
  readAt: z.iso.datetime().nullable(),
  /** Hidden by a moderator: `body` says so instead of the words. */
  removed: z.boolean(),
});
export type ApplicationMessage = z.infer<typeof applicationMessageSchema>;

/** GET /api/applications/:id/messages: the conversation, oldest first, and whether the reader may write. */
export const applicationConversationSchema = z.object({
  items: z.array(applicationMessageSchema),
  canWrite: z.boolean(),
  cannotWriteReason: z.string().nullable(),
});
export type ApplicationConversation = z.infer<typeof applicationConversationSchema>;
/** POST /api/applications/:id/messages. */
export const applicationMessageSentSchema = z.object({ message: applicationMessageSchema });

export const MESSAGES_CLOSED =
  'This founder does not take messages from candidates who write first. You can reply once they write to you.';
export const MESSAGES_LIMITED = `You can send at most ${MESSAGES_PER_HOUR} messages an hour. Please wait a little and try again.`;
