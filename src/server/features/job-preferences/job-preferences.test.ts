import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyJobPreferences, type JobPreferences, type JobPreferencesAnswer } from '../../../shared/job-preferences';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { ONLY_FOUNDERS, ONLY_YOUR_OWN } from './job-preferences.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
const preferencesOf = (caller: Caller, id: string) => caller.request(`/api/profiles/${id}/preferences`);
const save = (caller: Caller, id: string, json: unknown) =>
  caller.request(`/api/profiles/${id}/preferences`, { method: 'PUT', json });
const answer = async (response: Response) => ((await response.json()) as JobPreferencesAnswer).preferences;
const errorOf = async (response: Response) =>
  ((await response.json()) as { error: { message: string; fields?: Record<string, string> } }).error;

const wanted: JobPreferences = {
  openToWork: 'active',
  jobTypes: ['Full-time', 'Contract'],
  experienceLevels: ['Senior'],
  locationTypes: ['Remote'],
  countries: ['GB', 'DE'],
  minPay: { amount: 70000, currency: 'GBP', period: 'Year' },
  needsVisa: true,
  lookingFor: 'A backend role at an early climate startup',
};

async function founder(options: { active?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp();
  const startup = await postStartupOk(caller, { name: `Hiring ${Math.random().toString(36).slice(2, 8)}` });
  if (options.active === false)
    expect(
      (await caller.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } })).status,
    ).toBe(200);
  return { caller, user, startup };
}

/** The administrator, signed up once for the file. */
let adminCaller: Promise<Caller> | undefined;
function admin(): Promise<Caller> {
  adminCaller ??= (async () => {
    const caller = t.client();
    await caller.signUp({ email: 'admin@example.com' }, { verified: true });
    return caller;
  })();
  return adminCaller;
}

describe('what a member is open to', () => {
  it('starts as not looking, is saved whole and read back by its member', async () => {
    const member = t.client();
    const user = await member.signUp();
    expect(await answer(await preferencesOf(member, user.id))).toEqual(emptyJobPreferences);
    const saved = await save(member, user.id, wanted);
    expect(saved.status).toBe(200);
    expect(await answer(saved)).toEqual(wanted);
    expect(await answer(await preferencesOf(member, user.id))).toEqual(wanted);
    // Saving again replaces everything: no minimum, nothing chosen.
    const next = { ...emptyJobPreferences, openToWork: 'open' as const, lookingFor: '  Open to offers  ' };
    expect(await answer(await save(member, user.id, next))).toEqual({ ...next, lookingFor: 'Open to offers' });
  });

  it('refuses what the form would not send, with the field it is about, and keeps what was saved', async () => {
    const member = t.client();
    const user = await member.signUp();
    await save(member, user.id, wanted);
    const bad: [unknown, string][] = [
      [{ ...wanted, openToWork: 'maybe' }, 'openToWork'],
      [{ ...wanted, jobTypes: ['Full-time', 'Full-time'] }, 'jobTypes'],
      [{ ...wanted, countries: ['XX'] }, 'countries'],
      [{ ...wanted, minPay: { amount: 50000, currency: 'GBP' } }, 'minPay.period'],
      [{ ...wanted, minPay: { amount: -1, currency: 'GBP', period: 'Year' } }, 'minPay.amount'],
      [{ ...wanted, lookingFor: 'x'.repeat(161) }, 'lookingFor'],
      [{ ...wanted, lookingFor: 'line\u0000break' }, 'lookingFor'],
      [{ ...wanted, needsVisa: 'yes' }, 'needsVisa'],
    ];
    for (const [json, field] of bad) {
      const response = await save(member, user.id, json);
      expect(response.status, field).toBe(400);
      // A list's field is named by its entry (countries.0), as the form places it.
      const fields = Object.keys((await errorOf(response)).fields ?? {});
      expect(
        fields.some((name) => name === field || name.startsWith(`${field}.`)),
        `${field}: ${fields.join(', ')}`,
      ).toBe(true);
    }
    expect(await answer(await preferencesOf(member, user.id))).toEqual(wanted);
  });

  it('is changed by its member only', async () => {
    const member = t.client();
    const user = await member.signUp();
    const other = t.client();
    await other.signUp();
    const refused = await save(other, user.id, wanted);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(ONLY_YOUR_OWN);
    expect(await answer(await preferencesOf(member, user.id))).toEqual(emptyJobPreferences);
  });

  it('is shown to founders with an active startup and the administrator, never to other candidates', async () => {
    const member = t.client();
    const user = await member.signUp();
    await save(member, user.id, wanted);

    const hiring = await founder();
    expect(await answer(await preferencesOf(hiring.caller, user.id))).toEqual(wanted);

    expect(await answer(await preferencesOf(await admin(), user.id))).toEqual(wanted);

    const candidate = t.client();
    await candidate.signUp();
    const refused = await preferencesOf(candidate, user.id);
    expect(refused.status).toBe(403);
    expect((await errorOf(refused)).message).toBe(ONLY_FOUNDERS);
    // A founder whose only startup is paused is not hiring.
    const paused = await founder({ active: false });
    expect((await preferencesOf(paused.caller, user.id)).status).toBe(403);

    expect((await preferencesOf(t.client(), user.id)).status).toBe(401);
    expect((await preferencesOf(hiring.caller, '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e')).status).toBe(404);
  });

  it('is told founders only while the member is open to work; the member and the administrator still read it', async () => {
    const member = t.client();
    const user = await member.signUp();
    const hiring = await founder();
    // Never said anything: nothing to tell.
    expect(await answer(await preferencesOf(hiring.caller, user.id))).toBeNull();
    const notLooking = { ...wanted, openToWork: 'not_looking' as const };
    await save(member, user.id, notLooking);
    const hidden = await preferencesOf(hiring.caller, user.id);
    expect(hidden.status).toBe(200);
    expect(await answer(hidden)).toBeNull();
    expect(await answer(await preferencesOf(member, user.id))).toEqual(notLooking);
    expect(await answer(await preferencesOf(await admin(), user.id))).toEqual(notLooking);

    for (const openToWork of ['open', 'active'] as const) {
      await save(member, user.id, { ...wanted, openToWork });
      expect(await answer(await preferencesOf(hiring.caller, user.id))).toEqual({ ...wanted, openToWork });
    }
  });

  it('is hidden with the profile ("Show my profile" off), except from the founders the member applied to', async () => {
    const member = t.client();
    const user = await member.signUp();
    await save(member, user.id, wanted);
    const { settings } = (await (await member.request('/api/account/settings')).json()) as {
      settings: Record<string, boolean>;
    };
    expect(
      (await member.request('/api/account/settings', { method: 'PUT', json: { ...settings, showProfile: false } }))
        .status,
    ).toBe(200);

    const hiring = await founder();
    const shown = await preferencesOf(hiring.caller, user.id);
    expect(shown.status).toBe(200);
    expect(await answer(shown)).toBeNull();

    const job = await postJobOk(hiring.caller, hiring.startup.id);
    expect((await member.request(`/api/jobs/${job.id}/applications`, { form: applicationForm() })).status).toBe(201);
    expect(await answer(await preferencesOf(hiring.caller, user.id))).toEqual(wanted);
    // Another founder still sees nothing.
    const other = await founder();
    expect(await answer(await preferencesOf(other.caller, user.id))).toBeNull();
  });
});
