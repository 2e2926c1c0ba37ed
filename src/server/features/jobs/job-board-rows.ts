import { sql } from 'drizzle-orm';
import type { JobBoardItem } from '../../../shared/job-board';
import type { RemoteScope } from '../../../shared/job-text';
import { jobs, startups } from '../../db/schema';

// What a row of the board reads and how it is sent (decision 017); the board's pages, its search's
// partial and closest matches, and Jobs for you read the same.

const cursorTime = sql<string>`to_char(${jobs.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/** A row of the board: the position without its description, and its startup's name, address and logo (Jobs for you reads the same). */
export const boardColumns = {
  id: jobs.id,
  startupId: jobs.startupId,
  title: jobs.title,
  jobType: jobs.jobType,
  experienceLevel: jobs.experienceLevel,
  locationType: jobs.locationType,
  locationCity: jobs.locationCity,
  locationCountry: jobs.locationCountry,
  remoteScope: jobs.remoteScope,
  remoteCountries: jobs.remoteCountries,
  remoteUtcMin: jobs.remoteUtcMin,
  remoteUtcMax: jobs.remoteUtcMax,
  compensationType: jobs.compensationType,
  compensationCurrency: jobs.compensationCurrency,
  compensationAmountMin: jobs.compensationAmountMin,
  compensationAmountMax: jobs.compensationAmountMax,
  compensationPeriod: jobs.compensationPeriod,
  equityMin: jobs.equityMin,
  equityMax: jobs.equityMax,
  visaSponsorship: jobs.visaSponsorship,
  requiredSkills: jobs.requiredSkills,
  createdAt: jobs.createdAt,
  cursorTime,
  startupName: startups.name,
  startupSlug: startups.slug,
  startupLogoUrl: startups.logoUrl,
  // The domain its founder proved (decision 047): a column of the startup, no query of its own.
  startupVerifiedDomain: startups.verifiedDomain,
};

export function toItem(row: {
  id: string;
  startupId: string;
  title: string;
  jobType: string;
  experienceLevel: string;
  locationType: string;
  locationCity: string | null;
  locationCountry: string | null;
  remoteScope: RemoteScope | null;
  remoteCountries: string[];
  remoteUtcMin: number | null;
  remoteUtcMax: number | null;
  compensationType: string;
  compensationCurrency: string | null;
  compensationAmountMin: number | null;
  compensationAmountMax: number | null;
  compensationPeriod: string | null;
  equityMin: number | null;
  equityMax: number | null;
  visaSponsorship: boolean;
  requiredSkills: string[];
  createdAt: Date;
  startupName: string;
  startupSlug: string;
  startupLogoUrl: string;
  startupVerifiedDomain: string | null;
}): JobBoardItem {
  const {
    cursorTime: _cursor,
    startupName,
    startupSlug,
    startupLogoUrl,
    startupVerifiedDomain,
    ...job
  } = row as typeof row & { cursorTime?: string };
  return {
    ...job,
    compensationAmountMin: job.compensationAmountMin == null ? null : Number(job.compensationAmountMin),
    compensationAmountMax: job.compensationAmountMax == null ? null : Number(job.compensationAmountMax),
    equityMin: job.equityMin == null ? null : Number(job.equityMin),
    equityMax: job.equityMax == null ? null : Number(job.equityMax),
    createdAt: job.createdAt.toISOString(),
    startup: {
      id: job.startupId,
      name: startupName,
      slug: startupSlug,
      logoUrl: startupLogoUrl,
      verifiedDomain: startupVerifiedDomain,
    },
  };
}
