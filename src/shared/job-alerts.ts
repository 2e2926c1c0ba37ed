import { z } from 'zod';
import { singleLineText } from './fields';
import { jobBoardQuerySchema } from './job-board';

// Job alerts (decision 018): a saved /jobs search that e-mails its new positions daily or weekly.

export const alertFrequencies = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

export const MAX_JOB_ALERTS = 10;
export const JOB_ALERT_NAME_MAX = 80;
/** The longest search an alert keeps (the address's query string). */
export const JOB_ALERT_SEARCH_MAX = 1000;
/** Positions listed per alert in one digest; the e-mail links to the board for the rest. */
export const DIGEST_JOBS_PER_ALERT = 10;
export const JOB_ALERT_LIMIT_MESSAGE = `You can have at most ${MAX_JOB_ALERTS} job alerts. Delete one to add another.`;

/** The board's filters an alert keeps: those of /jobs without the page cursor. */
export const JOB_ALERT_FILTERS = [
  'q',
  'jobType',
  'experienceLevel',
  'locationType',
  'country',
  'workFrom',
  'compensationType',
  'minPay',
  'currency',
  'period',
  'equity',
  'visa',
  'posted',
  'skill',
] as const;

/**
 * A /jobs query string reduced to the filters the board understands, in one order, so two spellings of
 * the same search are one alert. Unknown or bad values are dropped, as the board ignores them.
 */
export function canonicalJobSearch(search: string): string {
  const raw = Object.fromEntries(new URLSearchParams(search.replace(/^\?/, '')));
  const parsed = jobBoardQuerySchema.safeParse({ ...raw, cursor: undefined });
  if (!parsed.success) return '';
  const out = new URLSearchParams();
  for (const name of JOB_ALERT_FILTERS) {
    // "posted within" means nothing for an alert: each digest holds what is new since the last one.
    if (name === 'posted') continue;
    const value = parsed.data[name];
    if (value !== undefined && value !== '') out.set(name, String(value));
  }
  return out.toString();
}

const alertName = singleLineText({ error: 'Please enter a name for the alert' })
  .trim()
  .min(1, 'Please enter a name for the alert')
  .max(JOB_ALERT_NAME_MAX, `Alert name must be at most ${JOB_ALERT_NAME_MAX} characters`);
const frequency = z.enum(alertFrequencies, { error: 'Please choose daily or weekly' });

export const createJobAlertSchema = z.object({
  name: alertName,
  frequency,
  /** The /jobs query string the alert follows ("q=rust&jobType=Full-time"); empty means every new position. */
  search: singleLineText().max(JOB_ALERT_SEARCH_MAX, 'This search is too long to save').default(''),
});
export type CreateJobAlertInput = z.input<typeof createJobAlertSchema>;

export const updateJobAlertSchema = z
  .object({ name: alertName.optional(), frequency: frequency.optional() })
  .refine((v) => v.name !== undefined || v.frequency !== undefined, { message: 'Nothing to change' });
export type UpdateJobAlertInput = z.input<typeof updateJobAlertSchema>;

export const jobAlertSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  frequency: z.enum(alertFrequencies),
  /** The canonical /jobs query string: `/jobs?${search}` shows what the alert follows. */
  search: z.string(),
  createdAt: z.iso.datetime(),
  lastSentAt: z.iso.datetime().nullable(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;
/** GET /api/job-alerts. */
export const jobAlertListSchema = z.object({ items: z.array(jobAlertSchema) });
/** POST and PATCH /api/job-alerts. */
export const jobAlertAnswerSchema = z.object({ alert: jobAlertSchema });
