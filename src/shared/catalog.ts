// Enumerations of the product (spec 1 section 3). One list feeds the database checks, the forms and the filters.

export const countries = [
  { code: 'US', name: 'United States', dialCode: '+1' },
  { code: 'GB', name: 'United Kingdom', dialCode: '+44' },
  { code: 'CA', name: 'Canada', dialCode: '+1' },
  { code: 'AU', name: 'Australia', dialCode: '+61' },
  { code: 'IN', name: 'India', dialCode: '+91' },
  { code: 'SG', name: 'Singapore', dialCode: '+65' },
  { code: 'CH', name: 'Switzerland', dialCode: '+41' },
  { code: 'AE', name: 'United Arab Emirates', dialCode: '+971' },
] as const;

export type CountryCode = (typeof countries)[number]['code'];
export const countryCodes = countries.map((c) => c.code) as [CountryCode, ...CountryCode[]];

export function countryName(code: string | null | undefined): string {
  return countries.find((c) => c.code === code)?.name ?? '';
}

export function dialCode(code: string | null | undefined): string {
  return countries.find((c) => c.code === code)?.dialCode ?? '';
}

export const roleTypes = ['student', 'employee'] as const;
export type RoleType = (typeof roleTypes)[number];

export const industries = [
  'AI/ML', 'Cybersecurity', 'Fintech', 'Health Tech', 'Biotech & Life Sciences', 'Blockchain & Cryptocurrency', 'Technology',
  'SaaS', 'B2B', 'Gaming & eSports', 'VR/AR', 'Business', 'Social Impact & Non-profit',
] as const;
export const OTHER = 'Other';

export const stages = ['Idea', 'MVP', 'Beta Testing', 'Scaling', 'Preseed', 'Seed'] as const;

export const brandVoices = [
  'Professional & Authoritative', 'Friendly & Approachable', 'Bold & Innovative', 'Playful & Creative', 'Technical & Precise',
  'Inspirational & Visionary', 'Casual & Conversational', 'Elegant & Sophisticated',
] as const;

export const startupSorts = ['newest', 'oldest', 'name_asc', 'name_desc'] as const;
export type StartupSort = (typeof startupSorts)[number];

export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Temporary'] as const;
export const experienceLevels = ['Entry Level', 'Mid Level', 'Senior', 'Lead', 'Executive'] as const;
export const locationTypes = ['Remote', 'On-site', 'Hybrid'] as const;
export const compensationTypes = ['Paid', 'Unpaid', 'Equity', 'Paid+Equity'] as const;
export const compensationPeriods = ['Hour', 'Month', 'Year'] as const;
export const currencies = ['USD', 'EUR', 'GBP'] as const;
export const jobStatuses = ['open', 'closed', 'reposted'] as const;

/** Stages and industries the Idea Meter counts (spec 1, startup listing). */
export const fundingReadyStages: readonly string[] = ['Seed', 'Preseed'];
export const techIndustries: readonly string[] = ['AI/ML', 'Technology', 'SaaS', 'Fintech', 'Health Tech'];
