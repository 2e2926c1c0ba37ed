import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PollResults } from '../../../shared/poll';
import { investmentPreferences } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type PollBody = { preference: string | null; results: PollResults };

describe('investment poll', () => {
  it('keeps one preference per user, replaced on a new vote, and counts all in the results', async () => {
    const a = t.client();
    const userA = await a.signUp();
    const b = t.client();
    await b.signUp();
    expect(((await (await a.request('/api/poll')).json()) as PollBody).preference).toBeNull();

    await a.request('/api/poll', { method: 'PUT', json: { preference: 'angel' } });
    await b.request('/api/poll', { method: 'PUT', json: { preference: 'angel' } });
    const changed = (await (
      await a.request('/api/poll', { method: 'PUT', json: { preference: 'syndicate' } })
    ).json()) as PollBody;
    expect(changed.results).toEqual({ counts: { crowdfunding: 0, syndicate: 1, angel: 1, networking: 0 }, total: 2 });
    expect(
      await t.db.select().from(investmentPreferences).where(eq(investmentPreferences.userId, userA.id)),
    ).toHaveLength(1);
    expect(((await (await a.request('/api/poll')).json()) as PollBody).preference).toBe('syndicate');
  });

  it('asks for an option, and is for signed-in users only', async () => {
    const caller = t.client();
    await caller.signUp();
    const response = await caller.request('/api/poll', { method: 'PUT', json: {} });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: 'Please select an option' } });
    expect((await t.client().request('/api/poll', { method: 'PUT', json: { preference: 'angel' } })).status).toBe(401);
    expect((await t.client().request('/api/poll')).status).toBe(401);
  });
});
