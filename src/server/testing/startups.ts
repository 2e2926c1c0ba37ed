import { expect } from 'vitest';
import type { StartupInput } from '../../shared/startups';
import { buildJob, buildStartup } from '../seed/factories';
import { imageForm, PNG_1X1 } from './images';
import type { TestApp } from './test-app';

type Caller = ReturnType<TestApp['client']>;

export async function uploadLogo(caller: Caller): Promise<string> {
  const response = await caller.request('/api/startups/logo', {
    form: imageForm('logo', PNG_1X1, 'logo.png', 'image/png'),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { logoUrl: string }).logoUrl;
}

/** Posts a startup through the API as the caller, logo upload included. */
export async function postStartup(caller: Caller, overrides: Partial<StartupInput> = {}) {
  const logoUrl = overrides.logoUrl ?? (await uploadLogo(caller));
  const response = await caller.request('/api/startups', { json: buildStartup({ ...overrides, logoUrl }) });
  return response;
}

export async function postStartupOk(caller: Caller, overrides: Partial<StartupInput> = {}) {
  const response = await postStartup(caller, overrides);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { startup: { id: string; name: string; slug: string; logoUrl: string } }).startup;
}

/** Posts a position to the caller's startup through the API. */
export async function postJobOk(caller: Caller, startupId: string) {
  const response = await caller.request(`/api/startups/${startupId}/jobs`, { json: buildJob() });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job;
}
