// How a startup answers its applicants (decision 019), shown to candidates before they apply. Its words
// apart from its schema (response-record.ts), so that a job page loads no validation library (decision 068).

/** A record is shown once a startup has this many applications to judge it by. */
export const RESPONSE_RECORD_MIN_APPLICATIONS = 5;

/** The share of applications answered (0 to 1) and the median days to a first answer, out of `applications`. */
export type ResponseRecord = { answeredShare: number; medianDays: number | null; applications: number };

/** "Usually responds within 3 days", or within a day; nothing while nothing was answered. */
export function responseTimeText(record: ResponseRecord): string | null {
  if (record.medianDays === null) return null;
  const days = Math.max(1, Math.ceil(record.medianDays));
  return days === 1 ? 'Usually responds within a day' : `Usually responds within ${days} days`;
}

/** "Answers 80% of applications". */
export function answeredShareText(record: ResponseRecord): string {
  return `Answers ${Math.round(record.answeredShare * 100)}% of applications`;
}
