import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import type { SocialLinks, TeamMember } from '../shared/app-config';
import type { S3Settings } from './storage/s3-storage';
import { atsProviders, type AtsProvider } from '../shared/ats-import';

// Every environment variable of the server, typed, with its default. Nothing else reads process.env.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

// TRUST_PROXY: false, true (one proxy) or the number of proxies in front of the server that append to X-Forwarded-For.
const proxyHops = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const value = (v ?? 'false').trim().toLowerCase();
    if (['false', '0', 'no', 'off'].includes(value)) return 0;
    if (['true', 'yes', 'on'].includes(value)) return 1;
    if (/^\d{1,2}$/.test(value)) return Number(value);
    ctx.addIssue({ code: 'custom', message: 'Use false, true or the number of proxies in front of the server' });
    return z.NEVER;
  });

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

// Addresses the pages link to: https on a real domain, so that no setting can become a javascript: link.
const httpsUrl = z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: 'Use an https:// address' });

// A link setting left empty (KEY= in a compose file) means no link, as if it were unset.
const optionalHttpsUrl = z.preprocess((v) => (v === '' ? undefined : v), httpsUrl.optional());

const teamMemberSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  role: z.string().trim().min(1).max(80),
  bio: z.string().trim().min(1).max(600),
  photoUrl: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  github: httpsUrl.optional(),
  x: httpsUrl.optional(),
}) satisfies z.ZodType<TeamMember>;

// TEAM_MEMBERS: a JSON array of people for the About page; unset (or blank), the page shows its example team.
const teamMembers = z
  .string()
  .optional()
  .transform((v, ctx): TeamMember[] | undefined => {
    if (v === undefined || v.trim() === '') return undefined;
    let json: unknown;
    try {
      json = JSON.parse(v);
    } catch {
      ctx.addIssue({
        code: 'custom',
        message:
          'Must be JSON: an array of {"name", "role", "bio", and optionally "photoUrl", "linkedin", "github", "x"}',
      });
      return z.NEVER;
    }
    const parsed = z.array(teamMemberSchema).max(24, 'At most 24 people').safeParse(json);
    if (parsed.success) return parsed.data;
    // "person 2, linkedin: Use an https:// address" reads better than a bare path.
    for (const issue of parsed.error.issues) {
      const [index, ...rest] = issue.path;
      const where = typeof index === 'number' ? `person ${index + 1}${rest.length ? `, ${rest.join('.')}` : ''}: ` : '';
      ctx.addIssue({ code: 'custom', message: `${where}${issue.message}` });
    }
    return z.NEVER;
  });

/** `greenhouse=URL,lever=URL,ashby=URL`: another base address for each ATS's public job board API. */
const atsApiBases = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const bases: Partial<Record<AtsProvider, string>> = {};
    for (const pair of (v ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter(Boolean)) {
      const [name = '', url = ''] = pair.split(/=(.*)/s, 2);
      if (!(atsProviders as readonly string[]).includes(name) || !/^https?:\/\/[^/]+\/?$/.test(url)) {
        ctx.addIssue({
          code: 'custom',
          message: `Write each as greenhouse=URL, lever=URL or ashby=URL, a scheme and a host (got "${pair}")`,
        });
        return z.NEVER;
      }
      bases[name as AtsProvider] = url.replace(/\/$/, '');
    }
    return bases;
  });

const envSchema = z.object({
  // Unset: a machine of one's own (`npm start`); `production` turns the development aids off (/dev/mail, LOG_EMAIL_BODIES).
  NODE_ENV: z.string().optional(),
  PLATFORM_NAME: z.string().min(1).default('Liftoff'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAILS: list,
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_RATE_LIMIT: bool(true),
  TRUST_PROXY: proxyHops,
  LOG_EMAIL_BODIES: bool(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  CONTACT_EMAIL: z.string().email().optional(),
  TEAM_MEMBERS: teamMembers,
  SOCIAL_LINKEDIN_URL: optionalHttpsUrl,
  SOCIAL_GITHUB_URL: optionalHttpsUrl,
  SOCIAL_X_URL: optionalHttpsUrl,
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  // For tests and development only: each ATS's scheme and host replaced, its documented paths kept.
  ATS_API_BASES: atsApiBases,
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  // Server processes on one port (decision 034): the hosting platforms' convention. Empty means unset.
  WEB_CONCURRENCY: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).max(256).optional()),
  // Connections each server process keeps to PostgreSQL (decision 015).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Long enough not to be guessed: it is the only thing between the internet and the metrics.
  METRICS_TOKEN: z.string().min(24, 'METRICS_TOKEN must be at least 24 characters').optional(),
  // Development and the journeys only: how long a "day" of scheduled work lasts (alert digests,
  // reminders, closing unanswered applications), to see it without waiting. main.ts warns when set.
  SCHEDULE_DAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(86_400),
  // Unanswered applications close after this many days (decision 019); 0: never.
  APPLICATION_AUTO_CLOSE_DAYS: z.coerce.number().int().min(0).max(365).default(30),
  // Development and the tests only: webhooks may go to plain http on this machine (decision 050).
  WEBHOOKS_ALLOW_LOOPBACK: bool(false),
  // The journeys only: POST /testing/sessions signs a member in without a password (decision 074).
  TEST_SESSIONS: bool(false),
});

export type Config = {
  platformName: string;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connections per process. */
  databasePoolSize: number;
  /**
   * Server processes sharing the port (node:cluster, cluster.ts): WEB_CONCURRENCY, else one per core, on
   * PostgreSQL; always 1 on the embedded database, which one process must own.
   */
  webConcurrency: number;
  /** WEB_CONCURRENCY as set, so that main.ts can say why more than 1 was not run on the embedded database. */
  webConcurrencyAsked: number | undefined;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  /** PUBLIC_URL was set. Unset, a request is also accepted from the address it was sent to (see auth/origin.ts). */
  isPublicUrlExplicit: boolean;
  adminEmails: string[];
  /** The demo administrator the seed creates: only on the embedded database with demo data and no ADMIN_EMAILS. */
  demoAdminEmail: string | undefined;
  authSecret: string | undefined;
  authRateLimit: boolean;
  /** How many proxies of ours append to X-Forwarded-For; 0: the socket address is the client. */
  trustProxyHops: number;
  /** Development only: the log transport prints e-mail bodies (with their codes). */
  logEmailBodies: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** The address e-mails carry. */
  supportEmail: string;
  /** Where the contact form goes, and the one address the pages show; SUPPORT_EMAIL unless CONTACT_EMAIL is set. */
  contactEmail: string;
  /** The About page's people; undefined: TEAM_MEMBERS is unset and the page shows its example team. */
  team: TeamMember[] | undefined;
  /** The platform's pages on other networks; only those set are shown. */
  socialLinks: SocialLinks;
  seedDemo: boolean;
  /** How often a notification stream checks that its session still exists (not an env variable; tests shorten it). */
  streamSessionCheckMs: number;
  /** Unset: uploads in `dataDir/uploads`. */
  s3: S3Settings | undefined;
  logLevel: string;
  /** Unset: no /metrics at all. Set: /metrics for `Authorization: Bearer <token>` only. */
  metricsToken: string | undefined;
  isProduction: boolean;
  /**
   * The local mail view (/dev/mail, features/dev-mail): on without SMTP_URL, outside production and
   * with no proxy in front (TRUST_PROXY), so that a new member on a fresh `npm start` can read their code.
   */
  isDevMailOn: boolean;
  /** The length of a day of scheduled work in seconds (86,400; shorter in the journeys). */
  scheduleDaySeconds: number;
  /** Days after which an unanswered application closes; 0: never. */
  applicationAutoCloseDays: number;
  /** ATS_API_BASES (tests and development only): another base address per ATS; else each ATS's own host. */
  atsApiBases: Partial<Record<AtsProvider, string>>;
  /** Development and tests only: webhooks may go to loopback addresses, over plain http (decision 050). */
  webhooksAllowLoopback: boolean;
  /** Sessions without a password for the journeys (features/test-sessions); never in production. */
  testSessions: boolean;
};

/** The demo administrator of the embedded database; a real deployment sets ADMIN_EMAILS itself. */
export const DEMO_ADMIN_EMAIL = 'admin@liftoff.dev';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const embedded = !e.DATABASE_URL;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const host = new URL(publicUrl).hostname;
  // Addresses need a real domain; a local or IP address gets the product's own.
  const mailDomain = host === 'localhost' || /^[\d.]+$|:/.test(host) ? 'liftoff.dev' : host;
  // E-mail bodies hold sign-in codes: never in a production log.
  if (e.LOG_EMAIL_BODIES && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  LOG_EMAIL_BODIES=true is for development only (NODE_ENV is production); it would write sign-in codes to the log',
    );
  }
  // Positions are read only from the three ATS APIs' own hosts in production (docs/SECURITY.md).
  if (Object.keys(e.ATS_API_BASES).length > 0 && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  ATS_API_BASES is for tests and development only (NODE_ENV is production)',
    );
  }
  // It would let a member's webhook reach this machine's own services.
  if (e.WEBHOOKS_ALLOW_LOOPBACK && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  WEBHOOKS_ALLOW_LOOPBACK=true is for development and tests only (NODE_ENV is production); it would let webhooks reach this machine',
    );
  }
  // Anyone could sign in as anyone: refused at start, whatever else is set.
  if (e.TEST_SESSIONS && e.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  TEST_SESSIONS=true is for tests only (NODE_ENV is production); it would let anyone sign in as any member',
    );
  }
  const seedDemo = e.SEED_DEMO === undefined ? embedded : ['true', '1'].includes(e.SEED_DEMO);
  // Only the embedded demo gets a demo administrator (seeded with a per-installation password). An operator's
  // ADMIN_EMAILS replaces it, and the seed never creates an account for one of those addresses.
  const demoAdminEmail = e.ADMIN_EMAILS.length === 0 && embedded && seedDemo ? DEMO_ADMIN_EMAIL : undefined;
  const supportEmail = e.SUPPORT_EMAIL ?? `support@${mailDomain}`;
  return {
    platformName: e.PLATFORM_NAME,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    webConcurrency: embedded ? 1 : (e.WEB_CONCURRENCY ?? availableParallelism()),
    webConcurrencyAsked: e.WEB_CONCURRENCY,
    publicUrl,
    isPublicUrlExplicit: e.PUBLIC_URL !== undefined,
    adminEmails: e.ADMIN_EMAILS.length > 0 ? e.ADMIN_EMAILS : demoAdminEmail ? [demoAdminEmail] : [],
    demoAdminEmail,
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxyHops: e.TRUST_PROXY,
    logEmailBodies: e.LOG_EMAIL_BODIES,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PLATFORM_NAME} <no-reply@${mailDomain}>`,
    supportEmail,
    contactEmail: e.CONTACT_EMAIL ?? supportEmail,
    team: e.TEAM_MEMBERS,
    socialLinks: dropUnset({ linkedin: e.SOCIAL_LINKEDIN_URL, github: e.SOCIAL_GITHUB_URL, x: e.SOCIAL_X_URL }),
    seedDemo,
    streamSessionCheckMs: 15_000,
    s3: s3Settings(e),
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN,
    isProduction: e.NODE_ENV === 'production',
    isDevMailOn: !e.SMTP_URL && e.NODE_ENV !== 'production' && e.TRUST_PROXY === 0,
    scheduleDaySeconds: e.SCHEDULE_DAY_SECONDS,
    applicationAutoCloseDays: e.APPLICATION_AUTO_CLOSE_DAYS,
    atsApiBases: e.ATS_API_BASES,
    webhooksAllowLoopback: e.WEBHOOKS_ALLOW_LOOPBACK,
    testSessions: e.TEST_SESSIONS,
  };
}

function dropUnset(links: Record<keyof SocialLinks, string | undefined>): SocialLinks {
  return Object.fromEntries(Object.entries(links).filter(([, href]) => href !== undefined));
}

function s3Settings(e: z.output<typeof envSchema>): S3Settings | undefined {
  if (!e.S3_BUCKET) return undefined;
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together, or neither');
  }
  return {
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Most S3-compatible services want path-style addresses; Amazon S3 wants virtual-hosted ones.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined ? Boolean(e.S3_ENDPOINT) : ['true', '1'].includes(e.S3_FORCE_PATH_STYLE),
  };
}
