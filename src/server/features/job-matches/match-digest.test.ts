import { and, eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobPreferences } from '../../../shared/job-preferences';
import type { JobInput } from '../../../shared/jobs';
import { emailOutbox, jobMatchDigests, jobs, profiles } from '../../db/schema';
import { buildJob } from '../../seed/factories';
import { deliverOutbox, startTestSmtp } from '../../testing/smtp';
import { postStartupOk } from '../../testing/startups';
import { withOutboxRefusing } from '../../testing/outbox-failure';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendDueMatchDigests } from './match-digest';

// The weekly e-mail of new matches, written to the outbox and sent by its worker to a real SMTP server
// on this machine.

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startTestSmtp>>;
beforeAll(async () => {
  t = await createTestApp();
  smtp = await startTestSmtp();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

/** What the outbox worker would send by now, sent. */
const deliver = () => deliverOutbox(t.db, smtp.port);
/** What the runs logged as errors. */
const errors: { userId?: string; msg?: string }[] = [];
const runLogger = pino(
  { level: 'error' },
  { write: (line: string) => errors.push(JSON.parse(line) as (typeof errors)[number]) },
);
const run = () => sendDueMatchDigests({ db: t.db, config: t.config, logger: runLogger });
const received = (to: string) =>
  smtp.received.filter((mail) => mail.to.includes(to) && /^Subject: .*match/m.test(mail.raw));
const written = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'job_matches_digest')));
const allOn = {
  emailNotifications: true,
  statusUpdates: true,
  jobRecommendations: true,
  followedStartups: true,
  messageEmails: true,
  hiringReminders: true,
  applicationDigest: true,
  showProfile: true,
  allowMessages: true,
};
const wants: JobPreferences = {
  openToWork: 'active',
  jobTypes: ['Full-time'],
  experienceLevels: [],
  locationTypes: ['Remote'],
  countries: [],
  minPay: null,
  needsVisa: false,
  lookingFor: '',
};
const remote = { locationType: 'Remote', locationCity: undefined, locationCountry: undefined } as const;
const unique = (word: string) => `${word}${Math.random().toString(36).slice(2, 7)}`;

/** A member with a skill of their own who says what they are open to (which starts their weekly e-mail). */
async function member(options: { verified?: boolean; jobRecommendations?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp({ firstName: 'Dana' }, { verified: options.verified ?? true });
  const skill = unique('Zig');
  await t.db
    .update(profiles)
    .set({ skills: [skill] })
    .where(eq(profiles.id, user.id));
  expect(
    (
      await caller.request('/api/account/settings', {
        method: 'PUT',
        json: { ...allOn, jobRecommendations: options.jobRecommendations ?? true },
      })
    ).status,
  ).toBe(200);
  expect((await caller.request(`/api/profiles/${user.id}/preferences`, { method: 'PUT', json: wants })).status).toBe(
    200,
  );
  // The first run checks from the moment they said it: nothing new yet.
  await run();
  return { caller, user, skill };
}

async function founder() {
  const caller = t.client();
  await caller.signUp();
  const startup = await postStartupOk(caller, { name: unique('Weekly') });
  return async (job: Partial<JobInput>) => {
    const response = await caller.request(`/api/startups/${startup.id}/jobs`, { json: buildJob(job) });
    expect(response.status).toBe(201);
    return (await response.json()) as { job: { id: string; title: string } };
  };
}

/** A week passes: the member's e-mail is due (it checks from where the last run stopped: new positions only). */
const weekLater = (userId: string) =>
  t.db
    .update(jobMatchDigests)
    .set({ nextRunAt: sql`now() - interval '1 minute'` })
    .where(eq(jobMatchDigests.userId, userId));

describe('the weekly e-mail of new matches', () => {
  it('is sent once with the new positions that fit well, though two processes look at once, and not again with nothing new', async () => {
    const { user, skill } = await member();
    const post = await founder();
    const good = await post({ title: 'Good fit', requiredSkills: [skill], jobType: 'Full-time', ...remote });
    // A weak fit (a job type alone) is not worth an e-mail; a position from before the last check is not new.
    await post({ title: 'Weak fit', requiredSkills: ['Cobol'], jobType: 'Full-time', locationType: 'On-site' });
    const old = await post({ title: 'Old fit', requiredSkills: [skill], ...remote });
    await t.db
      .update(jobs)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(jobs.id, old.job.id));
    // Not due yet.
    await run();
    expect(await written(user.email)).toEqual([]);

    await weekLater(user.id);
    await Promise.all([run(), run()]);
    await deliver();
    const [mail, ...more] = received(user.email);
    expect(more).toEqual([]);
    expect(mail!.raw).toContain('Subject: 1 new job that matches you');
    expect(mail!.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const [row] = await written(user.email);
    expect(row!.status).toBe('sent');
    expect(row!.text).toContain('Hi Dana,');
    expect(row!.text).toContain(`Good fit at `);
    expect(row!.text).toContain(`Matches ${skill} · Remote · Full-time`);
    expect(row!.text).toContain(`${t.config.publicUrl}/jobs/${good.job.id}`);
    expect(row!.text).toContain(`${t.config.publicUrl}/jobs/for-you`);
    expect(row!.text).not.toContain('Weak fit');
    expect(row!.text).not.toContain('Old fit');

    const [digest] = await t.db.select().from(jobMatchDigests).where(eq(jobMatchDigests.userId, user.id));
    expect(digest!.lastSentAt).not.toBeNull();
    expect(digest!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(6 * 86_400_000);
    // A week later with nothing new since: no e-mail.
    await weekLater(user.id);
    await run();
    await deliver();
    expect(received(user.email)).toHaveLength(1);
    expect(await written(user.email)).toHaveLength(1);
  });

  it('is not sent to an address nobody proved, nor while "Job recommendations" is off, and saves no backlog', async () => {
    const unproved = await member({ verified: false });
    const off = await member({ jobRecommendations: false });
    const post = await founder();
    await post({ title: 'Fits both', requiredSkills: [unproved.skill, off.skill], ...remote });
    await weekLater(unproved.user.id);
    await weekLater(off.user.id);
    await run();
    await deliver();
    expect(received(unproved.user.email)).toEqual([]);
    expect(received(off.user.email)).toEqual([]);
    expect(await written(unproved.user.email)).toEqual([]);
    expect(await written(off.user.email)).toEqual([]);
    // Checked all the same: turning the setting on later sends nothing from before.
    expect((await off.caller.request('/api/account/settings', { method: 'PUT', json: allOn })).status).toBe(200);
    await weekLater(off.user.id);
    await run();
    expect(await written(off.user.email)).toEqual([]);
  });

  it('starts for a member who only lists skills on their profile', async () => {
    const caller = t.client();
    const user = await caller.signUp({ firstName: 'Skye', lastName: 'Lee' }, { verified: true });
    // Three shared skills make a fit worth an e-mail without any preference.
    const skills = [unique('Elixir'), unique('Erlang'), unique('Phoenix')];
    const saved = await caller.request(`/api/profiles/${user.id}`, {
      method: 'PUT',
      json: { firstName: 'Skye', lastName: 'Lee', country: 'US', roleType: 'employee', skills },
    });
    expect(saved.status).toBe(200);
    await run();
    const post = await founder();
    await post({ title: 'Skills fit', requiredSkills: skills, ...remote });
    await weekLater(user.id);
    await run();
    const [row] = await written(user.email);
    expect(row!.text).toContain('Skills fit at ');
  });

  it('is not sent when nothing new fits', async () => {
    const { user } = await member();
    const post = await founder();
    await post({ title: 'Not for Dana', requiredSkills: ['Cobol'], jobType: 'Internship', locationType: 'On-site' });
    await weekLater(user.id);
    await run();
    expect(await written(user.email)).toEqual([]);
    const [digest] = await t.db.select().from(jobMatchDigests).where(eq(jobMatchDigests.userId, user.id));
    expect(digest!.lastSentAt).toBeNull();
    expect(digest!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
  });

  it("goes to the others when one member's fails, and to that member a day later, with the same new positions", async () => {
    const failing = await member();
    const other = await member();
    const post = await founder();
    await post({ title: 'For both', requiredSkills: [failing.skill, other.skill], jobType: 'Full-time', ...remote });
    // The failing member's row is due first, so it comes first in the run (and would again in the next).
    await t.db
      .update(jobMatchDigests)
      .set({ nextRunAt: sql`now() - interval '1 hour'` })
      .where(eq(jobMatchDigests.userId, failing.user.id));
    await weekLater(other.user.id);
    const [before] = await t.db.select().from(jobMatchDigests).where(eq(jobMatchDigests.userId, failing.user.id));
    // Writing this member's e-mail fails, as a full disk or a broken row would make it.
    await withOutboxRefusing(t.db, failing.user.email, () => run());
    expect(await written(failing.user.email)).toEqual([]);
    const [mail] = await written(other.user.email);
    expect(mail!.text).toContain('For both at ');
    expect(errors).toContainEqual(expect.objectContaining({ userId: failing.user.id }));
    // Moved on a day (not a week), from where it had checked: this week's positions are still new for it.
    const [after] = await t.db.select().from(jobMatchDigests).where(eq(jobMatchDigests.userId, failing.user.id));
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(after!.nextRunAt.getTime() - Date.now()).toBeLessThan(2 * t.config.scheduleDaySeconds * 1000);
    expect(after!.checkedThrough).toEqual(before!.checkedThrough);
    expect(after!.lastSentAt).toBeNull();

    await weekLater(failing.user.id);
    await run();
    const [retried] = await written(failing.user.email);
    expect(retried!.text).toContain('For both at ');
    await deliver();
    expect(received(failing.user.email)).toHaveLength(1);
    expect(received(other.user.email)).toHaveLength(1);
  });

  it('stops with one click on its unsubscribe link', async () => {
    const { caller, user, skill } = await member();
    const post = await founder();
    await post({ title: 'First week', requiredSkills: [skill], ...remote });
    await weekLater(user.id);
    await run();
    await deliver();
    expect(received(user.email)).toHaveLength(1);
    const [row] = await written(user.email);
    const link = new URL(row!.headers!['List-Unsubscribe']!.slice(1, -1));
    // The mail client's own Unsubscribe: a form POST, no cookie, no Origin of ours (RFC 8058).
    const oneClick = await t.app.request(`${link.pathname}${link.search}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ kind: 'matches', isSubscribed: false });
    const { settings } = (await (await caller.request('/api/account/settings')).json()) as {
      settings: Record<string, boolean>;
    };
    expect(settings).toEqual({ ...allOn, jobRecommendations: false });

    await post({ title: 'Second week', requiredSkills: [skill], ...remote });
    await weekLater(user.id);
    await run();
    await deliver();
    expect(received(user.email)).toHaveLength(1);
  });
});
