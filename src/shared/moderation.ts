import { z } from 'zod';
import { multiLineText } from './fields';

// Reports and moderation: what a member may report and why, what the administrator does
// with it, and what the people involved are told.

export const reportableItems = ['startup', 'job', 'profile', 'message'] as const;
export type ReportableItem = (typeof reportableItems)[number];

export const reportReasons = ['scam', 'money_or_documents', 'discriminatory', 'spam', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  scam: 'Scam or fraud',
  money_or_documents: 'Asks for money or documents',
  discriminatory: 'Discriminatory',
  spam: 'Spam',
  other: 'Other',
};

export const REPORTABLE_ITEM_LABELS: Record<ReportableItem, string> = {
  startup: 'startup',
  job: 'position',
  profile: 'profile',
  message: 'message',
};

/** Why an item is hidden: a report reason the administrator chose, or its owner's suspension. */
export type HiddenReason = ReportReason | 'suspended';
export const HIDDEN_REASON_LABELS: Record<HiddenReason, string> = {
  ...REPORT_REASON_LABELS,
  suspended: 'Account suspended',
};

export const REPORT_NOTE_MAX = 1000;
/** Reports one member may send in 24 hours. */
export const REPORTS_PER_DAY = 10;
/**
 * Open reports from different counting reporters that hide an item until the administrator has looked
 * at it. Every report reaches the queue; only counting reporters' hide anything by themselves (decision 053).
 */
export const AUTO_HIDE_REPORTS = 3;
/**
 * A counting reporter proved their address and either has had their account this many days or owns a
 * startup whose domain they proved: what a throwaway account made a minute ago cannot have.
 */
export const COUNTING_REPORTER_MIN_AGE_DAYS = 7;

export const REPORT_NOTE_REQUIRED = 'Please tell us what is wrong.';
export const ALREADY_REPORTED = 'You have already reported this. Thank you: we will look at it.';
export const REPORT_LIMIT_MESSAGE = `You can send at most ${REPORTS_PER_DAY} reports a day. Please try again tomorrow.`;
export const CANNOT_REPORT_OWN = 'You cannot report your own content.';
export const REPORT_SENT = 'Thank you. Our team will review your report.';
export const ACCOUNT_SUSPENDED = 'This account is suspended. If you think this is a mistake, please contact us.';
export const ITEM_REMOVED = 'This page has been removed because it breaks our community rules.';
export const MESSAGE_REMOVED = 'This message was removed by a moderator.';

export const reportInputSchema = z
  .object({
    itemType: z.enum(reportableItems),
    itemId: z.uuid(),
    reason: z.enum(reportReasons, { error: 'Please choose a reason' }),
    note: multiLineText().max(REPORT_NOTE_MAX, `Please keep it under ${REPORT_NOTE_MAX} characters.`).default(''),
  })
  .refine((input) => input.reason !== 'other' || input.note.length > 0, {
    message: REPORT_NOTE_REQUIRED,
    path: ['note'],
  });
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportSentSchema = z.object({ ok: z.literal(true), message: z.string() });

/** The moderation queue: one group per reported item, its open reports counted by reason. */
export const reportGroupSchema = z.object({
  itemType: z.enum(reportableItems),
  itemId: z.uuid(),
  /** The startup's or profile's name, the position's title, or the message's first words. */
  title: z.string(),
  /** Where the item is seen; null for a message (read here only). */
  path: z.string().nullable(),
  /** A message's text, for the administrator to judge (they may read every application). */
  excerpt: z.string().nullable(),
  owner: z.object({ id: z.uuid(), name: z.string(), email: z.string(), suspended: z.boolean(), isAdmin: z.boolean() }),
  count: z.number().int(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number().int() })),
  notes: z.array(z.object({ note: z.string(), at: z.iso.datetime({ offset: true }) })),
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  firstReportedAt: z.iso.datetime({ offset: true }),
  lastReportedAt: z.iso.datetime({ offset: true }),
});
export type ReportGroup = z.infer<typeof reportGroupSchema>;
export const reportQueueSchema = z.object({ items: z.array(reportGroupSchema), nextCursor: z.string().nullable() });

export const reportQueueQuerySchema = z.object({ cursor: z.string().max(100).optional() });

export const itemParamsSchema = z.object({ itemType: z.enum(reportableItems), itemId: z.uuid() });
export const hideInputSchema = z.object({ reason: z.enum(reportReasons, { error: 'Please choose a reason' }) });
export const memberParamsSchema = z.object({ userId: z.uuid() });
export const moderationDoneSchema = z.object({ ok: z.literal(true) });
