import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  CODE_EXPIRED,
  CODE_SPENT,
  CODE_WRONG,
  DNS_CHECKS_PER_STARTUP_PER_HOUR,
  DNS_RECORD_PREFIX,
  DNS_RECORD_SUBDOMAIN,
  DNS_TOKEN_DAYS,
  DOMAIN_CODE_MINUTES,
  DOMAIN_CODE_TRIES,
  DOMAIN_CODES_PER_ADDRESS_PER_DAY,
  DOMAIN_CODES_PER_MEMBER_PER_DAY,
  DOMAIN_CODES_PER_STARTUP_PER_HOUR,
  SEND_CODE_FIRST,
  SHOW_RECORD_FIRST,
  WEBSITE_CHANGED,
  type DnsCheck,
  type DomainVerification,
} from '../../../shared/domain-verification';
import { addressForDomain, domainRefusalFor, emailRefusalFor } from '../../../shared/domain-rules';
import { websiteDomainOf } from '../../../shared/website-url';
import { assertOwner } from '../../auth/guards';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { profiles, startupDomainClaims, startups } from '../../db/schema';
import { brandFromConfig } from '../../email/brand';
import { enqueueEmail } from '../../email/outbox';
import { domainCodeEmail } from '../../email/templates/domain-code';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { lookupTxt, type DnsDeps } from '../../lib/txt-lookup';
import type { Actor } from '../../auth/actor';

// A claim (startup_domain_claims, one per startup) is the proof under way. Its `dns_token` stays the same
// for DNS_TOKEN_DAYS from `created_at` (a record takes time to add and to show); `expires_at` is when
// the e-mailed code stops working (for a claim without a code: when the token does). Decision 047.

type Claim = typeof startupDomainClaims.$inferSelect;

const NOT_YOURS = 'You can only verify your own startups.';

/**
 * The startup with its website's domain, read from the stored address by the website field's own parser
 * (decision 052). The database's `website_domain()`, which its trigger and `markVerified` use, must read
 * the same domain; where they differ (an address stored before that parser), nothing can be verified.
 */
async function ownStartup(db: DbOrTx, id: string, actor: Actor, isLocking = false) {
  const query = db
    .select({
      id: startups.id,
      ownerId: startups.ownerId,
      name: startups.name,
      websiteUrl: startups.websiteUrl,
      sqlDomain: sql<string | null>`website_domain(${startups.websiteUrl})`,
      verifiedAt: startups.verifiedAt,
      verifiedDomain: startups.verifiedDomain,
      verificationMethod: startups.verificationMethod,
    })
    .from(startups)
    .where(eq(startups.id, id));
  const [row] = isLocking ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', 'Startup not found');
  assertOwner(row, actor, NOT_YOURS);
  const { sqlDomain, ...startup } = row;
  const domain = websiteDomainOf(row.websiteUrl);
  return { ...startup, domain: domain !== null && domain === sqlDomain ? domain : null };
}
type OwnStartup = Awaited<ReturnType<typeof ownStartup>>;

const refusalOf = (startup: OwnStartup) => domainRefusalFor(startup.websiteUrl, startup.domain);

const tokenIsFresh = (claim: Claim, now = Date.now()) => claim.createdAt.getTime() > now - DNS_TOKEN_DAYS * 86_400_000;

function stateOf(startup: OwnStartup, claim: Claim | undefined): DomainVerification {
  const isVerified = startup.verifiedAt && startup.verifiedDomain && startup.verifiedDomain === startup.domain;
  const isLive = claim && claim.domain === startup.domain && tokenIsFresh(claim);
  const hasCode = isLive && claim.codeHash && claim.expiresAt.getTime() > Date.now();
  return {
    websiteDomain: startup.domain,
    refusal: refusalOf(startup),
    emailRefusal: startup.domain ? emailRefusalFor(startup.domain) : null,
    verified: isVerified
      ? {
          domain: startup.verifiedDomain!,
          method: startup.verificationMethod as 'email' | 'dns',
          at: startup.verifiedAt!.toISOString(),
        }
      : null,
    pending:
      isLive && !isVerified
        ? {
            domain: claim.domain,
            email: hasCode ? claim.email : null,
            codeExpiresAt: hasCode ? claim.expiresAt.toISOString() : null,
            triesLeft: hasCode ? Math.max(0, DOMAIN_CODE_TRIES - claim.attempts) : 0,
            dnsRecord: {
              names: [claim.domain, `${DNS_RECORD_SUBDOMAIN}.${claim.domain}`],
              value: `${DNS_RECORD_PREFIX}${claim.dnsToken}`,
            },
          }
        : null,
  };
}

async function claimOf(db: DbOrTx, startupId: string, isLocking = false) {
  const query = db.select().from(startupDomainClaims).where(eq(startupDomainClaims.startupId, startupId));
  const [claim] = isLocking ? await query.for('update') : await query;
  return claim;
}

export async function getVerification({
  db,
  id,
  actor,
}: {
  db: Db;
  id: string;
  actor: Actor;
}): Promise<DomainVerification> {
  const startup = await ownStartup(db, id, actor);
  return stateOf(startup, await claimOf(db, id));
}

/** The domain a claim may start on: the website's, ownable, not verified already. */
function assertClaimable(startup: OwnStartup): string {
  const refusal = refusalOf(startup);
  if (refusal) throw new AppError('INVALID_INPUT', refusal);
  if (startup.verifiedAt && startup.verifiedDomain === startup.domain)
    throw new AppError('INVALID_INPUT', `${startup.name} is verified already.`);
  return startup.domain!;
}

/** The startup's live claim on `domain`, or a new one (a stale claim, or one on another domain, is replaced). */
async function liveClaim(tx: DbOrTx, startupId: string, domain: string): Promise<Claim> {
  const claim = await claimOf(tx, startupId, true);
  if (claim && claim.domain === domain && tokenIsFresh(claim)) return claim;
  if (claim) await tx.delete(startupDomainClaims).where(eq(startupDomainClaims.startupId, startupId));
  const [created] = await tx
    .insert(startupDomainClaims)
    .values({
      startupId,
      domain,
      dnsToken: randomBytes(18).toString('base64url'),
      expiresAt: sql`now() + make_interval(days => ${DNS_TOKEN_DAYS})`,
    })
    .returning();
  return created!;
}

const codeHash = (secret: string, startupId: string, code: string) =>
  createHmac('sha256', secret).update(`${startupId}:${code}`).digest('hex');

/**
 * E-mails a new code to an address at the domain (the last one stops working). The address is not a
 * member's and nobody proved it: the limits per startup, per member and per address keep this from
 * being a way to send mail to strangers (decision 047).
 */
export async function sendDomainCode({
  db,
  config,
  id,
  actor,
  typed,
}: {
  db: Db;
  config: Config;
  id: string;
  actor: Actor;
  typed: string;
}) {
  return db.transaction(async (tx) => {
    const startup = await ownStartup(tx, id, actor, true);
    const domain = assertClaimable(startup);
    const emailRefusal = emailRefusalFor(domain);
    if (emailRefusal) throw new AppError('INVALID_INPUT', emailRefusal, { email: emailRefusal });
    const address = addressForDomain(typed, domain);
    if ('error' in address) throw new AppError('INVALID_INPUT', address.error, { email: address.error });
    const tooMany = 'Too many codes sent. Please try again later.';
    await enforceRateLimit(
      tx,
      { name: 'domain-code-startup', windowSeconds: 3600, max: DOMAIN_CODES_PER_STARTUP_PER_HOUR },
      id,
      tooMany,
    );
    await enforceRateLimit(
      tx,
      { name: 'domain-code-member', windowSeconds: 86_400, max: DOMAIN_CODES_PER_MEMBER_PER_DAY },
      actor.id,
      tooMany,
    );
    await enforceRateLimit(
      tx,
      { name: 'domain-code-address', windowSeconds: 86_400, max: DOMAIN_CODES_PER_ADDRESS_PER_DAY },
      address.email,
      tooMany,
    );
    await liveClaim(tx, id, domain);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx
      .update(startupDomainClaims)
      .set({
        email: address.email,
        codeHash: codeHash(config.authSecret ?? '', id, code),
        attempts: 0,
        expiresAt: sql`now() + make_interval(mins => ${DOMAIN_CODE_MINUTES})`,
      })
      .where(eq(startupDomainClaims.startupId, id));
    const [founder] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, actor.id));
    const founderName = founder ? `${founder.firstName} ${founder.lastName}`.trim() : 'A founder';
    const rendered = domainCodeEmail(brandFromConfig(config), {
      code,
      minutes: DOMAIN_CODE_MINUTES,
      startupName: startup.name,
      domain,
      founderName,
    });
    await enqueueEmail(tx, { template: 'domain_code', to: address.email, ...rendered });
    return stateOf(startup, await claimOf(tx, id));
  });
}

/** Sets the startup verified for `domain` and ends the claim, with its event, in the caller's transaction. */
async function markVerified(
  tx: DbOrTx,
  startup: OwnStartup,
  method: 'email' | 'dns',
  actor: Actor,
  request: RequestFacts,
) {
  // The website's domain is checked again in the same statement: an edit since the check wins.
  const [updated] = await tx
    .update(startups)
    .set({ verifiedAt: sql`now()`, verifiedDomain: startup.domain, verificationMethod: method })
    .where(sql`${startups.id} = ${startup.id} and website_domain(${startups.websiteUrl}) = ${startup.domain}`)
    .returning({ verifiedAt: startups.verifiedAt });
  if (!updated) throw new AppError('INVALID_INPUT', WEBSITE_CHANGED);
  await tx.delete(startupDomainClaims).where(eq(startupDomainClaims.startupId, startup.id));
  await emit(tx, {
    type: 'startup.verified',
    actorId: actor.id,
    startupId: startup.id,
    domain: startup.domain!,
    method,
    request,
  });
  return { ...startup, verifiedAt: updated.verifiedAt, verifiedDomain: startup.domain, verificationMethod: method };
}

/**
 * Checks a code. A wrong one counts (committed before the answer), and the code is spent after
 * DOMAIN_CODE_TRIES of them; the right one verifies the startup.
 */
export async function confirmDomainCode({
  db,
  config,
  id,
  actor,
  code,
  request,
}: {
  db: Db;
  config: Config;
  id: string;
  actor: Actor;
  code: string;
  request: RequestFacts;
}) {
  const outcome = await db.transaction(
    async (tx): Promise<{ error: string } | { verification: DomainVerification }> => {
      const startup = await ownStartup(tx, id, actor, true);
      const claim = await claimOf(tx, id, true);
      if (!claim?.codeHash || !claim.email) return { error: SEND_CODE_FIRST };
      if (claim.domain !== startup.domain) {
        await tx.delete(startupDomainClaims).where(eq(startupDomainClaims.startupId, id));
        return { error: WEBSITE_CHANGED };
      }
      if (claim.attempts >= DOMAIN_CODE_TRIES) return { error: CODE_SPENT };
      if (claim.expiresAt.getTime() <= Date.now()) return { error: CODE_EXPIRED };
      const expected = Buffer.from(claim.codeHash, 'hex');
      const given = Buffer.from(codeHash(config.authSecret ?? '', id, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        const attempts = claim.attempts + 1;
        await tx.update(startupDomainClaims).set({ attempts }).where(eq(startupDomainClaims.startupId, id));
        return { error: attempts >= DOMAIN_CODE_TRIES ? CODE_SPENT : CODE_WRONG(DOMAIN_CODE_TRIES - attempts) };
      }
      return { verification: stateOf(await markVerified(tx, startup, 'email', actor, request), undefined) };
    },
  );
  if ('error' in outcome) throw new AppError('INVALID_INPUT', outcome.error, { code: outcome.error });
  return outcome.verification;
}

/** Starts (or keeps) the claim whose token the DNS record carries. */
export async function startDnsClaim({ db, id, actor }: { db: Db; id: string; actor: Actor }) {
  return db.transaction(async (tx) => {
    const startup = await ownStartup(tx, id, actor, true);
    const domain = assertClaimable(startup);
    return stateOf(startup, await liveClaim(tx, id, domain));
  });
}

/**
 * Looks for the record at the domain and at `_liftoff.<domain>` (outside any transaction: the answer
 * may take DNS_TIMEOUT_SECONDS), then verifies if the claim is still the one the record names.
 */
export async function checkDnsClaim({
  db,
  dns,
  id,
  actor,
  request,
}: {
  db: Db;
  dns: DnsDeps;
  id: string;
  actor: Actor;
  request: RequestFacts;
}): Promise<DnsCheck> {
  const startup = await ownStartup(db, id, actor);
  const domain = assertClaimable(startup);
  const claim = await claimOf(db, id);
  if (!claim || claim.domain !== domain || !tokenIsFresh(claim)) throw new AppError('INVALID_INPUT', SHOW_RECORD_FIRST);
  await enforceRateLimit(
    db,
    { name: 'domain-dns-check', windowSeconds: 3600, max: DNS_CHECKS_PER_STARTUP_PER_HOUR },
    id,
    'Too many checks. Please try again later.',
  );
  const answer = await lookupTxt(dns, [domain, `${DNS_RECORD_SUBDOMAIN}.${domain}`]);
  if (answer.kind !== 'records') return { result: answer.kind, verification: stateOf(startup, claim) };
  const expected = `${DNS_RECORD_PREFIX}${claim.dnsToken}`;
  if (!answer.values.some((value) => value.trim() === expected))
    return { result: 'not_found', verification: stateOf(startup, claim) };
  const verification = await db.transaction(async (tx) => {
    const locked = await ownStartup(tx, id, actor, true);
    const current = await claimOf(tx, id, true);
    if (current?.dnsToken !== claim.dnsToken || locked.domain !== domain)
      throw new AppError('INVALID_INPUT', WEBSITE_CHANGED);
    return stateOf(await markVerified(tx, locked, 'dns', actor, request), undefined);
  });
  return { result: 'verified', verification };
}
