// How a position reads on screen: its pay, equity badge and place. No zod here, so the pages that only
// show jobs (a startup's page, rendered on the server too) do not download the schemas.
import { countryName, type jobStatuses } from './catalog';

export function isPaid(compensationType: string): boolean {
  return compensationType === 'Paid' || compensationType === 'Paid+Equity';
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
  compensationType: string;
  compensationCurrency: string | null;
  compensationAmountMin: number | null;
  compensationAmountMax: number | null;
  compensationPeriod: string | null;
  requiredSkills: string[];
  additionalRequirements: string | null;
  createdAt: string;
};

/** "USD 50,000 - 70,000 per year"; "Equity"; "Unpaid" (spec 1, startup detail). Badges are separate. */
export function compensationText(job: Pick<Job, 'compensationType' | 'compensationCurrency' | 'compensationAmountMin' | 'compensationAmountMax' | 'compensationPeriod'>, locale?: string): string {
  if (!isPaid(job.compensationType)) return job.compensationType === 'Equity' ? 'Equity' : 'Unpaid';
  const format = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(n);
  const min = job.compensationAmountMin ?? 0;
  const range = job.compensationAmountMax != null && job.compensationAmountMax !== min ? `${format(min)} - ${format(job.compensationAmountMax)}` : format(min);
  return `${job.compensationCurrency ?? ''} ${range} per ${(job.compensationPeriod ?? '').toLowerCase()}`.trim();
}

/** The badge beside the pay: "Equity" for equity only, "+Equity" for pay and equity. */
export function equityBadge(compensationType: string): string | null {
  if (compensationType === 'Equity') return 'Equity';
  if (compensationType === 'Paid+Equity') return '+Equity';
  return null;
}

/** "Remote", or "Lagos, Nigeria (Hybrid)". */
export function locationText(job: Pick<Job, 'locationType' | 'locationCity' | 'locationCountry'>): string {
  if (job.locationType === 'Remote') return 'Remote';
  const country = countryName(job.locationCountry);
  const place = [job.locationCity, country].filter(Boolean).join(', ');
  return `${place} (${job.locationType})`;
}
