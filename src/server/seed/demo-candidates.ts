import { and, eq, inArray } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import type { Config } from '../config';
import { emailOutbox, jobPreferences, jobs, profiles, startups, users, userSettings } from '../db/schema';
import { dispatchDueEvents } from '../events/dispatcher';
import { sendInvitation } from '../features/hiring/invitations/invitations.service';
import type { Logger } from '../lib/logger';
import { subscribers } from '../subscribers';
import { createUser } from './factories';
import { memberActor } from '../auth/actor';

// More members open to work, so that a demo founder sees candidates on /talent from the first start,
// and one invitation Priya can open or decline. They sign in with the demo password too.

const candidates = [
  {
    firstName: 'Sofia',
    lastName: 'Rossi',
    email: 'sofia@liftoff.dev',
    country: 'IT',
    phoneNumber: '312 345 6789',
    profile: {
      headline: 'Backend engineer: Rust, Go and the databases under them',
      bio: 'Six years of building data pipelines in Milan. I like small teams and boring, reliable systems.',
      roleType: 'employee',
      roleTitle: 'Backend Engineer',
      institution: 'Datapiano',
      skills: ['Rust', 'Go', 'PostgreSQL', 'Kafka'],
    },
    preferences: {
      openToWork: 'active',
      jobTypes: ['Full-time'],
      experienceLevels: ['Senior'],
      locationTypes: ['Remote'],
      countries: ['IT', 'DE', 'CH'],
      needsVisa: false,
      lookingFor: 'A senior backend role on a product with real traffic',
    },
    allowMessages: true,
  },
  {
    firstName: 'Kenji',
    lastName: 'Sato',
    email: 'kenji@liftoff.dev',
    country: 'JP',
    phoneNumber: '90-1234-5678',
    profile: {
      headline: 'Frontend engineer who cares about design systems',
      bio: 'I build accessible interfaces in React and TypeScript, and the component libraries behind them.',
      roleType: 'employee',
      roleTitle: 'Frontend Engineer',
      institution: 'Kumo Labs',
      skills: ['React', 'TypeScript', 'CSS', 'Accessibility'],
    },
    preferences: {
      openToWork: 'open',
      jobTypes: ['Full-time', 'Contract'],
      experienceLevels: ['Mid Level'],
      locationTypes: ['Remote', 'Hybrid'],
      countries: ['JP', 'SG'],
      needsVisa: true,
      lookingFor: 'Frontend work at a climate or education startup',
    },
    allowMessages: true,
  },
  {
    firstName: 'Amara',
    lastName: 'Mensah',
    email: 'amara@liftoff.dev',
    country: 'GB',
    phoneNumber: '7400 123456',
    profile: {
      headline: 'Data scientist, forecasting for energy and finance',
      bio: 'I turn meter readings and ledgers into forecasts people trust.',
      roleType: 'employee',
      roleTitle: 'Data Scientist',
      institution: 'Gridwise',
      skills: ['Python', 'SQL', 'Machine learning', 'Forecasting'],
    },
    preferences: {
      openToWork: 'active',
      jobTypes: ['Full-time', 'Part-time'],
      experienceLevels: ['Mid Level', 'Senior'],
      locationTypes: ['Remote', 'Hybrid'],
      countries: ['GB'],
      needsVisa: false,
      lookingFor: 'Data work where the numbers change decisions',
    },
    // Shows founders a candidate who takes no invitations.
    allowMessages: false,
  },
] as const;

/** Creates them; the answer is their ids. */
export async function seedDemoCandidates({
  db,
  auth,
  password,
}: {
  db: Db;
  auth: Auth;
  password: string;
}): Promise<string[]> {
  const ids: string[] = [];
  for (const person of candidates) {
    const { id } = await createUser(auth, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      country: person.country,
      phoneNumber: person.phoneNumber,
      password,
    });
    ids.push(id);
    await db
      .update(profiles)
      .set({ ...person.profile, skills: [...person.profile.skills] })
      .where(eq(profiles.id, id));
    const p = person.preferences;
    await db.insert(jobPreferences).values({
      userId: id,
      ...p,
      jobTypes: [...p.jobTypes],
      experienceLevels: [...p.experienceLevels],
      locationTypes: [...p.locationTypes],
      countries: [...p.countries],
    });
    if (!person.allowMessages) await db.insert(userSettings).values({ userId: id, allowMessages: false });
  }
  // As for the other demo people: their addresses count as proved, and the codes of sign-up are never sent.
  await db.update(users).set({ emailVerified: true }).where(inArray(users.id, ids));
  await db.delete(emailOutbox).where(
    inArray(
      emailOutbox.toAddress,
      candidates.map((p) => p.email),
    ),
  );
  return ids;
}

/**
 * Maya invites Priya to GreenGrid's Frontend Engineer, as she would from /talent (the invitations
 * service): Priya's bell, dashboard and /invitations show it. Its event is handled at once, so the bell
 * rings from the first start; the e-mail it queues goes with the other demo e-mails (seed.ts).
 */
export async function seedDemoInvitation({
  db,
  config,
  logger,
  founderId,
  candidateId,
}: {
  db: Db;
  config: Config;
  logger: Logger;
  founderId: string;
  candidateId: string;
}): Promise<void> {
  const [job] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(startups, eq(startups.id, jobs.startupId))
    .where(and(eq(startups.ownerId, founderId), eq(jobs.title, 'Frontend Engineer')));
  if (!job) return;
  const note =
    'Your React and TypeScript work caught my eye. We are a small team and you would own the dashboards from day one.';
  await sendInvitation({
    db,
    actor: memberActor(founderId),
    input: { jobId: job.id, candidateId, note },
  });
  await dispatchDueEvents({ db, subscribers, config, logger });
}
