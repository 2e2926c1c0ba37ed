import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Job } from '../../../shared/jobs';
import type { StartupDetail, StartupInput } from '../../../shared/startups';
import { emailOutbox, startupSlugHistory } from '../../db/schema';
import { buildJob, buildStartup, insertStartup } from '../../seed/factories';
import { postStartupOk, uploadLogo } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Names are not unique, addresses are (decision 010). A member who posts "greengrid" must not take
// over GreenGrid's page, its contact e-mail, its positions, or its applicants' resumes.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Caller = ReturnType<TestApp['client']>;
type Page = { startup: StartupDetail; jobs: Job[] };

async function member(options: { verified?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp({}, options);
  return { caller, user };
}

async function page(slug: string): Promise<Page> {
  const response = await t.client().request(`/api/startups/by-slug/${encodeURIComponent(slug)}`);
  expect(response.status, slug).toBe(200);
  return (await response.json()) as Page;
}

/** Where the address sends a browser: the slug of the Location of a 307. */
async function redirectOf(slug: string): Promise<string> {
  const response = await t.client().request(`/api/startups/by-slug/${encodeURIComponent(slug)}`);
  expect(response.status, slug).toBe(307);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return decodeURIComponent(response.headers.get('location')!.replace('/api/startups/by-slug/', ''));
}

async function rename(
  caller: Caller,
  startup: { id: string; logoUrl: string },
  name: string,
  overrides: Partial<StartupInput> = {},
) {
  const response = await caller.request(`/api/startups/${startup.id}`, {
    method: 'PUT',
    json: buildStartup({ ...overrides, name, logoUrl: startup.logoUrl }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { startup: StartupDetail }).startup;
}

describe('a startup name someone else already uses', () => {
  it("gets its own slug, and the first startup's page, contact e-mail and positions stay its own", async () => {
    const { caller: owner } = await member();
    const original = await postStartupOk(owner, { name: 'GreenGrid', contactEmail: 'hello@greengrid.example' });
    expect(original.slug).toBe('greengrid');
    const job = await owner.request(`/api/startups/${original.id}/jobs`, {
      json: buildJob({ title: 'Grid Engineer' }),
    });
    expect(job.status).toBe(201);

    const copies = [];
    for (const name of ['greengrid', 'GreenGrid', 'GREENGRID!']) {
      const { caller } = await member();
      copies.push(await postStartupOk(caller, { name, contactEmail: 'attacker@evil.example' }));
    }
    expect(copies.map((s) => s.slug)).toEqual(['greengrid-2', 'greengrid-3', 'greengrid-4']);
    const { caller: spaced } = await member();
    expect((await postStartupOk(spaced, { name: 'Green  Grid' })).slug).toBe('green-grid');

    const shown = await page('greengrid');
    expect(shown.startup).toMatchObject({
      id: original.id,
      slug: 'greengrid',
      contactEmail: 'hello@greengrid.example',
    });
    expect(shown.jobs.map((j) => j.title)).toEqual(['Grid Engineer']);
    expect((await page('greengrid-2')).startup).toMatchObject({
      id: copies[0]!.id,
      contactEmail: 'attacker@evil.example',
      openRoles: [],
    });
  });

  it('takes the next free suffix, skipping slugs other names already gave', async () => {
    const { user } = await member();
    await insertStartup(t.db, user.id, { name: 'Suffix Labs 2' }); // its own slug is suffix-labs-2
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      const { caller } = await member();
      slugs.push((await postStartupOk(caller, { name: 'Suffix Labs' })).slug);
    }
    expect(slugs).toEqual(['suffix-labs', 'suffix-labs-3', 'suffix-labs-4']);
  });

  it('links the "startup created" e-mail to the stored slug', async () => {
    const { caller: first } = await member();
    await postStartupOk(first, { name: 'Mail Link Co' });
    // The second founder receives the "startup created" e-mail, and e-mails go only to a proved address.
    const { caller: second, user } = await member({ verified: true });
    const copy = await postStartupOk(second, { name: 'Mail Link Co' });
    expect(copy.slug).toBe('mail-link-co-2');
    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'startup_created')));
    expect(email?.html).toContain('/startup/mail-link-co-2"');
  });

  it('gives two posts of one name at the same time two slugs', async () => {
    const [a, b] = await Promise.all([member(), member()]);
    const [logoA, logoB] = await Promise.all([uploadLogo(a.caller), uploadLogo(b.caller)]);
    const created = await Promise.all([
      postStartupOk(a.caller, { name: 'Race Condition Co', logoUrl: logoA }),
      postStartupOk(b.caller, { name: 'Race Condition Co', logoUrl: logoB }),
    ]);
    expect(created.map((s) => s.slug).sort()).toEqual(['race-condition-co', 'race-condition-co-2']);
  });
});

describe('renaming a startup', () => {
  it('moves it to the new slug; the old link redirects there and no other startup can take it', async () => {
    const { caller: owner } = await member();
    const startup = await postStartupOk(owner, { name: 'Orbit Works' });
    const renamed = await rename(owner, startup, 'Orbit Energy');
    expect(renamed.slug).toBe('orbit-energy');
    expect(await redirectOf('orbit-works')).toBe('orbit-energy');
    expect((await page('orbit-energy')).startup.id).toBe(startup.id);

    const { caller: other } = await member();
    const taker = await postStartupOk(other, { name: 'Orbit Works' });
    expect(taker.slug).toBe('orbit-works-2');
    expect(await redirectOf('orbit-works')).toBe('orbit-energy');
    // Renaming another startup to that name does not take the old slug either.
    const { caller: third } = await member();
    const later = await postStartupOk(third, { name: 'Something Else' });
    expect((await rename(third, later, 'Orbit Works')).slug).toBe('orbit-works-3');
  });

  it('keeps the slug when the new name gives the same one, and takes its own old slug back', async () => {
    const { caller: owner } = await member();
    const startup = await postStartupOk(owner, { name: 'Boomerang' });
    expect((await rename(owner, startup, 'BOOMERANG!', { tagline: 'same slug' })).slug).toBe('boomerang');
    expect(await t.db.select().from(startupSlugHistory).where(eq(startupSlugHistory.startupId, startup.id))).toEqual(
      [],
    );

    expect((await rename(owner, startup, 'Boomerang Two')).slug).toBe('boomerang-two');
    expect((await rename(owner, startup, 'Boomerang')).slug).toBe('boomerang');
    expect(await redirectOf('boomerang-two')).toBe('boomerang');
    expect((await page('boomerang')).startup.id).toBe(startup.id);
    const history = await t.db
      .select({ slug: startupSlugHistory.slug })
      .from(startupSlugHistory)
      .where(eq(startupSlugHistory.startupId, startup.id));
    expect(history.map((h) => h.slug)).toEqual(['boomerang-two']);
  });

  it('answers 404 for an old slug of a startup that is no longer active', async () => {
    const { caller: owner } = await member();
    const startup = await postStartupOk(owner, { name: 'Fading Co' });
    await rename(owner, startup, 'Faded Co');
    await owner.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } });
    expect((await t.client().request('/api/startups/by-slug/fading-co')).status).toBe(404);
    expect((await t.client().request('/api/startups/by-slug/faded-co')).status).toBe(404);
  });

  it('frees its slugs when the startup is deleted', async () => {
    const { caller: owner } = await member();
    const startup = await postStartupOk(owner, { name: 'Gone Soon' });
    await rename(owner, startup, 'Gone Later');
    expect((await owner.request(`/api/startups/${startup.id}`, { method: 'DELETE' })).status).toBe(200);
    const { caller: other } = await member();
    expect((await postStartupOk(other, { name: 'Gone Soon' })).slug).toBe('gone-soon');
  });
});
