import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StartupDetail, StartupListPage } from '../../../shared/startups';
import { WEBSITE_URL_PLAIN_MESSAGE } from '../../../shared/website-url';
import { emailOutbox, startups } from '../../db/schema';
import { buildStartup, insertJob } from '../../seed/factories';
import { imageForm, largePng, PNG_1X1 } from '../../testing/images';
import { postStartup, postStartupOk, uploadLogo } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; code?: string; fields?: Record<string, string> } };
const fileOf = (url: string) => path.join(t.uploadsDir, ...url.replace('/files/', '').split('/'));

async function founder(overrides = {}, options: { verified?: boolean } = {}) {
  const caller = t.client();
  const user = await caller.signUp(overrides, options);
  return { caller, user };
}

describe('posting a startup', () => {
  it('creates it, shows it publicly, and queues the "startup created" e-mail', async () => {
    // Fiona receives the "startup created" e-mail, and e-mails go only to a proved address.
    const { caller, user } = await founder({ firstName: 'Fiona' }, { verified: true });
    const startup = await postStartupOk(caller, { name: 'Orbit Labs', teamSize: 0 });
    expect(startup.slug).toBe('orbit-labs');

    const detail = await t.client().request('/api/startups/by-slug/orbit-labs');
    expect(detail.status).toBe(200);
    const body = (await detail.json()) as { startup: StartupDetail; jobs: unknown[] };
    expect(body.startup).toMatchObject({
      name: 'Orbit Labs',
      teamSize: 1,
      owner: { id: user.id, firstName: 'Fiona' },
      openRoles: [],
    });
    expect(body.jobs).toEqual([]);

    const [email] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user.email))
      .then((rows) => rows.filter((r) => r.template === 'startup_created'));
    expect(email?.subject).toBe('Orbit Labs is live on Liftoff');
    expect(email?.html).toContain('/startup/orbit-labs');
  });

  it('stores the custom text for Other category and brand voice', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, {
      industry: 'Other',
      customIndustry: 'AgriTech',
      brandVoice: 'Other',
      customBrandVoice: 'Warm & Earthy',
    });
    const [row] = await t.db.select().from(startups).where(eq(startups.id, startup.id));
    expect(row).toMatchObject({ industry: 'AgriTech', brandVoice: 'Warm & Earthy' });
  });

  it.each([
    ['name', '', 'Startup name is required'],
    ['description', '  ', 'About Us is required'],
    ['stage', 'Series Z', 'Please select a stage'],
    ['industry', 'Farming', 'Please select a category'],
    ['teamSize', 'many', 'Team size must be a number'],
    ['country', 'XK', 'Please select a country'],
    ['country', 'br', 'Please select a country'],
    ['tagline', 'x'.repeat(101), 'Tagline must be at most 100 characters'],
    ['brandVoice', '', 'Please select a brand voice'],
    ['mission', '', 'Mission & Vision is required'],
    ['story', '', 'Our Story is required'],
    ['highlightText', '', 'Highlight text is required'],
    ['contactEmail', 'not-an-email', 'Please enter a valid email address'],
    ['contactEmail', '', 'Contact email is required'],
    ['linkedinUrl', 'https://evil.example/in/x', 'LinkedIn URL must start with https://www.linkedin.com/'],
    ['websiteUrl', 'ftp://acme.example', 'Website URL must start with https://'],
    // A browser opens victim-bank.example for both (decision 052).
    ['websiteUrl', 'https://victim-bank.example\\@attacker-startup.example/', WEBSITE_URL_PLAIN_MESSAGE],
    ['websiteUrl', 'https://attacker-startup.example@victim-bank.example/', WEBSITE_URL_PLAIN_MESSAGE],
  ])('answers a bad %s with 400 and "%s"', async (field, value, message) => {
    const { caller } = await founder();
    const response = await postStartup(caller, { [field]: value });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error.fields?.[field]).toBe(message);
  });

  it("takes any ISO country, not only the spec's 8, and the listing filters by it (decision 023)", async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Samba Solar', country: 'BR' });
    const other = await postStartupOk(caller, { name: 'Maple Mobility', country: 'CA' });
    const [row] = await t.db.select({ country: startups.country }).from(startups).where(eq(startups.id, startup.id));
    expect(row?.country).toBe('BR');

    const response = await t.client().request('/api/startups?country=BR');
    expect(response.status).toBe(200);
    const page = (await response.json()) as StartupListPage;
    expect(page.items.map((card) => card.country)).toEqual(page.items.map(() => 'BR'));
    const ids = page.items.map((card) => card.id);
    expect(ids).toContain(startup.id);
    expect(ids).not.toContain(other.id);
  });

  it('requires the custom text when Other is chosen', async () => {
    const { caller } = await founder();
    const response = await postStartup(caller, {
      industry: 'Other',
      customIndustry: '',
      brandVoice: 'Other',
      customBrandVoice: '',
    });
    const body = (await response.json()) as ErrorBody;
    expect(body.error.fields).toMatchObject({
      customIndustry: 'Please enter your category',
      customBrandVoice: 'Please enter your brand voice',
    });
  });

  it('requires a logo the owner uploaded', async () => {
    const { caller: other } = await founder();
    const othersLogo = await uploadLogo(other);
    const { caller } = await founder();
    for (const logoUrl of ['', othersLogo, 'https://evil.example/logo.png']) {
      const response = await postStartup(caller, { logoUrl });
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).error.message).toBe('Please upload a logo before proceeding');
    }
  });

  it('refuses a signed-out caller', async () => {
    const response = await t.client().request('/api/startups', { json: {} });
    expect(response.status).toBe(401);
    const logo = await t
      .client()
      .request('/api/startups/logo', { form: imageForm('logo', PNG_1X1, 'l.png', 'image/png') });
    expect(logo.status).toBe(401);
  });
});

describe('the limit of 3 startups per owner', () => {
  it('refuses the fourth with "Startup Limit Reached"', async () => {
    const { caller } = await founder();
    for (let i = 0; i < 3; i++) await postStartupOk(caller);
    const response = await postStartup(caller);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: {
        message: 'You can run up to 3 startups on one account. Manage yours from the dashboard.',
        code: 'STARTUP_LIMIT',
      },
    });
  });

  it('holds when two posts arrive at the same time', async () => {
    const { caller, user } = await founder();
    await postStartupOk(caller);
    await postStartupOk(caller);
    const [a, b] = await Promise.all([uploadLogo(caller), uploadLogo(caller)]);
    const responses = await Promise.all([postStartup(caller, { logoUrl: a }), postStartup(caller, { logoUrl: b })]);
    expect(responses.map((r) => r.status).sort()).toEqual([201, 409]);
    const owned = await t.db.select().from(startups).where(eq(startups.ownerId, user.id));
    expect(owned).toHaveLength(3);
  });
});

describe('owner-only changes', () => {
  it('lets nobody else read for editing, update, toggle or delete a startup (403), nor a signed-out caller (401)', async () => {
    const { caller: owner } = await founder();
    const startup = await postStartupOk(owner);
    const { caller: intruder } = await founder();
    const logo = await uploadLogo(intruder);
    const attempts = [
      { path: `/api/startups/${startup.id}`, method: 'GET' },
      { path: `/api/startups/${startup.id}`, method: 'PUT', json: buildStartup({ logoUrl: logo }) },
      { path: `/api/startups/${startup.id}/active`, method: 'PATCH', json: { active: false } },
      { path: `/api/startups/${startup.id}`, method: 'DELETE' },
      { path: `/api/startups/${startup.id}/jobs`, method: 'GET' },
    ];
    for (const attempt of attempts) {
      const forbidden = await intruder.request(attempt.path, attempt);
      expect(forbidden.status, `${attempt.method} ${attempt.path}`).toBe(403);
      const signedOut = await t.client().request(attempt.path, attempt);
      expect(signedOut.status, `${attempt.method} ${attempt.path}`).toBe(401);
    }
    const [row] = await t.db.select().from(startups).where(eq(startups.id, startup.id));
    expect(row?.active).toBe(true);
  });

  it('lets the owner edit; a replaced logo is deleted', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Before Name' });
    expect(existsSync(fileOf(startup.logoUrl))).toBe(true);
    const current = ((await (await caller.request(`/api/startups/${startup.id}`)).json()) as { startup: StartupDetail })
      .startup;
    const newLogo = await uploadLogo(caller);
    const response = await caller.request(`/api/startups/${startup.id}`, {
      method: 'PUT',
      json: {
        ...current,
        name: 'After Name',
        logoUrl: newLogo,
        customIndustry: '',
        customBrandVoice: '',
        linkedinUrl: '',
        websiteUrl: '',
      },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { startup: StartupDetail }).startup).toMatchObject({
      name: 'After Name',
      logoUrl: newLogo,
    });
    expect(existsSync(fileOf(startup.logoUrl))).toBe(false);
    expect(existsSync(fileOf(newLogo))).toBe(true);
  });

  it('hides a deactivated startup from the public, and shows it again when activated', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Hidden Gem' });
    await caller.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: false } });
    expect((await t.client().request('/api/startups/by-slug/hidden-gem')).status).toBe(404);
    const list = (await (await t.client().request('/api/startups?search=Hidden%20Gem')).json()) as { total: number };
    expect(list.total).toBe(0);
    await caller.request(`/api/startups/${startup.id}/active`, { method: 'PATCH', json: { active: true } });
    expect((await t.client().request('/api/startups/by-slug/hidden-gem')).status).toBe(200);
  });

  it('deletes a startup with its jobs and its logo file', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller);
    await insertJob(t.db, startup.id);
    const response = await caller.request(`/api/startups/${startup.id}`, { method: 'DELETE' });
    expect(response.status).toBe(200);
    expect(await t.db.select().from(startups).where(eq(startups.id, startup.id))).toEqual([]);
    expect(existsSync(fileOf(startup.logoUrl))).toBe(false);
    expect((await caller.request(`/api/startups/${startup.id}`)).status).toBe(404);
  });
});

describe("a person's startups on their profile", () => {
  it('lists only their active startups, to signed-in callers only', async () => {
    const { caller, user } = await founder();
    const shown = await postStartupOk(caller, { name: 'Shown Startup' });
    const hidden = await postStartupOk(caller, { name: 'Hidden Startup' });
    await caller.request(`/api/startups/${hidden.id}/active`, { method: 'PATCH', json: { active: false } });
    const { caller: viewer } = await founder();
    const body = (await (await viewer.request(`/api/startups/by-owner/${user.id}`)).json()) as {
      items: { id: string }[];
    };
    expect(body.items.map((s) => s.id)).toEqual([shown.id]);
    expect((await t.client().request(`/api/startups/by-owner/${user.id}`)).status).toBe(401);
  });
});

describe('logo upload', () => {
  it('refuses a logo over 5MB and one that is not an image by its content, storing nothing', async () => {
    const { caller, user } = await founder();
    const big = await caller.request('/api/startups/logo', {
      form: imageForm('logo', largePng(5 * 1024 * 1024), 'big.png', 'image/png'),
    });
    expect([400, 413]).toContain(big.status);
    expect(((await big.json()) as ErrorBody).error.message).toBe('Logo must be less than 5MB');
    const fake = await caller.request('/api/startups/logo', {
      form: imageForm('logo', Buffer.from('%PDF-1.4 not an image'), 'logo.png', 'image/png'),
    });
    expect(fake.status).toBe(400);
    expect(((await fake.json()) as ErrorBody).error.message).toBe('Logo must be JPEG, PNG, or WebP format');
    expect(existsSync(path.join(t.uploadsDir, 'logos', user.id))).toBe(false);
  });
});

describe('the detail page address', () => {
  it('answers a hand-typed form of a slug with a redirect to the stored one, and 404 for no startup', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Same Name Co', tagline: 'the only one' });
    expect(startup.slug).toBe('same-name-co');
    for (const typed of ['SAME-NAME-CO', 'same%20name%20co', 'Same%20Name%20Co']) {
      const response = await t.client().request(`/api/startups/by-slug/${typed}`);
      expect(response.status, typed).toBe(307);
      expect(response.headers.get('location')).toBe('/api/startups/by-slug/same-name-co');
    }
    const missing = await t.client().request('/api/startups/by-slug/no-such-startup');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { message: 'Startup not found', code: 'NOT_FOUND' } });
  });

  it('finds a name with a percent sign or other characters that addresses encode', async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Delta 100% Green & Co' });
    const response = await t.client().request(`/api/startups/by-slug/${encodeURIComponent(startup.slug)}`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { startup: StartupDetail }).startup.name).toBe('Delta 100% Green & Co');
  });

  it('finds a name that itself has a hyphen', async () => {
    const { caller } = await founder();
    await postStartupOk(caller, { name: 'Re-Cycle Hub' });
    expect((await t.client().request('/api/startups/by-slug/re-cycle-hub')).status).toBe(200);
  });
});

describe('the detail page', () => {
  it("shows the open, active positions, newest first, and the card's open roles are their titles", async () => {
    const { caller } = await founder();
    const startup = await postStartupOk(caller, { name: 'Roles Once' });
    await insertJob(t.db, startup.id, { title: 'First Hire', createdAt: new Date(Date.UTC(2026, 0, 1)) });
    await insertJob(t.db, startup.id, { title: 'Second Hire', createdAt: new Date(Date.UTC(2026, 0, 2)) });
    await insertJob(t.db, startup.id, { title: 'Closed Role', status: 'closed' });
    await insertJob(t.db, startup.id, { title: 'Paused Role', isActive: false });
    const body = (await (await t.client().request('/api/startups/by-slug/roles-once')).json()) as {
      startup: StartupDetail;
      jobs: { title: string }[];
      applicationStatuses: Record<string, string>;
    };
    expect(body.jobs.map((job) => job.title)).toEqual(['Second Hire', 'First Hire']);
    expect(body.startup.openRoles).toEqual(['Second Hire', 'First Hire']);
    expect(body.applicationStatuses).toEqual({});
  });
});
