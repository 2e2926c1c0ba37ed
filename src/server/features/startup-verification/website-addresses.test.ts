import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_A_DOMAIN, PUBLIC_SUFFIX, type DomainVerification } from '../../../shared/domain-verification';
import { WEBSITE_URL_PLAIN_MESSAGE } from '../../../shared/website-url';
import { startups } from '../../db/schema';
import { buildStartup } from '../../seed/factories';
import { postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// The website a badge stands for is the one a browser opens (decision 052): one parser reads the address
// for the field, the stored text and the domain to verify, and a public suffix is nobody's to verify.

let t: TestApp;
type Caller = ReturnType<TestApp['client']>;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type ErrorBody = { error: { message: string; fields?: Record<string, string> } };
const json = async <T>(response: Response) => (await response.json()) as T;
const base = (id: string) => `/api/startups/${id}/verification`;
const stateOf = async (caller: Caller, id: string) => json<DomainVerification>(await caller.request(base(id)));
const rowOf = async (id: string) => (await t.db.select().from(startups).where(eq(startups.id, id)))[0]!;

async function startupOn(website: (domain: string) => string) {
  counter += 1;
  const domain = `honest${counter}-${Date.now().toString(36)}.com`;
  const owner = t.client();
  await owner.signUp({ firstName: 'Olga', lastName: 'Owner' });
  const { logoUrl: _logo, ...input } = buildStartup({
    name: `Honest ${counter} ${Date.now().toString(36)}`,
    websiteUrl: website(domain),
  });
  const startup = await postStartupOk(owner, input);
  return { ...startup, domain, input, owner };
}

async function verifiedStartup() {
  const startup = await startupOn((d) => `https://${d}/`);
  expect((await startup.owner.request(`${base(startup.id)}/email`, { json: { email: 'founder' } })).status).toBe(200);
  const code = await t.lastCode(`founder@${startup.domain}`, 'domain_code');
  expect((await startup.owner.request(`${base(startup.id)}/email/confirm`, { json: { code } })).status).toBe(200);
  return startup;
}

/** Sends a code and asks for the DNS record: both must be refused with `message`. */
async function expectNoClaim(startup: Awaited<ReturnType<typeof startupOn>>, message: string) {
  for (const [path, body] of [
    ['/email', { email: 'founder' }],
    ['/dns', {}],
  ] as const) {
    const response = await startup.owner.request(`${base(startup.id)}${path}`, { json: body });
    expect(response.status, path).toBe(400);
    expect((await json<ErrorBody>(response)).error.message, path).toBe(message);
  }
}

describe('a website a browser would open elsewhere', () => {
  it('is refused on an edit of a verified startup, which keeps its honest website and its badge', async () => {
    const startup = await verifiedStartup();
    const honest = (await rowOf(startup.id)).websiteUrl;
    for (const websiteUrl of [
      `https://victim-bank.example\\@${startup.domain}/`,
      `https://victim-bank.example@${startup.domain}/`,
    ]) {
      const response = await startup.owner.request(`/api/startups/${startup.id}`, {
        method: 'PUT',
        json: { ...startup.input, logoUrl: startup.logoUrl, websiteUrl },
      });
      expect(response.status, websiteUrl).toBe(400);
      expect((await json<ErrorBody>(response)).error.fields?.websiteUrl).toBe(WEBSITE_URL_PLAIN_MESSAGE);
    }
    expect(await rowOf(startup.id)).toMatchObject({ websiteUrl: honest, verifiedDomain: startup.domain });
  });

  it('is stored as the browser writes it, so the domain verified is the one that opens', async () => {
    const startup = await startupOn((d) => `HTTPS://WWW.${d.toUpperCase()}`);
    expect((await rowOf(startup.id)).websiteUrl).toBe(`https://www.${startup.domain}/`);
    expect((await stateOf(startup.owner, startup.id)).websiteDomain).toBe(startup.domain);
  });

  it('has no domain to verify when stored as an older row kept it (written straight to the database)', async () => {
    const startup = await startupOn((d) => `https://${d}/`);
    await t.db
      .update(startups)
      .set({ websiteUrl: `https://victim-bank.example\\@${startup.domain}/` })
      .where(eq(startups.id, startup.id));
    expect(await stateOf(startup.owner, startup.id)).toMatchObject({
      websiteDomain: null,
      refusal: NOT_A_DOMAIN,
      verified: null,
    });
    await expectNoClaim(startup, NOT_A_DOMAIN);
  });

  it('loses a badge kept from before, by the one-time update of migration 0045', async () => {
    const startup = await verifiedStartup();
    // An older row: the address as typed, and the badge the older domain function gave it.
    await t.db
      .update(startups)
      .set({ websiteUrl: `https://victim-bank.example\\@${startup.domain}/` })
      .where(eq(startups.id, startup.id));
    await t.db
      .update(startups)
      .set({ verifiedAt: new Date(), verifiedDomain: startup.domain, verificationMethod: 'email' })
      .where(eq(startups.id, startup.id));
    const migration = readFileSync(
      new URL('../../db/migrations/0045_security_part_three.sql', import.meta.url),
      'utf8',
    );
    const lapse = migration
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "startups"'))!;
    expect(lapse).toContain('UPDATE "startups"');
    await t.db.execute(sql.raw(lapse));
    expect(await rowOf(startup.id)).toMatchObject({ verifiedAt: null, verifiedDomain: null, verificationMethod: null });
  });
});

describe('a website on a public suffix', () => {
  it('cannot be verified, from either section of the List', async () => {
    for (const suffix of ['co.uk', 'github.io', 'vercel.app', 'herokuapp.com']) {
      const startup = await startupOn(() => `https://www.${suffix}/acme`);
      expect(await stateOf(startup.owner, startup.id), suffix).toMatchObject({
        websiteDomain: suffix,
        refusal: PUBLIC_SUFFIX(suffix),
      });
      await expectNoClaim(startup, PUBLIC_SUFFIX(suffix));
    }
  });

  it('leaves a name registered under one to its owner', async () => {
    const startup = await startupOn((d) => `https://${d.replace('.com', '.co.uk')}/`);
    expect(await stateOf(startup.owner, startup.id)).toMatchObject({
      websiteDomain: startup.domain.replace('.com', '.co.uk'),
      refusal: null,
      emailRefusal: null,
    });
  });
});
