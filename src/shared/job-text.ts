// How a position reads on screen: its pay, equity badge and place. No zod here, so the pages that only
// show jobs (a startup's page, rendered on the server too) do not download the schemas.
import { countryName, type jobStatuses } from './catalog';
import type { JobQuestion } from './job-questions';
import type { EssaySettings } from './essays';
import { numberFormat } from './intl-formats';

/** Where a remote position's candidates may live: anywhere, in some countries, or within a band of time zones. */
export const remoteScopes = ['anywhere', 'countries', 'timezones'] as const;
export type RemoteScope = (typeof remoteScopes)[number];

/** UTC offsets a band of time zones may start and end at, in minutes: UTC−12 to UTC+14, by the hour. */
export const utcOffsets: readonly number[] = Array.from({ length: 27 }, (_, i) => (i - 12) * 60);

/** "UTC", "UTC+1", "UTC−5", "UTC+5:30". */
export function utcOffsetText(minutes: number): string {
  if (minutes === 0) return 'UTC';
  const sign = minutes > 0 ? '+' : '−';
  const hours = Math.floor(Math.abs(minutes) / 60);
  const rest = Math.abs(minutes) % 60;
  return `UTC${sign}${hours}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * Where a remote position can be done from, in words: "Anywhere", "Germany or France", "UTC−5 to UTC+1";
 * null for a position that is not remote. A remote one from before the choice existed is "Anywhere".
 */
export function remoteWhereText(
  job: Pick<Job, 'locationType' | 'remoteScope' | 'remoteCountries' | 'remoteUtcMin' | 'remoteUtcMax'>,
): string | null {
  if (job.locationType !== 'Remote') return null;
  if (job.remoteScope === 'countries' && job.remoteCountries.length > 0) {
    const names = job.remoteCountries.map((code) => countryName(code) || code);
    return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  }
  if (job.remoteScope === 'timezones' && job.remoteUtcMin !== null && job.remoteUtcMax !== null) {
    return job.remoteUtcMin === job.remoteUtcMax
      ? utcOffsetText(job.remoteUtcMin)
      : `${utcOffsetText(job.remoteUtcMin)} to ${utcOffsetText(job.remoteUtcMax)}`;
  }
  return 'Anywhere';
}

/**
 * Pay the position's source did not state (decision 065): a position imported from an ATS board that
 * gives none. A state of its own, shown as "Pay not stated", which the job form keeps as it is; it is
 * never chosen for a position posted here, where the spec asks for the pay.
 */
export const PAY_NOT_STATED = 'Not stated';

export function isPaid(compensationType: string): boolean {
  return compensationType === 'Paid' || compensationType === 'Paid+Equity';
}

/** Whether a compensation type includes equity: only then can a position name an equity range. */
export function hasEquity(compensationType: string): boolean {
  return compensationType === 'Equity' || compensationType === 'Paid+Equity';
}

export type Job = {
  id: string;
  startupId: string;
  title: string;
  description: string;
  status: (typeof jobStatuses)[number];
  isActive: boolean;
  jobType: string;
  experienceLevel: string;
  locationType: string;
  locationCity: string | null;
  locationCountry: string | null;
  /** Where a remote position's candidates may live (decision 025); null for on-site and hybrid. */
  remoteScope: RemoteScope | null;
  remoteCountries: string[];
  /** UTC offsets in minutes, for remoteScope 'timezones'. */
  remoteUtcMin: number | null;
  remoteUtcMax: number | null;
  compensationType: string;
  compensationCurrency: string | null;
  compensationAmountMin: number | null;
  compensationAmountMax: number | null;
  compensationPeriod: string | null;
  /** Equity offered, in percent: a range, or both null for none. */
  equityMin: number | null;
  equityMax: number | null;
  /** Whether the startup sponsors a work visa for this position. */
  visaSponsorship: boolean;
  requiredSkills: string[];
  additionalRequirements: string | null;
  /** The position's own questions, asked after the two standard essays. */
  questions: JobQuestion[];
  /** Whether the two standard essays are required, optional or not asked (decision 061). */
  essays: EssaySettings;
  createdAt: string;
  updatedAt: string;
};

/** "USD 50,000 - 70,000 per year"; "Equity"; "Unpaid", as the startup page shows it. Badges are separate. */
export function compensationText(
  job: Pick<
    Job,
    | 'compensationType'
    | 'compensationCurrency'
    | 'compensationAmountMin'
    | 'compensationAmountMax'
    | 'compensationPeriod'
  >,
  locale?: string,
): string {
  if (job.compensationType === PAY_NOT_STATED) return 'Pay not stated';
  if (!isPaid(job.compensationType)) return job.compensationType === 'Equity' ? 'Equity' : 'Unpaid';
  const format = (n: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const min = job.compensationAmountMin ?? 0;
  const range =
    job.compensationAmountMax != null && job.compensationAmountMax !== min
      ? `${format(min)} - ${format(job.compensationAmountMax)}`
      : format(min);
  return `${job.compensationCurrency ?? ''} ${range} per ${(job.compensationPeriod ?? '').toLowerCase()}`.trim();
}

/** The badge beside the pay: "Equity" for equity only, "+Equity" for pay and equity. */
export function equityBadge(compensationType: string): string | null {
  if (compensationType === 'Equity') return 'Equity';
  if (compensationType === 'Paid+Equity') return '+Equity';
  return null;
}

/** "0.5–1.5%", or "1%" when both ends are one value; null for no range. */
export function equityRangeText(job: Pick<Job, 'equityMin' | 'equityMax'>, locale?: string): string | null {
  if (job.equityMin == null || job.equityMax == null) return null;
  const format = (n: number) => numberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  return job.equityMin === job.equityMax
    ? `${format(job.equityMin)}%`
    : `${format(job.equityMin)}–${format(job.equityMax)}%`;
}

/**
 * The equity badge of a card or a position: "Equity 0.5–1.5%" with a range, else as equityBadge says
 * ("Equity", "+Equity"), null without equity. A range kept from a type without equity is not shown.
 */
export function equityText(
  job: Pick<Job, 'compensationType' | 'equityMin' | 'equityMax'>,
  locale?: string,
): string | null {
  if (!hasEquity(job.compensationType)) return null;
  const range = equityRangeText(job, locale);
  return range ? `Equity ${range}` : equityBadge(job.compensationType);
}

/**
 * What a position offers, in words for text without badges (the RSS feed, e-mails): its pay, its
 * equity and whether it sponsors visas. "USD 90,000 - 120,000 per year · Equity 0.5–1.5% · Sponsors visas";
 * "Equity" for equity without a range; "Unpaid".
 */
export function offerText(
  job: Pick<
    Job,
    | 'compensationType'
    | 'compensationCurrency'
    | 'compensationAmountMin'
    | 'compensationAmountMax'
    | 'compensationPeriod'
    | 'equityMin'
    | 'equityMax'
    | 'visaSponsorship'
  >,
  locale?: string,
): string {
  const range = hasEquity(job.compensationType) ? equityRangeText(job, locale) : null;
  const pay = job.compensationType === 'Equity' ? null : compensationText(job, locale);
  const equity = hasEquity(job.compensationType) ? (range ? `Equity ${range}` : 'Equity') : null;
  return [pay, equity, job.visaSponsorship ? VISA_BADGE : null].filter(Boolean).join(' · ');
}

/** The badge of a position whose startup sponsors a work visa. */
export const VISA_BADGE = 'Sponsors visas';

/** "Remote", or "Lagos, Nigeria (Hybrid)". */
export function locationText(job: Pick<Job, 'locationType' | 'locationCity' | 'locationCountry'>): string {
  if (job.locationType === 'Remote') return 'Remote';
  const country = countryName(job.locationCountry);
  const place = [job.locationCity, country].filter(Boolean).join(', ');
  return `${place} (${job.locationType})`;
}
