import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scorecardInputSchema } from '../../shared/scorecards';
import { DEMO_ADMIN_EMAIL, loadConfig } from '../config';
import {
  applicationScorecards,
  blogPosts,
  interviews,
  interviewSlots,
  domainEvents,
  emailOutbox,
  jobApplications,
  jobInvitations,
  jobs,
  notifications,
  startups,
  users,
} from '../db/schema';
import { createLogger } from '../lib/logger';
import { createTestApp, type TestApp } from '../testing/test-app';
import { DEMO_PASSWORD_FILE } from './demo-password';
import { demoSignIns, seedIfEmpty } from './seed';
import { getJobPreferences } from '../features/job-preferences/job-preferences.service';
import { findTalent } from '../features/talent/talent.service';
import { listKeptResumes, readKeptResume } from '../features/hiring/resumes/resumes.service';
import { upcomingInterviews } from '../features/hiring/interviews/interviews.service';

// The demo seed on the embedded database as `npm start` runs it (no ADMIN_EMAILS), and under an
// operator's ADMIN_EMAILS, sharing one DATA_DIR as a restart would.
const dataDir = mkdtempSync(path.join(tmpdir(), 'liftoff-seed-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function appWith(adminEmails: string) {
  const t = await createTestApp({ ADMIN_EMAILS: adminEmails, DATA_DIR: dataDir });
  apps.push(t);
  return { t, deps: { db: t.db, auth: t.auth, config: t.config, logger: createLogger('silent'), storage: t.storage } };
}

const passwordFile = path.join(dataDir, DEMO_PASSWORD_FILE);

/** What the session says of an administrator by address once signed in: admin powers, or a second factor still to add (decision 046). */
async function adminStateAfterSignIn(t: TestApp, email: string, password: string) {
  const client = t.client();
  expect((await client.signIn(email, password)).status).toBe(200);
  const session = (await (await client.request('/api/account/session')).json()) as {
    user: { isAdmin: boolean; needsSecondFactor: 'add' | 'sign-in' | null };
  };
  return session.user.isAdmin
    ? 'admin'
    : session.user.needsSecondFactor === 'add'
      ? 'admin once a second factor is added'
      : 'member';
}

describe('demo seed', () => {
  let demo: Awaited<ReturnType<typeof appWith>>;
  beforeAll(async () => {
    demo = await appWith('');
  });

  it('fills an empty database with people, startups, jobs and applications, once', async () => {
    const { t, deps } = demo;
    expect(await seedIfEmpty(deps)).toBe(true);
    expect(await seedIfEmpty(deps)).toBe(false);

    const total = async (
      table: typeof users | typeof startups | typeof jobs | typeof jobApplications | typeof blogPosts,
    ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
    // The five demo people and three more candidates open to work.
    expect(await total(users)).toBe(8);
    expect(await total(startups)).toBe(6);
    // Seven in the original demo, 28 more for the jobs board (four of them closed or paused).
    expect(await total(jobs)).toBe(35);
    expect(await total(jobApplications)).toBe(3);
    expect(await total(blogPosts)).toBe(4);
    // Two members say what they are open to, and a demo founder sees it on their profile.
    const priya = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'priya@liftoff.dev')))[0]!;
    const maya = (await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'maya@liftoff.dev')))[0]!;
    const preferences = await getJobPreferences({
      db: t.db,
      id: priya.id,
      actor: { id: maya.id, isAdmin: false, via: 'session' },
    });
    expect(preferences).toMatchObject({ openToWork: 'active', locationTypes: ['Remote', 'Hybrid'], needsVisa: true });
    // Positions that name an equity range and sponsor visas (two of them fit Priya and Noah), found by the board's
    // filter.
    const sponsoring = (await (await t.client().request('/api/jobs?visa=true')).json()) as {
      total: { count: number };
      items: { equityMin: number | null }[];
    };
    expect(sponsoring.total.count).toBe(10);
    expect(sponsoring.items.filter((item) => item.equityMin !== null).length).toBeGreaterThanOrEqual(3);
    // A demo founder finds members open to work among candidates, and Priya has an invitation from Maya.
    const talent = await findTalent({
      db: t.db,
      actor: { id: maya.id, isAdmin: false, via: 'session' },
      query: { skill: undefined, cursor: undefined },
    });
    expect(talent.items.map((c) => c.firstName).sort()).toEqual(['Amara', 'Kenji', 'Noah', 'Priya', 'Sofia']);
    expect((await t.db.select().from(jobInvitations).where(eq(jobInvitations.candidateId, priya.id))).length).toBe(1);
    // Priya keeps one resume on her profile, her default, and its file is there to apply with.
    const kept = await listKeptResumes({ db: t.db, userId: priya.id });
    expect(kept).toEqual([expect.objectContaining({ name: 'Internship resume', isDefault: true })]);
    expect(
      (await readKeptResume({ db: t.db, storage: deps.storage, userId: priya.id, resumeId: kept[0]!.id })).bytes
        .byteLength,
    ).toBe(kept[0]!.sizeBytes);
    // Sent through the invitations service, its event handled already: Priya's bell rings from the first start.
    expect(
      await t.db
        .select({ status: domainEvents.status })
        .from(domainEvents)
        .where(eq(domainEvents.type, 'invitation.sent')),
    ).toEqual([{ status: 'done' }]);
    const bell = await t.db
      .select({ title: notifications.title, message: notifications.message })
      .from(notifications)
      .where(eq(notifications.userId, priya.id));
    expect(bell).toContainEqual({ title: 'Invitation to apply', message: expect.stringContaining('Maya Chen of') });
    // Maya's scorecard of Noah (decision 041): hers to read, never Noah's.
    const scorecards = await t.db.select().from(applicationScorecards);
    expect(scorecards).toHaveLength(1);
    expect(scorecards[0]).toMatchObject({ authorId: maya.id, recommendation: 'strong_yes', interviewId: null });
    expect(scorecardInputSchema.safeParse(scorecards[0]).success, "by the rules of a founder's own").toBe(true);
    // Priya's interviews: one booked ahead with Maya, one whose times she can still choose.
    const upcoming = await upcomingInterviews({ db: t.db, actor: { id: priya.id, isAdmin: false, via: 'session' } });
    expect(upcoming.map((i) => [i.status, i.role, i.position.title])).toEqual([
      ['booked', 'candidate', 'Energy Analyst Intern'],
    ]);
    const offered = await t.db.select().from(interviews).where(eq(interviews.status, 'proposed'));
    expect(offered).toHaveLength(1);
    expect(
      (await t.db.select().from(interviewSlots).where(eq(interviewSlots.interviewId, offered[0]!.id))).every(
        (slot) => slot.startsAt.getTime() > Date.now(),
      ),
    ).toBe(true);
    // Nothing goes out to the demo addresses (sign-up queues a verification code for each).
    expect(await t.db.select().from(emailOutbox)).toEqual([]);

    const listing = (await (await t.client().request('/api/startups')).json()) as {
      total: number;
      items: { logoUrl: string }[];
    };
    expect(listing.total).toBe(6);
    expect((await t.app.request(listing.items[0]!.logoUrl)).status).toBe(200);
    // Every demo post has its cover, served as a public image.
    const covers = await t.db.select({ url: blogPosts.coverImageUrl }).from(blogPosts);
    for (const { url } of covers) {
      const served = await t.app.request(url!);
      expect(served.status).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('gives the demo accounts a random password kept owner-only in DATA_DIR and printed at start', async () => {
    const { t } = demo;
    const password = readFileSync(passwordFile, 'utf8');
    expect(password).toMatch(/^[\w-]{16,}$/);
    expect(statSync(passwordFile).mode & 0o777).toBe(0o600);
    expect(await demoSignIns({ db: t.db, config: t.config })).toContain(
      `${DEMO_ADMIN_EMAIL.padEnd(24)} ${password}   (administrator)`,
    );

    // The demo administrator, with a verified address (the admin area first asks her to add a second
    // factor, decision 046), and the old published password no longer opens anything.
    expect(await adminStateAfterSignIn(t, DEMO_ADMIN_EMAIL, password)).toBe('admin once a second factor is added');
    const [admin] = await t.db
      .select({ verified: users.emailVerified })
      .from(users)
      .where(eq(users.email, DEMO_ADMIN_EMAIL));
    expect(admin!.verified).toBe(true);
    expect((await t.client().signIn(DEMO_ADMIN_EMAIL, 'liftoff-demo')).status).toBe(401);
    expect((await t.client().signIn('maya@liftoff.dev', 'liftoff-demo')).status).toBe(401);
  });

  it('never creates an address of the operator ADMIN_EMAILS, and reuses the password on restart', async () => {
    const password = readFileSync(passwordFile, 'utf8');
    const { t, deps } = await appWith('boss@real.example');
    expect(t.config.demoAdminEmail).toBeUndefined();
    expect(await seedIfEmpty(deps)).toBe(true);
    expect(readFileSync(passwordFile, 'utf8')).toBe(password);

    const emails = (await t.db.select({ email: users.email }).from(users)).map((u) => u.email).sort();
    expect(emails).toEqual([
      'ada@liftoff.dev',
      'amara@liftoff.dev',
      'kenji@liftoff.dev',
      'liam@liftoff.dev',
      'maya@liftoff.dev',
      'noah@liftoff.dev',
      'priya@liftoff.dev',
      'sofia@liftoff.dev',
    ]);
    // Ada still writes the blog, as a member: the operator's administrator signs up with their own password.
    expect(await adminStateAfterSignIn(t, 'ada@liftoff.dev', password)).toBe('member');
    expect(await demoSignIns({ db: t.db, config: t.config })).not.toContain('administrator');
  });

  it('seeds nothing when ADMIN_EMAILS names a demo address', async () => {
    const { t, deps } = await appWith('maya@liftoff.dev');
    expect(await seedIfEmpty(deps)).toBe(false);
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(0);
  });
});

describe('the demo administrator address', () => {
  it('exists only on the embedded database with demo data and no ADMIN_EMAILS', () => {
    expect(loadConfig({})).toMatchObject({ adminEmails: [DEMO_ADMIN_EMAIL], demoAdminEmail: DEMO_ADMIN_EMAIL });
    // Nobody seeds it here, so whoever signed up with it first would be administrator.
    expect(loadConfig({ SEED_DEMO: 'false' })).toMatchObject({ adminEmails: [], demoAdminEmail: undefined });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/liftoff', SEED_DEMO: 'true' })).toMatchObject({
      adminEmails: [],
      demoAdminEmail: undefined,
    });
    expect(loadConfig({ ADMIN_EMAILS: 'Boss@Real.example' })).toMatchObject({
      adminEmails: ['boss@real.example'],
      demoAdminEmail: undefined,
    });
  });
});
