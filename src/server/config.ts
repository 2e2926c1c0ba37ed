import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './storage/s3-storage';

// Every environment variable of the server, typed, with its default. Nothing else reads process.env.

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
    .optional()
    .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes', 'on'].includes(v)));

const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const envSchema = z.object({
  NODE_ENV: z.string().default('production'),
  PLATFORM_NAME: z.string().min(1).default('Liftoff'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  ADMIN_EMAILS: list,
  AUTH_SECRET: z.string().min(32).optional(),
  AUTH_RATE_LIMIT: bool(true),
  TRUST_PROXY: bool(false),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().optional(),
  SUPPORT_EMAIL: z.string().email().optional(),
  CONTACT_EMAIL: z.string().email().optional(),
  SEED_DEMO: z.enum(['true', 'false', '1', '0']).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
  platformName: string;
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database in `dataDir/pglite`. */
  databaseUrl: string | undefined;
  publicUrl: string;
  adminEmails: string[];
  authSecret: string | undefined;
  authRateLimit: boolean;
  trustProxy: boolean;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  contactEmail: string;
  seedDemo: boolean;
  /** Unset: uploads in `dataDir/uploads`. */
  s3: S3Settings | undefined;
  logLevel: string;
  isProduction: boolean;
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
  const seedDemo = e.SEED_DEMO === undefined ? embedded : ['true', '1'].includes(e.SEED_DEMO);
  return {
    platformName: e.PLATFORM_NAME,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    // The embedded demo gets a known administrator; with a real database nobody is admin until configured.
    adminEmails: e.ADMIN_EMAILS.length > 0 ? e.ADMIN_EMAILS : embedded ? [DEMO_ADMIN_EMAIL] : [],
    authSecret: e.AUTH_SECRET,
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `${e.PLATFORM_NAME} <no-reply@${mailDomain}>`,
    supportEmail: e.SUPPORT_EMAIL ?? `support@${mailDomain}`,
    contactEmail: e.CONTACT_EMAIL ?? e.SUPPORT_EMAIL ?? `hello@${mailDomain}`,
    seedDemo,
    s3: s3Settings(e),
    logLevel: e.LOG_LEVEL,
    isProduction: e.NODE_ENV === 'production',
  };
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
    credentials: e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : undefined,
    // Most S3-compatible services want path-style addresses; Amazon S3 wants virtual-hosted ones.
    forcePathStyle: e.S3_FORCE_PATH_STYLE === undefined ? Boolean(e.S3_ENDPOINT) : ['true', '1'].includes(e.S3_FORCE_PATH_STYLE),
  };
}
