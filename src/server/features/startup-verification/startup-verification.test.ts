import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ADDRESS_FREE_MAIL,
  ADDRESS_NOT_AT_DOMAIN,
  CODE_EXPIRED,
  CODE_SPENT,
  CODE_WRONG,
  DOMAIN_CODES_PER_STARTUP_PER_HOUR,
  EMAIL_NOT_POSSIBLE,
  NO_WEBSITE,
  SEND_CODE_FIRST,
  type DnsCheck,
  type DomainVerification,
} from '../../../shared/domain-verification';
import { domainEvents, emailOutbox, startupDomainClaims, startups } from '../../db/schema';
import { buildStartup } from '../../seed/factories';
import { applicationForm } from '../../testing/images';
import { postJobOk, postStartupOk } from '../../testing/startups';
import { createTestApp, type TestApp } from '../../testing/test-app';

// Verified startups (decision 047): the owner proves the website's domain by an
// e-mailed code or a DNS TXT record (the test's own DNS answers, never the real one); the badge's
// domain shows on cards, pages and positions; a new domain ends it.

let t: TestApp;
type Caller = ReturnType<TestApp['client']>;
let member: Caller;
let applicant: Caller;
let admin: Caller;
const visitor = () => t.client();
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  member = t.client();
  await member.signUp({ firstName: 'Max' });
  applicant = t.client();
  await applicant.signUp({ firstName: 'Ana' });
  admin = t.client();
  await admin.signUp({ email: 'admin@example.com', firstName: 'Ada' }, { verified: true });
});
afterAll(() => t.close());
beforeEach(() => t.dns.reset());

const json = async <T>(response: Response) => (await response.json()) as T;

/**
 * A startup on a domain of its own with an open position, and its owner (a member of their own each: a
 * member runs at most 3 startups).
 */
async function startupOn(website: string | ((domain: string) => string) = (d) => `https://www.${d}/about`) {
  counter += 1;
  const domain = `acme${counter}-${Date.now().toString(36)}.com`;
  const websiteUrl = typeof website === 'string' ? website : website(domain);
  const owner = t.client();
  const ownerId = (await owner.signUp({ firstName: 'Olga', lastName: 'Owner' })).id;
  const { logoUrl: _logo, ...input } = buildStartup({ name: `Acme ${counter} ${Date.now().toString(36)}`, websiteUrl });
  const startup = await postStartupOk(owner, input);
  const job = await postJobOk(owner, startup.id);
  return { ...startup, domain, input, job, owner, ownerId };
}

const base = (id: string) => `/api/startups/${id}/verification`;
const sendCode = (caller: Caller, id: string, email: string) =>
  caller.request(`${base(id)}/email`, { json: { email } });
const confirm = (caller: Caller, id: string, code: string) =>
  caller.request(`${base(id)}/email/confirm`, { json: { code } });
const errorOf = async (response: Response) => (await json<{ error: { message: string } }>(response)).error.message;

async function badges(startup: Awaited<ReturnType<typeof startupOn>>) {
  const listing = await json<{ items: { id: string; verifiedDomain: string | null }[] }>(
    await visitor().request(`/api/startups?search=${encodeURIComponent(startup.name)}`),
  );
  const page = await json<{ startup: { verifiedDomain: string | null } }>(
    await visitor().request(`/api/startups/by-slug/${startup.slug}`),
  );
  const jobPage = await json<{ startup: { verifiedDomain: string | null } }>(
    await visitor().request(`/api/jobs/${startup.job.id}/page`),
  );
  const board = await json<{ items: { id: string; startup: { verifiedDomain: string | null } }[] }>(
    await visitor().request('/api/jobs'),
  );
  return {
    card: listing.items.find((item) => item.id === startup.id)?.verifiedDomain,
    page: page.startup.verifiedDomain,
    jobPage: jobPage.startup.verifiedDomain,
    board: board.items.find((item) => item.id === startup.job.id)?.startup.verifiedDomain,
  };
}

describe('verifying by an e-mailed code', () => {
  it('the owner sends a code to an address at the domain (the part before the @ is enough), enters it, and the badge shows everywhere the name does', async () => {
    const startup = await startupOn();
    const before = await json<DomainVerification>(await startup.owner.request(base(startup.id)));
    expect(before).toMatchObject({
      websiteDomain: startup.domain,
      refusal: null,
      emailRefusal: null,
      verified: null,
      pending: null,
    });
    expect(await badges(startup)).toEqual({ card: null, page: null, jobPage: null, board: null });

    const sent = await sendCode(startup.owner, startup.id, 'Founder');
    expect(sent.status).toBe(200);
    const pending = (await json<DomainVerification>(sent)).pending!;
    expect(pending).toMatchObject({ domain: startup.domain, email: `founder@${startup.domain}`, triesLeft: 5 });
    const [claim] = await t.db.select().from(startupDomainClaims).where(eq(startupDomainClaims.startupId, startup.id));
    const code = await t.lastCode(`founder@${startup.domain}`, 'domain_code');
    // Stored hashed: the code itself is nowhere in the claim.
    expect(JSON.stringify(claim)).not.toContain(code);

    const confirmed = await confirm(startup.owner, startup.id, code);
    expect(confirmed.status).toBe(200);
    expect((await json<DomainVerification>(confirmed)).verified).toMatchObject({
      domain: startup.domain,
      method: 'email',
    });
    const [row] = await t.db
      .select({
        verifiedAt: startups.verifiedAt,
        verifiedDomain: startups.verifiedDomain,
        method: startups.verificationMethod,
      })
      .from(startups)
      .where(eq(startups.id, startup.id));
    expect(row).toMatchObject({ verifiedDomain: startup.domain, method: 'email' });
    expect(row!.verifiedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(startupDomainClaims).where(eq(startupDomainClaims.startupId, startup.id))).toEqual(
      [],
    );
    const [event] = await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'startup.verified'))
      .orderBy(desc(domainEvents.id))
      .limit(1);
    expect(event!.payload).toMatchObject({
      actorId: startup.ownerId,
      startupId: startup.id,
      domain: startup.domain,
      method: 'email',
      request: { ip: null, userAgent: null },
    });
    expect(await badges(startup)).toEqual({
      card: startup.domain,
      page: startup.domain,
      jobPage: startup.domain,
      board: startup.domain,
    });
  });

  it('takes an address at a subdomain; refuses one at another domain or at a free mail provider', async () => {
    const startup = await startupOn();
    const other = await sendCode(startup.owner, startup.id, 'me@other-company.com');
    expect(other.status).toBe(400);
    expect(await errorOf(other)).toBe(ADDRESS_NOT_AT_DOMAIN(startup.domain));
    // A domain that merely ends with the startup's is another domain.
    expect((await sendCode(startup.owner, startup.id, `me@x${startup.domain}`)).status).toBe(400);
    const free = await sendCode(startup.owner, startup.id, 'me@gmail.com');
    expect(free.status).toBe(400);
    expect(await errorOf(free)).toBe(ADDRESS_FREE_MAIL);
    expect(await errorOf(await sendCode(startup.owner, startup.id, 'me@gmx.de'))).toBe(ADDRESS_FREE_MAIL);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.template, 'domain_code'))
        .then((rows) => rows.filter((r) => r.toAddress.includes('gmail') || r.toAddress.includes('other-company'))),
    ).toEqual([]);
    expect((await sendCode(startup.owner, startup.id, `ops@mail.${startup.domain}`)).status).toBe(200);
  });

  it('is closed for a website on a free mail provider or a hosting subdomain, and for a startup without a website', async () => {
    for (const website of ['https://acme-team.github.io/', 'https://acme.vercel.app', 'https://gmail.com/acme']) {
      const startup = await startupOn(website);
      const state = await json<DomainVerification>(await startup.owner.request(base(startup.id)));
      expect(state.emailRefusal, website).toBe(EMAIL_NOT_POSSIBLE);
      const refused = await sendCode(startup.owner, startup.id, 'founder');
      expect(refused.status).toBe(400);
      expect(await errorOf(refused)).toBe(EMAIL_NOT_POSSIBLE);
    }
    const bare = await startupOn('');
    expect((await json<DomainVerification>(await bare.owner.request(base(bare.id)))).refusal).toBe(NO_WEBSITE);
    expect(await errorOf(await sendCode(bare.owner, bare.id, 'founder@example.com'))).toBe(NO_WEBSITE);
    expect(await errorOf(await bare.owner.request(`${base(bare.id)}/dns`, { json: {} }))).toBe(NO_WEBSITE);
  });

  it('a wrong code counts down; five spend it (the right one then fails too); an expired one fails; a new code starts again', async () => {
    const startup = await startupOn();
    const to = `hello@${startup.domain}`;
    expect(await errorOf(await confirm(startup.owner, startup.id, '123456'))).toBe(SEND_CODE_FIRST);
    await sendCode(startup.owner, startup.id, 'hello');
    const code = await t.lastCode(to, 'domain_code');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    for (let left = 4; left >= 1; left -= 1) {
      const response = await confirm(startup.owner, startup.id, wrong);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toBe(CODE_WRONG(left));
    }
    expect(await errorOf(await confirm(startup.owner, startup.id, wrong))).toBe(CODE_SPENT);
    expect(await errorOf(await confirm(startup.owner, startup.id, code))).toBe(CODE_SPENT);

    await sendCode(startup.owner, startup.id, 'hello');
    const fresh = await t.lastCode(to, 'domain_code');
    await t.db
      .update(startupDomainClaims)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(startupDomainClaims.startupId, startup.id));
    expect(await errorOf(await confirm(startup.owner, startup.id, fresh))).toBe(CODE_EXPIRED);
    expect((await json<DomainVerification>(await startup.owner.request(base(startup.id)))).verified).toBeNull();
  });

  it(`sends at most ${DOMAIN_CODES_PER_STARTUP_PER_HOUR} codes an hour for one startup`, async () => {
    const startup = await startupOn();
    for (let i = 0; i < DOMAIN_CODES_PER_STARTUP_PER_HOUR; i += 1)
      expect((await sendCode(startup.owner, startup.id, `team${i}`)).status).toBe(200);
    const refused = await sendCode(startup.owner, startup.id, 'team9');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    const sent = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.template, 'domain_code'), sql`${emailOutbox.toAddress} like ${`%@${startup.domain}`}`));
    expect(sent).toHaveLength(DOMAIN_CODES_PER_STARTUP_PER_HOUR);
  });
});

describe('verifying by a DNS TXT record', () => {
  async function record(startup: { id: string; owner: Caller }) {
    const response = await startup.owner.request(`${base(startup.id)}/dns`, { json: {} });
    expect(response.status).toBe(200);
    return (await json<DomainVerification>(response)).pending!.dnsRecord;
  }
  const check = async (startup: { id: string; owner: Caller }) => {
    const response = await startup.owner.request(`${base(startup.id)}/dns/check`, { json: {} });
    expect(response.status).toBe(200);
    return json<DnsCheck>(response);
  };

  it('gives the record (the same on asking again), says when it is not there yet, and verifies once it is, at _liftoff.<domain> too', async () => {
    const startup = await startupOn();
    const dnsRecord = await record(startup);
    expect(dnsRecord.names).toEqual([startup.domain, `_liftoff.${startup.domain}`]);
    expect(dnsRecord.value).toMatch(/^liftoff-verification=[\w-]{20,}$/);
    expect(await record(startup)).toEqual(dnsRecord);

    t.dns.setTxt(startup.domain, ['v=spf1 -all', 'liftoff-verification=someone-else']);
    expect((await check(startup)).result).toBe('not_found');
    expect(t.dns.lookups.sort()).toEqual([startup.domain, `_liftoff.${startup.domain}`].sort());

    t.dns.setTxt(`_liftoff.${startup.domain}`, [dnsRecord.value]);
    const verified = await check(startup);
    expect(verified.result).toBe('verified');
    expect(verified.verification.verified).toMatchObject({ domain: startup.domain, method: 'dns' });
    expect(await badges(startup)).toEqual({
      card: startup.domain,
      page: startup.domain,
      jobPage: startup.domain,
      board: startup.domain,
    });
    const [event] = await t.db
      .select({ payload: domainEvents.payload })
      .from(domainEvents)
      .where(eq(domainEvents.type, 'startup.verified'))
      .orderBy(desc(domainEvents.id))
      .limit(1);
    expect(event!.payload).toMatchObject({ startupId: startup.id, method: 'dns' });
  });

  it('reports a domain whose servers do not answer in time, and one whose lookup fails', async () => {
    const startup = await startupOn();
    await record(startup);
    t.dns.silence(startup.domain);
    t.dns.silence(`_liftoff.${startup.domain}`);
    const started = Date.now();
    expect((await check(startup)).result).toBe('timed_out');
    // The app's timeout (the fake's 200 ms), not a hang.
    expect(Date.now() - started).toBeLessThan(2000);
    t.dns.reset();
    t.dns.fail(startup.domain);
    t.dns.fail(`_liftoff.${startup.domain}`);
    expect((await check(startup)).result).toBe('lookup_failed');
    expect((await json<DomainVerification>(await startup.owner.request(base(startup.id)))).verified).toBeNull();
  });

  it('a check needs the record shown first', async () => {
    const startup = await startupOn();
    const response = await startup.owner.request(`${base(startup.id)}/dns/check`, { json: {} });
    expect(response.status).toBe(400);
    expect(t.dns.lookups).toEqual([]);
  });
});

describe('who may verify', () => {
  it('only the owner: a visitor 401; a member, an applicant to its position and the administrator 403, on every route', async () => {
    const startup = await startupOn();
    expect(
      (await applicant.request(`/api/jobs/${startup.job.id}/applications`, { form: applicationForm() })).status,
    ).toBe(201);
    await startup.owner.request(`${base(startup.id)}/dns`, { json: {} });
    t.dns.setTxt(startup.domain, [
      (await json<DomainVerification>(await startup.owner.request(base(startup.id)))).pending!.dnsRecord.value,
    ]);
    const calls: [string, unknown][] = [
      [base(startup.id), undefined],
      [`${base(startup.id)}/email`, { email: 'founder' }],
      [`${base(startup.id)}/email/confirm`, { code: '123456' }],
      [`${base(startup.id)}/dns`, {}],
      [`${base(startup.id)}/dns/check`, {}],
    ];
    for (const [path, body] of calls) {
      const init = body === undefined ? {} : { json: body };
      expect((await visitor().request(path, init)).status, path).toBe(401);
      for (const caller of [member, applicant, admin])
        expect((await caller.request(path, init)).status, path).toBe(403);
    }
    // Nothing they did sent a code, looked up DNS or verified.
    expect(t.dns.lookups).toEqual([]);
    expect(
      await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, `founder@${startup.domain}`)),
    ).toEqual([]);
    expect((await json<DomainVerification>(await startup.owner.request(base(startup.id)))).verified).toBeNull();
  });
});

describe('verification lapses with the domain', () => {
  async function verifiedStartup() {
    const startup = await startupOn((d) => `https://${d}/`);
    await sendCode(startup.owner, startup.id, 'founder');
    expect(
      (await confirm(startup.owner, startup.id, await t.lastCode(`founder@${startup.domain}`, 'domain_code'))).status,
    ).toBe(200);
    return startup;
  }
  const edit = (startup: Awaited<ReturnType<typeof startupOn>>, websiteUrl: string) =>
    startup.owner.request(`/api/startups/${startup.id}`, {
      method: 'PUT',
      json: { ...startup.input, logoUrl: startup.logoUrl, websiteUrl },
    });

  it('keeps it through an edit that leaves the domain (another path, www., upper case) and ends it when the website moves', async () => {
    const startup = await verifiedStartup();
    for (const same of [
      `https://${startup.domain}/careers`,
      `https://www.${startup.domain}`,
      `https://WWW.${startup.domain.toUpperCase()}/x?y=1`,
    ]) {
      expect((await edit(startup, same)).status).toBe(200);
      expect((await badges(startup)).page, same).toBe(startup.domain);
    }
    expect((await edit(startup, 'https://another-domain.org/')).status).toBe(200);
    expect(await badges(startup)).toEqual({ card: null, page: null, jobPage: null, board: null });
    const state = await json<DomainVerification>(await startup.owner.request(base(startup.id)));
    expect(state).toMatchObject({ websiteDomain: 'another-domain.org', verified: null });
    // Moving back does not bring it back: the proof was of a domain at a time.
    expect((await edit(startup, `https://${startup.domain}/`)).status).toBe(200);
    expect((await badges(startup)).page).toBeNull();
  });

  it('a code sent before the website moved does not verify the new domain', async () => {
    const startup = await startupOn((d) => `https://${d}/`);
    await sendCode(startup.owner, startup.id, 'founder');
    const code = await t.lastCode(`founder@${startup.domain}`, 'domain_code');
    expect((await edit(startup, 'https://moved-elsewhere.io/')).status).toBe(200);
    expect((await confirm(startup.owner, startup.id, code)).status).toBe(400);
    expect((await badges(startup)).page).toBeNull();
  });
});
