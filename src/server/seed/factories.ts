import type { SignUpInput } from '../../shared/auth';
import type { JobInput } from '../../shared/jobs';
import { startupSlug, type StartupInput } from '../../shared/startups';
import { websiteUrlField } from '../../shared/website-url';
import type { DbOrTx } from '../db/client';
import { jobs, startups } from '../db/schema';
import type { Auth } from '../auth/auth';
import { firstFreeSlug } from '../features/startups/startup-slugs';

// The seed and the tests make people the same way: through better-auth's sign-up, with its hooks,
// so a seeded user is exactly what a real sign-up makes.

let sequence = 0;

export function buildSignUp(overrides: Partial<SignUpInput> = {}): SignUpInput {
  sequence += 1;
  const tag = `${Date.now().toString(36)}${sequence}`;
  return {
    firstName: 'Test',
    lastName: 'User',
    email: `user-${tag}@example.com`,
    // A valid US number (libphonenumber's example), stored as +12015550123 (decision 023).
    phoneNumber: '201 555 0123',
    country: 'US',
    password: 'correct-horse',
    ...overrides,
  };
}

export async function createUser(auth: Auth, overrides: Partial<SignUpInput> = {}) {
  const input = buildSignUp(overrides);
  const result = await auth.api.signUpEmail({
    body: { ...input, name: `${input.firstName} ${input.lastName}` },
  });
  return { ...input, id: result.user.id };
}

/** A valid startup body for the API; the logo must be one the owner uploaded. */
export function buildStartup(overrides: Partial<StartupInput> = {}): StartupInput {
  sequence += 1;
  return {
    name: `Startup ${Date.now().toString(36)}${sequence}`,
    logoUrl: '',
    description: 'We help small teams ship better software.',
    stage: 'MVP',
    industry: 'SaaS',
    customIndustry: '',
    teamSize: 3,
    country: 'US',
    tagline: 'Ship better software, sooner',
    brandVoice: 'Friendly & Approachable',
    customBrandVoice: '',
    mission: 'Make great tools available to every small team.',
    story: 'Started in a garage in 2025.',
    highlightText: 'Fast, Simple',
    contactEmail: 'hello@example.com',
    linkedinUrl: '',
    websiteUrl: '',
    ...overrides,
  };
}

/**
 * Inserts a startup straight into the database (for the seed and for listing tests with many rows),
 * with the first free slug of its name as the API would give it.
 */
export async function insertStartup(
  db: DbOrTx,
  ownerId: string,
  overrides: Partial<typeof startups.$inferInsert> = {},
) {
  const input = buildStartup();
  const name = overrides.name ?? input.name;
  const slug = overrides.slug ?? (await firstFreeSlug(db, startupSlug(name)));
  const [row] = await db
    .insert(startups)
    .values({
      ownerId,
      name,
      slug,
      description: input.description,
      logoUrl: `/files/logos/${ownerId}/seed.png`,
      industry: input.industry,
      stage: input.stage,
      teamSize: 3,
      country: 'US',
      tagline: input.tagline,
      brandVoice: input.brandVoice,
      mission: input.mission,
      story: input.story,
      highlightText: input.highlightText,
      contactEmail: input.contactEmail,
      ...overrides,
      // Stored as the website field stores it (decision 052); a test that needs an older row's text writes it itself.
      ...(overrides.websiteUrl ? { websiteUrl: websiteUrlField.parse(overrides.websiteUrl) } : {}),
    })
    .returning();
  return row!;
}

export function buildJob(overrides: Partial<JobInput> = {}): JobInput {
  return {
    title: 'Founding Engineer',
    jobType: 'Full-time',
    experienceLevel: 'Senior',
    locationType: 'Hybrid',
    locationCity: 'London',
    locationCountry: 'GB',
    compensationType: 'Paid+Equity',
    compensationCurrency: 'GBP',
    compensationAmountMin: 70000,
    compensationAmountMax: 90000,
    compensationPeriod: 'Year',
    requiredSkills: ['TypeScript', 'PostgreSQL'],
    additionalRequirements: '',
    description: 'Build the product with us from day one.',
    status: 'open',
    ...overrides,
  };
}

export async function insertJob(db: DbOrTx, startupId: string, overrides: Partial<typeof jobs.$inferInsert> = {}) {
  const [row] = await db
    .insert(jobs)
    .values({
      startupId,
      title: 'Founding Engineer',
      description: 'Build the product with us.',
      jobType: 'Full-time',
      experienceLevel: 'Senior',
      locationType: 'Remote',
      compensationType: 'Equity',
      ...overrides,
    })
    .returning();
  return row!;
}
