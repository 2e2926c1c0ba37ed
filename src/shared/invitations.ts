import { z } from 'zod';
import { multiLineText } from './fields';

// Invite to apply: a founder invites a listed candidate to one of their open
// positions with a short note; the candidate applies or declines, with a message if they like.

export const INVITATION_NOTE_MAX = 500;
export const DECLINE_MESSAGE_MAX = 300;
/** Invitations one founder may send in 24 hours. */
export const INVITATIONS_PER_DAY = 20;

export const INVITATION_LIMIT_MESSAGE = `You can send at most ${INVITATIONS_PER_DAY} invitations a day. Please try again tomorrow.`;
export const INVITATION_EXISTS_MESSAGE = 'You have already invited this candidate to this position.';
export const NOT_ACCEPTING_INVITATIONS = 'This member does not accept invitations.';
export const CANDIDATE_NOT_FOUND = 'Candidate not found';
export const INVITATION_ALREADY_APPLIED = 'You have already applied to this position.';
export const CANDIDATE_ALREADY_APPLIED =
  'This candidate has already applied to this position: you will find them among its applicants.';

/** Why the invite dialog does not offer one of the founder's positions: invited to it already, or they applied (and did not withdraw). */
export const notOfferedReasons = ['invited', 'applied'] as const;
export type NotOfferedReason = (typeof notOfferedReasons)[number];
export const notOfferedLabels: Record<NotOfferedReason, string> = { invited: 'invited', applied: 'already applied' };

export const invitationStatuses = ['sent', 'declined', 'applied'] as const;
export type InvitationStatus = (typeof invitationStatuses)[number];
export const invitationStatusLabels: Record<InvitationStatus, string> = {
  sent: 'Invited',
  declined: 'Declined',
  applied: 'Applied',
};

export const createInvitationSchema = z.object({
  jobId: z.uuid({ error: 'Please choose one of your open positions' }),
  candidateId: z.uuid({ error: CANDIDATE_NOT_FOUND }),
  note: multiLineText()
    .max(INVITATION_NOTE_MAX, `Please keep the note to ${INVITATION_NOTE_MAX} characters or fewer`)
    .default(''),
});
export type CreateInvitationInput = z.input<typeof createInvitationSchema>;

export const declineInvitationSchema = z.object({
  message: multiLineText()
    .max(DECLINE_MESSAGE_MAX, `Please keep the message to ${DECLINE_MESSAGE_MAX} characters or fewer`)
    .default(''),
});
export type DeclineInvitationInput = z.input<typeof declineInvitationSchema>;

const positionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startupName: z.string(),
  startupSlug: z.string(),
  logoUrl: z.string(),
});

/** An invitation as its candidate sees it. */
export const receivedInvitationSchema = z.object({
  id: z.uuid(),
  job: positionSchema.extend({ isOpen: z.boolean() }),
  founderName: z.string(),
  note: z.string(),
  status: z.enum(invitationStatuses),
  declineMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReceivedInvitation = z.infer<typeof receivedInvitationSchema>;
export const receivedInvitationsSchema = z.object({ items: z.array(receivedInvitationSchema) });

/** An invitation as its founder sees it: "declined", and the candidate's message only when they wrote one. */
export const sentInvitationSchema = z.object({
  id: z.uuid(),
  job: z.object({ id: z.uuid(), title: z.string() }),
  candidate: z.object({ id: z.uuid(), firstName: z.string(), lastName: z.string(), avatarUrl: z.string().nullable() }),
  note: z.string(),
  status: z.enum(invitationStatuses),
  declineMessage: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type SentInvitation = z.infer<typeof sentInvitationSchema>;

export const invitationCountsSchema = z.object({
  sent: z.number().int(),
  declined: z.number().int(),
  applied: z.number().int(),
});
export type InvitationCounts = z.infer<typeof invitationCountsSchema>;
export const sentInvitationsSchema = z.object({ items: z.array(sentInvitationSchema), counts: invitationCountsSchema });
export type SentInvitations = z.infer<typeof sentInvitationsSchema>;

export const invitationAnswerSchema = z.object({ invitation: sentInvitationSchema });
export const receivedInvitationAnswerSchema = z.object({ invitation: receivedInvitationSchema });

/**
 * What the invite dialog offers for one candidate: whether they may be invited at all (and why not),
 * the caller's open positions with those not offered marked with why (`notOffered`: invited already, or
 * the candidate applied), and what is left of today's limit.
 */
export const inviteOptionsSchema = z.object({
  canInvite: z.boolean(),
  reason: z.string().nullable(),
  positions: z.array(
    z.object({
      id: z.uuid(),
      title: z.string(),
      startupName: z.string(),
      notOffered: z.enum(notOfferedReasons).nullable(),
    }),
  ),
  leftToday: z.number().int(),
});
export type InviteOptions = z.infer<typeof inviteOptionsSchema>;
