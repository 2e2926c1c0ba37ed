import type { AtsPostingPreview } from '../../../shared/ats-import';
import {
  countries,
  currencies,
  isCountryCode,
  type experienceLevels,
  type jobTypes,
  type locationTypes,
} from '../../../shared/catalog';
import { compensationText, equityRangeText, PAY_NOT_STATED } from '../../../shared/job-text';
import type { PostingColumns } from './ats-link-rules';
import { fitDescription } from './ats-text';

type JobType = (typeof jobTypes)[number];
type LocationType = (typeof locationTypes)[number];
type ExperienceLevel = (typeof experienceLevels)[number];

/** A posting as an ATS gives it, in the same words for all three (ats-sources.ts reads each). */
export type RawPosting = {
  sourceId: string;
  sourceUrl: string | null;
  title: string;
  description: string;
  /** The ATS's own location line ("San Francisco, CA", "Remote - Europe"). */
  location: string;
  jobType: JobType | null;
  workplace: LocationType | null;
  /** A country as the ATS names it: an ISO code (Lever) or a name (Ashby). */
  country: string | null;
  city: string | null;
  pay: { currency: string; min: number; max: number | null; period: 'Hour' | 'Month' | 'Year' } | null;
  equity: { min: number; max: number } | null;
};

export type AtsPosting = {
  sourceId: string;
  sourceUrl: string | null;
  locationLabel: string;
  isShortened: boolean;
  experienceLevel: ExperienceLevel;
  columns: PostingColumns;
};

const TITLE_MAX = 100;
const CITY_MAX = 80;

const countryCodeByName = new Map<string, string>([
  ...countries.map((c) => [c.name.toLowerCase(), c.code] as [string, string]),
  ['usa', 'US'],
  ['united states of america', 'US'],
  ['uk', 'GB'],
  ['england', 'GB'],
  ['great britain', 'GB'],
]);

/** A country as an ATS names it, as one of our codes, or null. */
function countryCode(value: string | null): string | null {
  const v = (value ?? '').trim();
  if (!v) return null;
  if (isCountryCode(v.toUpperCase())) return v.toUpperCase();
  return countryCodeByName.get(v.toLowerCase()) ?? null;
}

/** A position's level is the founder's to say; the title's words are the best first guess (decision 051). */
function levelFromTitle(title: string): ExperienceLevel {
  if (/\b(head of|director|vp|vice president|chief|cto|ceo|cfo|coo)\b/i.test(title)) return 'Executive';
  if (/\b(lead|staff|principal)\b/i.test(title)) return 'Lead';
  if (/\b(senior|sr\.?)(\s|$)/i.test(title)) return 'Senior';
  if (/\b(intern|internship|junior|jr\.?|graduate|entry)\b/i.test(title)) return 'Entry Level';
  return 'Mid Level';
}

function typeFromTitle(title: string): JobType {
  if (/\bintern(ship)?\b/i.test(title)) return 'Internship';
  if (/\bpart[- ]time\b/i.test(title)) return 'Part-time';
  if (/\bcontract(or)?\b/i.test(title)) return 'Contract';
  return 'Full-time';
}

const money = (n: number) => Math.round(n * 100) / 100;

/** A posting as a position here: the values the job form would have, and what the preview shows. */
export function toPosting(raw: RawPosting): AtsPosting {
  const label = raw.location.trim();
  const locationType: LocationType =
    raw.workplace ?? (/remote/i.test(label) ? 'Remote' : /hybrid/i.test(label) ? 'Hybrid' : 'On-site');
  // "London, United Kingdom" or "Austin, TX": the first part is the city; a last part that names a country is its country.
  const parts = label
    .split(/,|\s+-\s+/)
    .map((p) => p.trim())
    .filter(Boolean);
  const country = countryCode(raw.country) ?? (parts.length > 1 ? countryCode(parts.at(-1)!) : null);
  const city = locationType === 'Remote' ? null : ((raw.city?.trim() || parts[0] || null)?.slice(0, CITY_MAX) ?? null);
  // Pay in a currency the platform does not show is left out, not converted (the founder may add it).
  const pay =
    raw.pay && (currencies as readonly string[]).includes(raw.pay.currency.toUpperCase()) && raw.pay.min >= 0
      ? raw.pay
      : null;
  const equity =
    pay && raw.equity && raw.equity.min >= 0 && raw.equity.max <= 100 && raw.equity.min <= raw.equity.max
      ? raw.equity
      : null;
  const { description, isShortened } = fitDescription(raw.description || raw.title);
  const title = raw.title.trim().slice(0, TITLE_MAX);
  return {
    sourceId: raw.sourceId,
    sourceUrl: raw.sourceUrl && /^https?:\/\//.test(raw.sourceUrl) ? raw.sourceUrl : null,
    locationLabel: label || locationType,
    isShortened,
    experienceLevel: levelFromTitle(title),
    columns: {
      title,
      description,
      jobType: raw.jobType ?? typeFromTitle(title),
      locationType,
      locationCity: city,
      locationCountry: locationType === 'Remote' ? null : country,
      remoteScope: locationType === 'Remote' ? 'anywhere' : null,
      // Pay the board does not give is not stated here either (decision 065): a state the job form keeps,
      // so the founder can edit the position without inventing a salary.
      compensationType: !pay ? PAY_NOT_STATED : equity ? 'Paid+Equity' : 'Paid',
      compensationCurrency: pay ? pay.currency.toUpperCase() : null,
      compensationAmountMin: pay ? money(pay.min) : null,
      compensationAmountMax: pay?.max != null && pay.max >= pay.min ? money(pay.max) : null,
      compensationPeriod: pay ? pay.period : null,
      equityMin: equity ? money(equity.min) : null,
      equityMax: equity ? money(equity.max) : null,
    },
  };
}

/** What the preview shows of a posting. */
export function previewOf(posting: AtsPosting, isImported: boolean): AtsPostingPreview {
  const c = posting.columns;
  const equity = equityRangeText(c);
  return {
    sourceId: posting.sourceId,
    sourceUrl: posting.sourceUrl,
    title: c.title,
    location: posting.locationLabel,
    jobType: c.jobType,
    pay: c.compensationAmountMin == null ? null : `${compensationText(c)}${equity ? ` + ${equity} equity` : ''}`,
    description: c.description,
    isShortened: posting.isShortened,
    isImported,
  };
}
