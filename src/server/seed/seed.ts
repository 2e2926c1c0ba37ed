import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { canonicalJobSearch } from '../../shared/job-alerts';
import { emailOutbox, jobAlerts, jobPreferences, profiles, startupFollows, startups, users } from '../db/schema';
import { periodOf } from '../features/job-alerts/job-alerts.service';
import { enrollInMatchDigest } from '../features/job-matches/match-digests.service';
import type { Logger } from '../lib/logger';
import type { Storage } from '../storage/storage';
import { seedDemoCandidates, seedDemoInvitation } from './demo-candidates';
import { seedDemoPosts } from './demo-posts';
import { seedDemoInterviews } from './demo-interviews';
import { seedDemoKeptResume } from './demo-resumes';
import { seedDemoStartups } from './demo-startups';
import { readDemoPassword, resolveDemoPassword } from './demo-password';
import { createUser } from './factories';

/**
 * People of the demo platform. Ada writes the blog; she is the demo administrator only when the
 * configuration has one (embedded database, demo data, no ADMIN_EMAILS), else a member like the rest.
 */
export function demoPeople(config: Pick<Config, 'demoAdminEmail'>) {
  return [
    {
      firstName: 'Ada',
      lastName: 'Okafor',
      email: config.demoAdminEmail ?? 'ada@liftoff.dev',
      country: 'GB',
      phoneNumber: '20 7946 0958',
      role: config.demoAdminEmail ? 'administrator' : 'blog author',
      profile: {
        headline: 'Community lead at Liftoff',
        bio: 'I run the Liftoff blog and help founders get their first page right. Write to me with your story.',
        roleType: 'employee',
        roleTitle: 'Community Lead',
        institution: 'Liftoff',
        skills: ['Community', 'Editing', 'Startup advice'],
        linkedinUrl: 'https://www.linkedin.com/in/ada-okafor-liftoff',
      },
    },
    {
      firstName: 'Maya',
      lastName: 'Chen',
      email: 'maya@liftoff.dev',
      country: 'SG',
      phoneNumber: '8123 4567',
      role: 'founder',
      profile: {
        headline: 'Founder of GreenGrid, software for community solar',
        bio: 'Second-time founder. Before GreenGrid I led product at a logistics startup through its Series B. I care about climate, clean data and small teams that ship.',
        roleType: 'employee',
        roleTitle: 'Founder & CEO',
        institution: 'GreenGrid',
        skills: ['Product', 'Fundraising', 'Energy markets', 'SQL'],
        githubUrl: 'https://github.com/mayachen-demo',
        linkedinUrl: 'https://www.linkedin.com/in/maya-chen-demo',
      },
    },
    {
      firstName: 'Liam',
      lastName: 'Walsh',
      email: 'liam@liftoff.dev',
      country: 'CA',
      phoneNumber: '613 555 0123',
      role: 'founder',
      profile: {
        headline: 'Building Tutorly, AI study partners for high schoolers',
        bio: 'Former teacher turned founder. Tutorly helps students practise the way good tutors teach: one question at a time.',
        roleType: 'employee',
        roleTitle: 'Co-founder',
        institution: 'Tutorly',
        skills: ['EdTech', 'Machine learning', 'Python'],
        githubUrl: 'https://github.com/liamwalsh-demo',
      },
    },
    {
      firstName: 'Priya',
      lastName: 'Raman',
      email: 'priya@liftoff.dev',
      country: 'IN',
      phoneNumber: '81234 56789',
      role: 'student',
      profile: {
        headline: 'CS student looking for a summer internship at an early-stage startup',
        bio: 'Final-year computer science student. I build web apps with React and TypeScript and I want to learn how startups find product-market fit.',
        roleType: 'student',
        roleTitle: 'Computer Science',
        institution: 'IIT Madras',
        skills: ['React', 'TypeScript', 'UI design'],
        githubUrl: 'https://github.com/priyaraman-demo',
      },
    },
    {
      firstName: 'Noah',
      lastName: 'Fischer',
      email: 'noah@liftoff.dev',
      country: 'CH',
      phoneNumber: '78 123 45 67',
      role: 'professional',
      profile: {
        headline: 'Backend engineer, payments and reliability',
        bio: 'Eight years of building payment systems in Zurich. Open to joining a seed-stage fintech as an early engineer.',
        roleType: 'employee',
        roleTitle: 'Senior Backend Engineer',
        institution: 'Helvetia Pay',
        skills: ['Go', 'PostgreSQL', 'Payments', 'Kubernetes'],
        linkedinUrl: 'https://www.linkedin.com/in/noah-fischer-demo',
      },
    },
  ] as const;
}

/**
 * Seeds demo data when the database has no users yet. The accounts get this installation's random
 * password (DATA_DIR/demo-password). An address from the operator's ADMIN_EMAILS is never created:
 * whoever creates it would be administrator with a password written on disk.
 */
export async function seedIfEmpty(options: { db: Db; auth: Auth; config: Config; logger: Logger; storage: Storage }) {
  const { db, auth, config, logger, storage } = options;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const people = demoPeople(config);
  const reserved = people.filter((p) => p.email !== config.demoAdminEmail && config.adminEmails.includes(p.email));
  if (reserved.length > 0) {
    logger.warn({ emails: reserved.map((p) => p.email) }, 'demo data not seeded: ADMIN_EMAILS lists a demo address');
    return false;
  }
  const password = resolveDemoPassword(config.dataDir);
  const ids: Record<string, string> = {};
  for (const person of people) {
    const { id } = await createUser(auth, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      country: person.country,
      // A number of the person's own country (decision 023): fictional ranges or libphonenumber's examples.
      phoneNumber: person.phoneNumber,
      password,
    });
    await db
      .update(profiles)
      .set({ ...person.profile, skills: [...person.profile.skills] })
      .where(eq(profiles.id, id));
    ids[person.firstName.toLowerCase()] = id;
  }
  // Demo addresses are not anyone's mailbox: they count as verified (administrator rights need that),
  // and the verification codes sign-up queued for them are never sent.
  await db
    .update(users)
    .set({ emailVerified: true })
    .where(inArray(users.id, Object.values(ids)));
  await seedDemoStartups({
    db,
    storage,
    founders: { maya: ids.maya!, liam: ids.liam!, noah: ids.noah! },
    applicants: { priya: ids.priya!, noah: ids.noah!, ada: ids.ada! },
  });
  await seedDemoPosts({ db, storage, authorId: ids.ada! });
  // Priya follows the demo founders' startups and keeps a job alert: the founders' dashboards show
  // followers, and her Settings show an alert (decision 018).
  const followed = await db
    .select({ id: startups.id })
    .from(startups)
    .where(inArray(startups.ownerId, [ids.maya!, ids.liam!]));
  if (followed.length > 0)
    await db.insert(startupFollows).values(followed.map((startup) => ({ startupId: startup.id, userId: ids.priya! })));
  await db.insert(jobAlerts).values({
    userId: ids.priya!,
    name: 'Remote engineering',
    frequency: 'weekly',
    search: canonicalJobSearch('q=engineer&locationType=Remote'),
    nextRunAt: sql`now() + ${periodOf(config, 'weekly')}::interval`,
  });
  // Her resume kept on her profile, the default her next application offers.
  await seedDemoKeptResume({ db, storage, userId: ids.priya!, name: 'Internship resume' });
  // An interview booked with her, and one whose times she can still choose.
  await seedDemoInterviews({ db, priyaId: ids.priya! });
  // What Priya and Noah are open to: a founder opening their profiles sees it.
  await db.insert(jobPreferences).values([
    {
      userId: ids.priya!,
      openToWork: 'active',
      jobTypes: ['Internship', 'Full-time'],
      experienceLevels: ['Entry Level'],
      locationTypes: ['Remote', 'Hybrid'],
      countries: ['IN', 'SG'],
      needsVisa: true,
      lookingFor: 'A summer internship building product with a small team',
    },
    {
      userId: ids.noah!,
      openToWork: 'open',
      jobTypes: ['Full-time'],
      experienceLevels: ['Senior', 'Lead'],
      locationTypes: ['Remote', 'On-site'],
      countries: ['CH', 'DE'],
      minPayAmount: 140000,
      minPayCurrency: 'EUR',
      minPayPeriod: 'Year',
      lookingFor: 'An early engineer role at a seed-stage fintech',
    },
  ]);
  // Their weekly e-mail of new matches starts, as for anyone who says what they are open to.
  await enrollInMatchDigest({ db, userIds: [ids.priya!, ids.noah!] });
  // A few more members open to work for the founders' Candidates page, and an invitation for Priya.
  const candidateIds = await seedDemoCandidates({ db, auth, password });
  await enrollInMatchDigest({ db, userIds: candidateIds });
  await seedDemoInvitation({ db, config, logger, founderId: ids.maya!, candidateId: ids.priya! });
  // Nor the e-mails queued for them since (sign-up codes, Priya's invitation).
  await db.delete(emailOutbox).where(
    inArray(
      emailOutbox.toAddress,
      people.map((p) => p.email),
    ),
  );
  // PGlite's planner ignores fresh indexes until statistics exist.
  await db.execute(sql`analyze`);
  logger.info('demo data seeded');
  return true;
}

/**
 * The demo sign-ins to print at start: the demo accounts that still exist, with the password kept in
 * DATA_DIR. Null when this installation has none (not seeded here, or the password file is gone).
 */
export async function demoSignIns({ db, config }: { db: Db; config: Config }): Promise<string | null> {
  const password = readDemoPassword(config.dataDir);
  if (!password) return null;
  const people = demoPeople(config);
  const existing = new Set(
    (
      await db
        .select({ email: users.email })
        .from(users)
        .where(
          inArray(
            users.email,
            people.map((p) => p.email),
          ),
        )
    ).map((u) => u.email),
  );
  const lines = people
    .filter((p) => existing.has(p.email))
    .map((p) => `  ${p.email.padEnd(24)} ${password}   (${p.role})`);
  if (lines.length === 0) return null;
  return `\nDemo sign-ins at ${config.publicUrl}/login (password kept in ${config.dataDir}/demo-password):\n${lines.join('\n')}\n`;
}
