import { count, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Logger } from '../lib/logger';
import { createUser } from './factories';

export const DEMO_PASSWORD = 'liftoff-demo';

/** People of the demo platform. Later features add their startups, jobs and posts to this seed. */
export function demoPeople(config: Pick<Config, 'adminEmails'>) {
  return [
    { firstName: 'Ada', lastName: 'Okafor', email: config.adminEmails[0] ?? 'admin@liftoff.dev', country: 'GB', role: 'administrator' },
    { firstName: 'Maya', lastName: 'Chen', email: 'maya@liftoff.dev', country: 'SG', role: 'founder' },
    { firstName: 'Liam', lastName: 'Walsh', email: 'liam@liftoff.dev', country: 'CA', role: 'founder' },
    { firstName: 'Priya', lastName: 'Raman', email: 'priya@liftoff.dev', country: 'IN', role: 'student' },
    { firstName: 'Noah', lastName: 'Fischer', email: 'noah@liftoff.dev', country: 'CH', role: 'professional' },
  ] as const;
}

/** Seeds demo data when the database has no users yet; prints the demo sign-ins. */
export async function seedIfEmpty(options: { db: Db; auth: Auth; config: Config; logger: Logger; kind: string }) {
  const { db, auth, config, logger } = options;
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return false;

  const people = demoPeople(config);
  for (const person of people) {
    await createUser(auth, {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      country: person.country,
      phoneNumber: '20 7946 0958',
      password: DEMO_PASSWORD,
    });
  }
  // PGlite's planner ignores fresh indexes until statistics exist.
  await db.execute(sql`analyze`);

  const lines = people.map((p) => `  ${p.email.padEnd(24)} ${DEMO_PASSWORD}   (${p.role})`);
  logger.info('demo data seeded');
  console.log(`\nDemo data seeded. Sign in at ${config.publicUrl}/login with:\n${lines.join('\n')}\n`);
  return true;
}
