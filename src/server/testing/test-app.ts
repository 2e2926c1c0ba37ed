import { Secret, TOTP } from 'otpauth';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { createApp } from '../app';
import { emailOutbox } from '../db/schema';
import { createRealtimeBus } from '../realtime/bus';
import { createLocalStorage } from '../storage/local-storage';
import { createS3Storage } from '../storage/s3-storage';
import { createAuth } from '../auth/auth';
import { featureAuthHooks } from '../auth-hooks';
import { loadConfig, type Config } from '../config';
import { createLogger } from '../lib/logger';
import { buildSignUp } from '../seed/factories';
import type { SignUpInput } from '../../shared/auth';
import { openTestDatabase } from './test-database';
import { createFakeDns } from './fake-dns';
import { checkResponses } from './response-check';
import type { Database } from '../db/client';
import { startEventDispatcher } from '../events/dispatcher';
import { subscribers } from '../subscribers';

export const TEST_ORIGIN = 'http://localhost:3000';
const TEST_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

/** The real app on a real database of the file's own, as the API tests drive it through app.request. */
/** `env` values of undefined unset a default (PUBLIC_URL: undefined runs the app as a newcomer would). */
/** `options.database`: a migrated database of the caller's (the fault tests' own cluster) instead of the file's own. */
export async function createTestApp(
  env: Record<string, string | undefined> = {},
  overrides: Partial<Config> = {},
  options: { database?: Database } = {},
) {
  const database = options.database ?? (await openTestDatabase());
  const config: Config = {
    ...loadConfig({ PUBLIC_URL: TEST_ORIGIN, ADMIN_EMAILS: 'admin@example.com', AUTH_RATE_LIMIT: 'false', ...env }),
    // main.ts resolves the secret before anything starts; signed e-mail links (unsubscribe) use it too.
    authSecret: TEST_SECRET,
    ...overrides,
  };
  const logger = createLogger('silent');
  const uploadsDir = mkdtempSync(path.join(tmpdir(), 'liftoff-uploads-'));
  // With S3_* in env (see testing/s3.ts) files go to that bucket, as in a deployment that sets them.
  const s3 = config.s3 ? createS3Storage(config.s3) : null;
  const storage = s3 ?? createLocalStorage(uploadsDir);
  const auth = createAuth({ db: database.db, config, logger, storage, hooks: featureAuthHooks, secret: TEST_SECRET });
  const realtime = await createRealtimeBus(database, logger);
  // Every JSON answer is checked against its route's contract (decision 029).
  // No test asks the real DNS: the domain checks ask this one, which the test sets (startup verification).
  const dns = createFakeDns();
  const app = createApp({
    db: database.db,
    config,
    auth,
    logger,
    storage,
    realtime,
    dns: dns.deps,
    inspect: checkResponses(),
  });
  // Not woken by NOTIFY here: a test runs what follows its events when it chooses (drainEvents), and
  // the browser-like client does after each request, as the server's dispatcher does at each commit.
  const events = await startEventDispatcher({ database, subscribers, config, logger, listen: false });
  /** Runs the subscribers of every event committed so far (what the server does right after each commit). */
  const drainEvents = () => events.drain();

  /**
   * A browser-like caller: sends the Origin a browser would, and keeps its cookie. After each request
   * what follows its events has happened, unless `isDraining` is false (to see the moment before).
   */
  function client(options: { ip?: string; isDraining?: boolean } = {}) {
    // A cookie jar, as a browser keeps one: a sign-in that waits for its second factor clears the
    // session cookie and sets the challenge's in one answer.
    const jar = new Map<string, string>();
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    const env = options.ip
      ? { incoming: { socket: { remoteAddress: options.ip, remotePort: 1, remoteFamily: 'IPv4' } } }
      : undefined;
    async function request(
      path: string,
      init: { method?: string; json?: unknown; form?: FormData; headers?: Record<string, string> } = {},
    ) {
      const headers: Record<string, string> = { Origin: TEST_ORIGIN, ...init.headers };
      if (jar.size) headers.Cookie = cookieHeader();
      if (init.json !== undefined) headers['Content-Type'] = 'application/json';
      const body = init.form ?? (init.json === undefined ? undefined : JSON.stringify(init.json));
      const response = await app.request(
        path,
        { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
        env,
      );
      if (options.isDraining !== false) await drainEvents();
      for (const setCookie of response.headers.getSetCookie()) {
        const pair = setCookie.split(';')[0]!;
        const at = pair.indexOf('=');
        const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
        if (value === '' || /max-age=0/i.test(setCookie)) jar.delete(name);
        else jar.set(name, value);
      }
      return response;
    }
    /**
     * Turns on the authenticator app through the real routes (password, then a code to confirm it),
     * as the Settings page does; answers the secret, to compute codes with, and the backup codes.
     */
    async function enableTotp(password: string) {
      const enabled = await request('/api/auth/two-factor/enable', { json: { password } });
      if (enabled.status !== 200) throw new Error(`enable 2FA failed: ${enabled.status} ${await enabled.text()}`);
      const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
      const secret = new URL(totpURI).searchParams.get('secret')!;
      const confirmed = await request('/api/auth/two-factor/verify-totp', {
        json: { code: await freshTotpCode(secret) },
      });
      if (confirmed.status !== 200)
        throw new Error(`confirm 2FA failed: ${confirmed.status} ${await confirmed.text()}`);
      return { secret, backupCodes };
    }
    return {
      request,
      get cookie() {
        return cookieHeader();
      },
      /**
       * Signs up; `verified` also confirms the address with the code e-mailed to it, as its owner would.
       * An ADMIN_EMAILS address so confirmed also turns on the authenticator app (administrator powers
       * need a second factor, decision 046) unless `secondFactor` is false; `totpSecret` computes its codes.
       */
      async signUp(overrides: Partial<SignUpInput> = {}, options: { verified?: boolean; secondFactor?: boolean } = {}) {
        const input = buildSignUp(overrides);
        const response = await request('/api/auth/sign-up/email', { json: input });
        if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
        const body = (await response.json()) as { user: { id: string } };
        if (options.verified) {
          const otp = await lastCode(input.email, 'email_verification');
          const verified = await request('/api/auth/email-otp/verify-email', { json: { otp } });
          if (verified.status !== 200)
            throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
        }
        if (
          options.verified &&
          options.secondFactor !== false &&
          config.adminEmails.includes(input.email.toLowerCase())
        ) {
          const { secret, backupCodes } = await enableTotp(input.password);
          return { ...input, id: body.user.id, totpSecret: secret as string | undefined, backupCodes };
        }
        return {
          ...input,
          id: body.user.id,
          totpSecret: undefined as string | undefined,
          backupCodes: undefined as string[] | undefined,
        };
      },
      async signIn(email: string, password: string) {
        return request('/api/auth/sign-in/email', { json: { email, password } });
      },
      enableTotp,
    };
  }

  /** The code in the newest e-mail of `template` to `to` (the outbox holds every e-mail the app sent). */
  async function lastCode(to: string, template: string): Promise<string> {
    const [mail] = await database.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, to.trim().toLowerCase()), eq(emailOutbox.template, template)))
      .orderBy(desc(emailOutbox.createdAt))
      .limit(1);
    const code = mail?.text.match(/Your code: (\d{6})/)?.[1];
    if (!code) throw new Error(`no ${template} code e-mailed to ${to}`);
    return code;
  }

  async function close() {
    await events.stop();
    await realtime.close();
    await database.close();
    s3?.close();
    rmSync(uploadsDir, { recursive: true, force: true });
  }

  return {
    app,
    db: database.db,
    database,
    config,
    logger,
    auth,
    storage,
    realtime,
    dns,
    uploadsDir,
    client,
    lastCode,
    drainEvents,
    close,
  };
}

/** The authenticator app's current code for a secret (base32, as the otpauth:// address carries it). */
export function totpCode(secret: string, at = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });
}

const TOTP_PERIOD_MS = 30_000;
/** The last time step each secret's code was given for, in this test process. */
const lastStepGiven = new Map<string, number>();

/**
 * A code the server has not seen yet: the server takes each time step once (RFC 6238 section 5.2), so a
 * setup step that signs the same person in again gets the next unused step's code within the server's
 * window (a step back to a step ahead), and waits for a new step when all three are spent.
 */
/**
 * The earliest step the server still takes: the previous one (its window reaches a step back), unless the
 * current step ends within a few seconds and the code might arrive after.
 */
function earliestStep(now: number): number {
  const current = Math.floor(now / TOTP_PERIOD_MS);
  return (current + 1) * TOTP_PERIOD_MS - now > 5_000 ? current - 1 : current;
}

export async function freshTotpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / TOTP_PERIOD_MS);
    const step = Math.max(earliestStep(now), (lastStepGiven.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStepGiven.set(secret, step);
      return totpCode(secret, step * TOTP_PERIOD_MS);
    }
    await new Promise((resolve) => setTimeout(resolve, (current + 1) * TOTP_PERIOD_MS - now + 50));
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
