import { z } from 'zod';

// The e-mails a member may turn off from the e-mail itself (decision 018): each kind is one setting.

export const emailKinds = ['status', 'followed', 'alerts', 'messages', 'reminders', 'matches', 'applications'] as const;
export type EmailKind = (typeof emailKinds)[number];

/** The setting each kind turns off (shared/account.ts settingsSchema). */
export const settingOfKind = {
  status: 'statusUpdates',
  followed: 'followedStartups',
  alerts: 'jobRecommendations',
  messages: 'messageEmails',
  reminders: 'hiringReminders',
  // The weekly e-mail of new matches is a job recommendation too: one setting turns both off.
  matches: 'jobRecommendations',
  applications: 'applicationDigest',
} as const satisfies Record<EmailKind, string>;

/** What a person reads on the unsubscribe page: "You will no longer receive …". */
export const emailKindLabels: Record<EmailKind, string> = {
  status: 'e-mails when the status of your applications changes',
  followed: 'e-mails about new positions at startups you follow',
  alerts: 'job alert e-mails and job recommendations',
  messages: 'e-mails when someone writes to you about an application or invites you to apply',
  reminders: 'weekly reminders of applications waiting for your answer',
  matches: 'job recommendations: the weekly e-mail of new jobs that match you, and your job alerts',
  applications: 'the daily e-mail of new applications to your startups',
};

/**
 * GET and POST /api/unsubscribe?token=…: which kind the link is for and whether that kind is on. A link
 * changes its own kind only; `areAllEmailsOff` says the member turned every e-mail off in Settings
 * ("E-mail notifications"), which only Settings turns on again.
 */
export const unsubscribeStateSchema = z.object({
  kind: z.enum(emailKinds),
  label: z.string(),
  isSubscribed: z.boolean(),
  areAllEmailsOff: z.boolean(),
});
export type UnsubscribeState = z.infer<typeof unsubscribeStateSchema>;

export const UNSUBSCRIBE_LINK_INVALID =
  'This unsubscribe link is not valid. You can change which e-mails you receive in Settings.';
/** The link of an account that no longer exists. */
export const UNSUBSCRIBE_LINK_EXPIRED =
  'This unsubscribe link has expired: the account it was for no longer exists, so it gets no e-mails from us.';
