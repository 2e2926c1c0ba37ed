import type { jobs } from '../db/schema';

type DemoJob = Omit<typeof jobs.$inferInsert, 'startupId' | 'createdAt' | 'requiredSkills'> & { requiredSkills: string[]; postedHoursAgo: number };

const remote = { locationType: 'Remote' } as const;
const paidYear = (currency: string, min: number, max?: number) =>
  ({ compensationType: 'Paid', compensationCurrency: currency, compensationAmountMin: min, compensationAmountMax: max ?? null, compensationPeriod: 'Year' }) as const;
/** Pay and equity, with the equity range in percent when the founder named one (issue 30). */
const withEquity = (pay: ReturnType<typeof paidYear>, equity?: [number, number]) =>
  ({ ...pay, compensationType: 'Paid+Equity', equityMin: equity?.[0] ?? null, equityMax: equity?.[1] ?? null }) as const;
/** Equity only, in percent. */
const equityOnly = (min: number, max = min) => ({ compensationType: 'Equity', equityMin: min, equityMax: max }) as const;
/** The startup sponsors a work visa for it: the board's "Sponsors visas" finds these. */
const sponsorsVisa = { visaSponsorship: true } as const;

/**
 * More positions for the jobs board (decision 017), so that its search, filters and alerts show something
 * real: every job type, level, location type and kind of pay, posted over the last two weeks, and a
 * few that are closed or paused and so never on the board. Each is posted after its startup was. Some
 * name an equity range and some sponsor visas (issue 30), on-site and hybrid ones mostly, where a visa matters.
 */
export const moreDemoJobs: Record<string, DemoJob[]> = {
  GreenGrid: [
    // Jobs for you (issue 30): a close fit for Priya (React and TypeScript, an internship in Singapore, a visa).
    { title: 'Product Engineering Intern', jobType: 'Internship', experienceLevel: 'Entry Level', locationType: 'Hybrid', locationCity: 'Singapore', locationCountry: 'SG', compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 2500, compensationPeriod: 'Month', ...sponsorsVisa, requiredSkills: ['React', 'TypeScript', 'Figma'], description: 'Ship the screens neighbours use to follow their share of the roof, with a mentor beside you.', postedHoursAgo: 6 },
    { title: 'Frontend Engineer', jobType: 'Full-time', experienceLevel: 'Mid Level', ...remote, ...withEquity(paidYear('USD', 95000, 115000), [0.1, 0.3]), requiredSkills: ['React', 'TypeScript'], description: 'Build the dashboards where neighbours follow what their share of the roof produced.', postedHoursAgo: 10 },
    { title: 'Field Operations Lead', jobType: 'Full-time', experienceLevel: 'Lead', locationType: 'On-site', locationCity: 'Singapore', locationCountry: 'SG', ...paidYear('USD', 80000, 95000), ...sponsorsVisa, requiredSkills: ['Operations', 'Solar'], description: 'Run installations with our partners, from survey to switch-on.', postedHoursAgo: 20 },
    { title: 'Data Analyst', jobType: 'Part-time', experienceLevel: 'Mid Level', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 45, compensationPeriod: 'Hour', requiredSkills: ['SQL', 'Python'], description: 'Turn meter readings into forecasts the finance team can trust.', postedHoursAgo: 30 },
    { title: 'Partnerships Manager', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Hybrid', locationCity: 'Singapore', locationCountry: 'SG', ...paidYear('USD', 90000), requiredSkills: ['Sales', 'Energy'], description: 'Bring building owners and councils on board.', postedHoursAgo: 40 },
    { title: 'Solar Installer', jobType: 'Temporary', experienceLevel: 'Entry Level', locationType: 'On-site', locationCity: 'Singapore', locationCountry: 'SG', compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 3200, compensationPeriod: 'Month', requiredSkills: ['Electrical'], description: 'A summer of rooftops with our installation crew.', postedHoursAgo: 44, status: 'closed' },
  ],
  Tutorly: [
    // ... and one for Noah (Go, Kubernetes and PostgreSQL, senior, remote, from EUR 140,000).
    { title: 'Platform Engineer', jobType: 'Full-time', experienceLevel: 'Senior', ...remote, ...paidYear('EUR', 140000, 165000), ...sponsorsVisa, requiredSkills: ['Go', 'Kubernetes', 'PostgreSQL'], description: 'Run the infrastructure that keeps live tutoring sessions up in every time zone.', postedHoursAgo: 14 },
    { title: 'Curriculum Designer', jobType: 'Contract', experienceLevel: 'Senior', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 5000, compensationPeriod: 'Month', requiredSkills: ['Mathematics', 'Teaching'], description: 'Write the question paths that take a student from stuck to sure.', postedHoursAgo: 12 },
    { title: 'Backend Engineer', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Hybrid', locationCity: 'Toronto', locationCountry: 'CA', ...withEquity(paidYear('USD', 120000, 150000), [0.25, 0.5]), ...sponsorsVisa, requiredSkills: ['Python', 'PostgreSQL'], description: 'Scale the tutoring sessions from a thousand classrooms to a hundred thousand.', postedHoursAgo: 50 },
    { title: 'Teacher Success Intern', jobType: 'Internship', experienceLevel: 'Entry Level', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 20, compensationPeriod: 'Hour', requiredSkills: ['Writing', 'Teaching'], description: 'Help teachers set up their classes and tell us what gets in their way.', postedHoursAgo: 70 },
    { title: 'Head of Growth', jobType: 'Full-time', experienceLevel: 'Executive', ...remote, ...equityOnly(1, 2), requiredSkills: ['Growth', 'EdTech'], description: 'Find the schools that need us most, and a way to reach all of them.', postedHoursAgo: 80 },
    { title: 'Mobile Engineer', jobType: 'Full-time', experienceLevel: 'Mid Level', ...remote, ...paidYear('USD', 100000, 125000), requiredSkills: ['React Native'], description: 'Bring Tutorly to the phones students already carry.', postedHoursAgo: 90, isActive: false },
  ],
  LedgerLoop: [
    { title: 'Senior Accountant', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'On-site', locationCity: 'Zurich', locationCountry: 'CH', ...paidYear('EUR', 95000, 110000), ...sponsorsVisa, requiredSkills: ['Accounting', 'IFRS'], description: 'Be the voice of our users inside the team, and test every rule we automate.', postedHoursAgo: 36 },
    { title: 'Rust Engineer', jobType: 'Full-time', experienceLevel: 'Senior', ...remote, ...withEquity(paidYear('EUR', 110000, 135000), [0.2, 0.4]), requiredSkills: ['Rust', 'PostgreSQL'], description: 'Write the matching engine that pairs a million bank lines with their invoices.', postedHoursAgo: 60 },
    { title: 'Customer Success Manager', jobType: 'Part-time', experienceLevel: 'Mid Level', locationType: 'Hybrid', locationCity: 'Zurich', locationCountry: 'CH', compensationType: 'Paid', compensationCurrency: 'EUR', compensationAmountMin: 3500, compensationPeriod: 'Month', requiredSkills: ['Finance', 'German'], description: 'Onboard finance teams and turn their month-end into an afternoon.', postedHoursAgo: 100 },
    { title: 'Growth Marketer', jobType: 'Contract', experienceLevel: 'Mid Level', ...remote, ...equityOnly(0.5), requiredSkills: ['SEO', 'Writing'], description: 'Tell small finance teams there is a better way to close the month.', postedHoursAgo: 120 },
  ],
  MediMind: [
    { title: 'Technical Co-founder', jobType: 'Full-time', experienceLevel: 'Lead', locationType: 'Hybrid', locationCity: 'Singapore', locationCountry: 'SG', ...equityOnly(5, 10), ...sponsorsVisa, requiredSkills: ['Python', 'Speech Recognition'], description: 'Build the first version with two doctors and a waiting list of clinics.', postedHoursAgo: 26 },
    { title: 'Clinical Advisor', jobType: 'Part-time', experienceLevel: 'Executive', ...remote, compensationType: 'Unpaid', requiredSkills: ['Medicine'], description: 'An hour a week to keep what we build honest to how clinics really work.', postedHoursAgo: 130 },
    { title: 'NLP Research Intern', jobType: 'Internship', experienceLevel: 'Entry Level', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 1500, compensationPeriod: 'Month', requiredSkills: ['NLP', 'Python'], description: 'Measure how well our notes match what was said.', postedHoursAgo: 150, status: 'closed' },
  ],
  PixelForge: [
    { title: 'Game Designer', jobType: 'Full-time', experienceLevel: 'Mid Level', locationType: 'Hybrid', locationCity: 'London', locationCountry: 'GB', ...paidYear('GBP', 45000, 55000), ...sponsorsVisa, requiredSkills: ['Level Design', 'Unity'], description: 'Design the tools players use to design levels.', postedHoursAgo: 16 },
    { title: 'WebGL Engineer', jobType: 'Full-time', experienceLevel: 'Senior', ...remote, ...withEquity(paidYear('GBP', 75000, 90000), [0.1, 0.25]), requiredSkills: ['WebGL', 'TypeScript'], description: 'Make the editor run smoothly on a school laptop.', postedHoursAgo: 96 },
    { title: 'Moderation Lead', jobType: 'Contract', experienceLevel: 'Lead', ...remote, compensationType: 'Paid', compensationCurrency: 'GBP', compensationAmountMin: 25, compensationPeriod: 'Hour', requiredSkills: ['Community', 'Trust & Safety'], description: 'Keep twenty thousand shared levels fun and safe.', postedHoursAgo: 200 },
    { title: 'QA Tester', jobType: 'Temporary', experienceLevel: 'Entry Level', locationType: 'On-site', locationCity: 'London', locationCountry: 'GB', compensationType: 'Paid', compensationCurrency: 'GBP', compensationAmountMin: 14, compensationPeriod: 'Hour', requiredSkills: ['Testing'], description: 'Play a lot of levels, break them, and tell us how.', postedHoursAgo: 250 },
  ],
  ShieldStack: [
    { title: 'Developer Advocate', jobType: 'Full-time', experienceLevel: 'Mid Level', ...remote, ...paidYear('USD', 120000, 140000), requiredSkills: ['Writing', 'Security'], description: 'Explain real vulnerabilities so well that developers fix them the same day.', postedHoursAgo: 8 },
    { title: 'Detection Engineer', jobType: 'Full-time', experienceLevel: 'Senior', locationType: 'Hybrid', locationCity: 'New York', locationCountry: 'US', ...withEquity(paidYear('USD', 160000, 190000), [0.15, 0.35]), ...sponsorsVisa, requiredSkills: ['Rust', 'Static Analysis'], description: 'Teach our engine to find the bug classes nobody has written a rule for yet.', postedHoursAgo: 72 },
    { title: 'Security Research Intern', jobType: 'Internship', experienceLevel: 'Entry Level', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 35, compensationPeriod: 'Hour', requiredSkills: ['AppSec', 'Python'], description: 'Find real bugs in open-source projects and help their maintainers fix them.', postedHoursAgo: 140 },
    { title: 'Head of Sales', jobType: 'Full-time', experienceLevel: 'Executive', locationType: 'On-site', locationCity: 'New York', locationCountry: 'US', ...withEquity(paidYear('USD', 150000, 200000), [0.5, 1]), requiredSkills: ['Sales', 'SaaS'], description: 'Build the team that brings us to every company without a security department.', postedHoursAgo: 180 },
    { title: 'Penetration Tester', jobType: 'Contract', experienceLevel: 'Senior', ...remote, compensationType: 'Paid', compensationCurrency: 'USD', compensationAmountMin: 120, compensationPeriod: 'Hour', requiredSkills: ['Pentesting'], description: 'Short engagements for our largest customers.', postedHoursAgo: 300, status: 'closed' },
  ],
};
