import { count, eq, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import type { Logger } from '../lib/logger';
import type { Storage } from '../storage/storage';
import { seedDemoPosts } from './demo-posts';
import { seedDemoStartups } from './demo-startups';
import { createUser } from './factories';

export const DEMO_PASSWORD = 'liftoff-demo';

/** People of the demo platform. Later features add their startups, jobs and posts to this seed. */
export function demoPeople(config: Pick<Config, 'adminEmails'>) {
  return [
    {
      firstName: 'Ada', lastName: 'Okafor', email: config.adminEmails[0] ?? 'admin@liftoff.dev', country: 'GB', role: 'administrator',
      profile: { headline: 'Community lead at Liftoff', bio: 'I run the Liftoff blog and help founders get their first page right. Write to me with your story.', roleType: 'employee', roleTitle: 'Community Lead', institution: 'Liftoff', skills: ['Community', 'Editing', 'Startup advice'], linkedinUrl: 'https://www.linkedin.com/in/ada-okafor-liftoff' },
    },
    {
      firstName: 'Maya', lastName: 'Chen', email: 'maya@liftoff.dev', country: 'SG', role: 'founder',
      profile: { headline: 'Founder of GreenGrid, software for community solar', bio: 'Second-time founder. Before GreenGrid I led product at a logistics startup through its Series B. I care about climate, clean data and small teams that ship.', roleType: 'employee', roleTitle: 'Founder & CEO', institution: 'GreenGrid', skills: ['Product', 'Fundraising', 'Energy markets', 'SQL'], githubUrl: 'https://github.com/mayachen-demo', linkedinUrl: 'https://www.linkedin.com/in/maya-chen-demo' },
    },
    {
      firstName: 'Liam', lastName: 'Walsh', email: 'liam@liftoff.dev', country: 'CA', role: 'founder',
      profile: { headline: 'Building Tutorly, AI study partners for high schoolers', bio: 'Former teacher turned founder. Tutorly helps students practise the way good tutors teach: one question at a time.', roleType: 'employee', roleTitle: 'Co-founder', institution: 'Tutorly', skills: ['EdTech', 'Machine learning', 'Python'], githubUrl: 'https://github.com/liamwalsh-demo' },
    },
    {
      firstName: 'Priya', lastName: 'Raman', email: 'priya@liftoff.dev', country: 'IN', role: 'student',
      profile: { headline: 'CS student looking for a summer internship at an early-stage startup', bio: 'Final-year computer science student. I build web apps with React and TypeScript and I want to learn how startups find product-market fit.', roleType: 'student', roleTitle: 'Computer Science', institution: 'IIT Madras', skills: ['React', 'TypeScript', 'UI design'], githubUrl: 'https://github.com/priyaraman-demo' },
    },
    {
      firstName: 'Noah', lastName: 'Fischer', email: 'noah@liftoff.dev', country: 'CH', role: 'professional',
      profile: { headline: 'Backend engineer, payments and reliability', bio: 'Eight years of building payment systems in Zurich. Open to joining a seed-stage fintech as an early engineer.', roleType: 'employee', roleTitle: 'Senior Backend Engineer', institution: 'Helvetia Pay', skills: ['Go', 'PostgreSQL', 'Payments', 'Kubernetes'], linkedinUrl: 'https://www.linkedin.com/in/noah-fischer-demo' },
    },
  ] as const;
}

/** Seeds demo data when the database has no users yet; prints the demo sign-ins. */
export async function seedIfEmpty(options: { db: Db; auth: Auth; config: Config; logger: Logger; storage: Storage }) {
  const { db, auth, config, logger, storage } = options;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const people = demoPeople(config);
  const ids: Record<string, string> = {};
  for (const person of people) {
    const { id } = await createUser(auth, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      country: person.country,
      phoneNumber: '20 7946 0958',
      password: DEMO_PASSWORD,
    });
    await db.update(profiles).set({ ...person.profile, skills: [...person.profile.skills] }).where(eq(profiles.id, id));
    ids[person.firstName.toLowerCase()] = id;
  }
  await seedDemoStartups({ db, storage, founders: { maya: ids.maya!, liam: ids.liam!, noah: ids.noah! }, applicants: { priya: ids.priya!, noah: ids.noah!, ada: ids.ada! } });
  await seedDemoPosts({ db, authorId: ids.ada! });
  // PGlite's planner ignores fresh indexes until statistics exist.
  await db.execute(sql`analyze`);

  const lines = people.map((p) => `  ${p.email.padEnd(24)} ${DEMO_PASSWORD}   (${p.role})`);
  logger.info('demo data seeded');
  console.log(`\nDemo data seeded. Sign in at ${config.publicUrl}/login with:\n${lines.join('\n')}\n`);
  return true;
}
