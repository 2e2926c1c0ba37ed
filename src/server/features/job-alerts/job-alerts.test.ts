import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canonicalJobSearch, JOB_ALERT_LIMIT_MESSAGE, MAX_JOB_ALERTS, type JobAlert } from '../../../shared/job-alerts';
import { emailOutbox, jobAlerts, jobs } from '../../db/schema';
import { buildJob } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { withOutboxRefusing } from '../../testing/outbox-failure';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { sendDueDigests } from './digest';
import { pino } from 'pino';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const json = async <T>(response: Response) => (await response.json()) as T;
/** What the runs logged as errors. */
const errors: { userId?: string }[] = [];
const runLogger = pino(
  { level: 'error' },
  { write: (line: string) => errors.push(JSON.parse(line) as (typeof errors)[number]) },
);
const runDigests = () => sendDueDigests({ db: t.db, config: t.config, logger: runLogger });
const digestsTo = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'job_alert_digest')));
/** Time passes: the alert's period is over, and what it checked was checked a while ago. */
const makeDue = (id: string) =>
  t.db
    .update(jobAlerts)
    .set({ nextRunAt: sql`now() - interval '1 minute'`, checkedThrough: sql`now() - interval '1 hour'` })
    .where(eq(jobAlerts.id, id));

describe('job alerts', () => {
  it('saves the /jobs search of a member, lists, renames and deletes only their own', async () => {
    const member = t.client();
    await member.signUp();
    const other = t.client();
    await other.signUp();
    expect((await t.client().request('/api/job-alerts')).status).toBe(401);
    expect((await t.client().request('/api/job-alerts', { json: { name: 'x', frequency: 'daily' } })).status).toBe(401);

    const created = await member.request('/api/job-alerts', {
      json: {
        name: '  Rust jobs ',
        frequency: 'daily',
        search: '?q=rust&jobType=Full-time&cursor=abc&posted=week&bogus=1&locationType=Moon',
      },
    });
    expect(created.status).toBe(201);
    const { alert } = await json<{ alert: JobAlert }>(created);
    // Only what the board understands is kept, in one order; "posted within" is what each digest is.
    expect(alert).toMatchObject({
      name: 'Rust jobs',
      frequency: 'daily',
      search: 'q=rust&jobType=Full-time',
      lastSentAt: null,
    });

    // The same search, however it is spelled, is the same alert.
    const twice = await member.request('/api/job-alerts', {
      json: { name: 'Again', frequency: 'weekly', search: 'jobType=Full-time&q=rust' },
    });
    expect(twice.status).toBe(409);
    expect((await json<{ error: { message: string } }>(twice)).error.message).toBe(
      'You already have an alert for this search: "Rust jobs".',
    );

    const bad = await member.request('/api/job-alerts', { json: { name: '', frequency: 'hourly' } });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json<{ error: { fields: Record<string, string> } }>(bad)).error.fields)).toEqual(
      expect.arrayContaining(['name', 'frequency']),
    );

    expect((await json<{ items: JobAlert[] }>(await member.request('/api/job-alerts'))).items.map((a) => a.id)).toEqual(
      [alert.id],
    );
    expect((await json<{ items: JobAlert[] }>(await other.request('/api/job-alerts'))).items).toEqual([]);

    expect(
      (await other.request(`/api/job-alerts/${alert.id}`, { method: 'PATCH', json: { name: 'Mine now' } })).status,
    ).toBe(404);
    expect((await other.request(`/api/job-alerts/${alert.id}`, { method: 'DELETE' })).status).toBe(404);
    const renamed = await json<{ alert: JobAlert }>(
      await member.request(`/api/job-alerts/${alert.id}`, {
        method: 'PATCH',
        json: { name: 'Rust, full time', frequency: 'weekly' },
      }),
    );
    expect(renamed.alert).toMatchObject({ name: 'Rust, full time', frequency: 'weekly' });
    expect((await member.request(`/api/job-alerts/${alert.id}`, { method: 'PATCH', json: {} })).status).toBe(400);

    expect((await member.request(`/api/job-alerts/${alert.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await json<{ items: JobAlert[] }>(await member.request('/api/job-alerts'))).items).toEqual([]);
  });

  it(`keeps at most ${MAX_JOB_ALERTS} per member, even when they are saved at once`, async () => {
    const member = t.client();
    await member.signUp();
    const answers = await Promise.all(
      Array.from({ length: MAX_JOB_ALERTS + 2 }, (_, i) =>
        member.request('/api/job-alerts', { json: { name: `Alert ${i}`, frequency: 'weekly', search: `q=word${i}` } }),
      ),
    );
    expect(answers.filter((r) => r.status === 201)).toHaveLength(MAX_JOB_ALERTS);
    const refused = answers.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect((await json<{ error: { message: string } }>(refused[0]!)).error.message).toBe(JOB_ALERT_LIMIT_MESSAGE);
  });

  it('canonicalises a search so the same filters make the same alert', () => {
    expect(canonicalJobSearch('skill=Go&q=backend')).toBe(canonicalJobSearch('?q=backend&skill=Go&cursor=x'));
    expect(canonicalJobSearch('minPay=-5&equity=yes')).toBe('');
    // "Can work from" is kept: without it an alert from such a search e-mailed every position.
    expect(canonicalJobSearch('workFrom=DE&q=rust')).toBe('q=rust&workFrom=DE');
    expect(canonicalJobSearch('workFrom=XX')).toBe('');
  });
});

describe('job alert digests', () => {
  it('e-mails one digest per member and period with only the new matching positions, then waits for the next period', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Digest Dynamics' });
    const member = t.client();
    // Dana receives the digests, and e-mails go only to a proved address.
    const memberUser = await member.signUp({ firstName: 'Dana' }, { verified: true });
    const on = {
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
    await member.request('/api/account/settings', { method: 'PUT', json: on });
    const word = `zephyr${Date.now().toString(36)}`;
    const remote = (
      await json<{ alert: JobAlert }>(
        await member.request('/api/job-alerts', {
          json: { name: 'Remote zephyr', frequency: 'daily', search: `q=${word}&locationType=Remote` },
        }),
      )
    ).alert;
    const anyZephyr = (
      await json<{ alert: JobAlert }>(
        await member.request('/api/job-alerts', {
          json: { name: 'Any zephyr', frequency: 'daily', search: `q=${word}` },
        }),
      )
    ).alert;
    const weekly = (
      await json<{ alert: JobAlert }>(
        await member.request('/api/job-alerts', {
          json: { name: 'Weekly zephyr', frequency: 'weekly', search: `q=${word}&jobType=Full-time` },
        }),
      )
    ).alert;

    // Before the alert: not news. After it: a remote one, an on-site one, and one closed at once.
    const old = await json<{ job: { id: string } }>(
      await founder.request(`/api/startups/${startup.id}/jobs`, {
        json: buildJob({
          title: `Old ${word} role`,
          locationType: 'Remote',
          locationCity: undefined,
          locationCountry: undefined,
        }),
      }),
    );
    await t.db
      .update(jobs)
      .set({ createdAt: sql`now() - interval '2 hours'` })
      .where(eq(jobs.id, old.job.id));
    await founder.request(`/api/startups/${startup.id}/jobs`, {
      json: buildJob({
        title: `Remote ${word} engineer`,
        locationType: 'Remote',
        locationCity: undefined,
        locationCountry: undefined,
      }),
    });
    await founder.request(`/api/startups/${startup.id}/jobs`, {
      json: buildJob({ title: `Onsite ${word} designer`, locationType: 'On-site' }),
    });
    const closed = await json<{ job: { id: string } }>(
      await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: `Closed ${word} role` }) }),
    );
    await founder.request(`/api/jobs/${closed.job.id}/active`, { method: 'PATCH', json: { active: false } });

    // Not due yet: nothing.
    await runDigests();
    expect(await digestsTo(memberUser.email)).toEqual([]);

    await makeDue(remote.id);
    await makeDue(anyZephyr.id);
    // Two server processes at once still make one e-mail.
    await Promise.all([runDigests(), runDigests()]);
    const [digest, ...more] = await digestsTo(memberUser.email);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe('3 new positions for your job alerts');
    expect(digest!.text).toContain('Hi Dana,');
    expect(digest!.text).toContain('== Remote zephyr ==');
    expect(digest!.text).toContain('== Any zephyr ==');
    const remoteSection = digest!.text.split('== Any zephyr ==')[0]!;
    expect(remoteSection).toContain(`Remote ${word} engineer at Digest Dynamics`);
    expect(remoteSection).not.toContain('Onsite');
    expect(digest!.text).toContain(`Onsite ${word} designer`);
    expect(digest!.text).not.toContain('Old ');
    expect(digest!.text).not.toContain('Closed ');
    expect(digest!.text).not.toContain('Weekly zephyr');
    expect(digest!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    const [afterRun] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, remote.id));
    expect(afterRun!.lastSentAt).not.toBeNull();
    expect(afterRun!.nextRunAt.getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);
    // Due again with nothing new since: no e-mail.
    await t.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(jobAlerts.id, remote.id));
    await runDigests();
    expect(await digestsTo(memberUser.email)).toHaveLength(1);

    // The weekly one is its own digest, in its own period.
    await makeDue(weekly.id);
    await runDigests();
    const digests = await digestsTo(memberUser.email);
    expect(digests).toHaveLength(2);
    expect(digests.map((d) => d.subject)).toContain('2 new positions for "Weekly zephyr"');
  });

  it('sends nothing while "Job recommendations" is off, and does not save up a backlog for later', async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder);
    const member = t.client();
    // A proved address: only the setting keeps the digest away.
    const memberUser = await member.signUp({}, { verified: true });
    const off = {
      emailNotifications: true,
      statusUpdates: true,
      jobRecommendations: false,
      followedStartups: true,
      messageEmails: true,
      hiringReminders: true,
      applicationDigest: true,
      showProfile: true,
      allowMessages: true,
    };
    await member.request('/api/account/settings', { method: 'PUT', json: off });
    const word = `quasar${Date.now().toString(36)}`;
    const alert = (
      await json<{ alert: JobAlert }>(
        await member.request('/api/job-alerts', { json: { name: 'Quasar', frequency: 'daily', search: `q=${word}` } }),
      )
    ).alert;
    await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: `${word} analyst` }) });
    await makeDue(alert.id);
    await runDigests();
    expect(await digestsTo(memberUser.email)).toEqual([]);

    await member.request('/api/account/settings', { method: 'PUT', json: { ...off, jobRecommendations: true } });
    await t.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(jobAlerts.id, alert.id));
    await runDigests();
    expect(await digestsTo(memberUser.email)).toEqual([]);
  });
});

describe('the length of an alert day', () => {
  it('is a day unless shortened for development and the journeys', async () => {
    const { loadConfig } = await import('../../config');
    expect(loadConfig({}).scheduleDaySeconds).toBe(86_400);
    expect(loadConfig({ SCHEDULE_DAY_SECONDS: '3' }).scheduleDaySeconds).toBe(3);
    expect(() => loadConfig({ SCHEDULE_DAY_SECONDS: '0' })).toThrow(/SCHEDULE_DAY_SECONDS/);
  });

  it("goes on to the other members when one member's digest fails, and tries that one again a day later", async () => {
    const founder = t.client();
    await founder.signUp();
    const startup = await postStartupOk(founder, { name: 'Failing Digest Co' });
    const word = `quartz${Date.now().toString(36)}`;
    const subscribe = async (firstName: string) => {
      const caller = t.client();
      const user = await caller.signUp({ firstName }, { verified: true });
      const { alert } = await json<{ alert: JobAlert }>(
        await caller.request('/api/job-alerts', { json: { name: 'Quartz', frequency: 'daily', search: `q=${word}` } }),
      );
      return { user, alert };
    };
    const failing = await subscribe('Fay');
    const other = await subscribe('Olu');
    await founder.request(`/api/startups/${startup.id}/jobs`, { json: buildJob({ title: `New ${word} role` }) });
    await makeDue(failing.alert.id);
    await makeDue(other.alert.id);
    const [before] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, failing.alert.id));
    // Writing this member's e-mail fails, as a broken row would make it.
    await withOutboxRefusing(t.db, failing.user.email, () => runDigests());
    expect(await digestsTo(failing.user.email)).toEqual([]);
    expect(await digestsTo(other.user.email)).toHaveLength(1);
    expect(errors).toContainEqual(expect.objectContaining({ userId: failing.user.id }));
    // Moved on a day, keeping what it had checked: the new position is still new for it then.
    const [after] = await t.db.select().from(jobAlerts).where(eq(jobAlerts.id, failing.alert.id));
    expect(after!.nextRunAt.getTime()).toBeGreaterThan(Date.now());
    expect(after!.checkedThrough).toEqual(before!.checkedThrough);
    await t.db
      .update(jobAlerts)
      .set({ nextRunAt: sql`now() - interval '1 minute'` })
      .where(eq(jobAlerts.id, failing.alert.id));
    await runDigests();
    const [retried] = await digestsTo(failing.user.email);
    expect(retried!.text).toContain(`New ${word} role`);
  });
});
