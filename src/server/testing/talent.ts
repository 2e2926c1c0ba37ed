import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emptyJobPreferences, type JobPreferences } from '../../shared/job-preferences';
import { profiles } from '../db/schema';
import { buildJob } from '../seed/factories';
import { postStartupOk } from './startups';
import type { TestApp } from './test-app';

// Candidates and founders for the tests of /talent and invitations, made through the routes.

type Caller = ReturnType<TestApp['client']>;

export const openPreferences: JobPreferences = {
  ...emptyJobPreferences,
  openToWork: 'active',
  jobTypes: ['Full-time'],
  experienceLevels: ['Senior'],
  locationTypes: ['Remote', 'Hybrid'],
  countries: ['GB'],
  lookingFor: 'A backend role',
};

async function setSettings(caller: Caller, changes: Record<string, boolean>) {
  const { settings } = (await (await caller.request('/api/account/settings')).json()) as {
    settings: Record<string, boolean>;
  };
  expect(
    (await caller.request('/api/account/settings', { method: 'PUT', json: { ...settings, ...changes } })).status,
  ).toBe(200);
}

/** A member with skills and preferences; `settings` changes theirs ("Show my profile", "Allow messages"). */
export async function candidate(
  t: TestApp,
  options: {
    skills?: string[];
    preferences?: Partial<JobPreferences>;
    settings?: Record<string, boolean>;
    verified?: boolean;
    firstName?: string;
  } = {},
) {
  const caller = t.client();
  const user = await caller.signUp({ firstName: options.firstName ?? 'Cara' }, { verified: options.verified });
  await t.db
    .update(profiles)
    .set({ skills: options.skills ?? ['TypeScript', 'PostgreSQL'], headline: 'Backend engineer' })
    .where(eq(profiles.id, user.id));
  expect(
    (
      await caller.request(`/api/profiles/${user.id}/preferences`, {
        method: 'PUT',
        json: { ...openPreferences, ...options.preferences },
      })
    ).status,
  ).toBe(200);
  if (options.settings) await setSettings(caller, options.settings);
  return { caller, user };
}

/** A founder with a listed startup and one open position (`job`), or a paused startup. */
export async function founder(t: TestApp, options: { active?: boolean; job?: Parameters<typeof buildJob>[0] } = {}) {
  const caller = t.client();
  const user = await caller.signUp({ firstName: 'Fred' });
  const startup = await postStartupOk(caller, { name: `Hiring ${Math.random().toString(36).slice(2, 8)}` });
  const posted = await caller.request(`/api/startups/${startup.id}/jobs`, {
    json: buildJob({ title: 'Backend Engineer', ...options.job }),
  });
  expect(posted.status).toBe(201);
  const { job } = (await posted.json()) as { job: { id: string } };
  if (options.active === false)
    expect(
      (await caller.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } })).status,
    ).toBe(200);
  return { caller, user, startup, job };
}
