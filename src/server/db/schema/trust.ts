import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { startups } from './startups';

// Trust and safety: second factors, the audit log, known devices, reports and domain claims.

/** better-auth's two-factor plugin: one authenticator app per member, its backup codes encrypted. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** The RFC 6238 time step of the last code accepted: a code of that step or an earlier one is refused (RFC 6238 section 5.2). */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('two_factors_user_idx').on(t.userId)],
);

/** better-auth's passkey plugin: WebAuthn credentials, several per member. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name'),
    publicKey: text('public_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text('credential_id').notNull(),
    counter: integer('counter').notNull(),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    transports: text('transports'),
    aaguid: text('aaguid'),
    createdAt: timestamp('created_at', { withTimezone: true }).defaultNow(),
  },
  (t) => [index('passkeys_user_idx').on(t.userId), index('passkeys_credential_idx').on(t.credentialID)],
);

/**
 * Append-only (a trigger refuses UPDATE, DELETE and TRUNCATE): every administrator action and every
 * member security event. `actorId` and `subjectId` carry no foreign key so that a deleted account does
 * not take its history with it; `subjectId` is the member whose account the event concerns (the one
 * who signed in, the one suspended), read by their Settings.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    detail: jsonb('detail').$type<Record<string, string | number | boolean | null>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_subject_idx').on(t.subjectId, t.createdAt),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    index('audit_events_action_idx').on(t.action, t.createdAt),
  ],
);

/** Devices a member has signed in from (a hash of a long-lived device cookie): a new one is told by e-mail. */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    userAgent: text('user_agent'),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member was last told of a sign-in from this device or place: at most once a day each. */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceHash] })],
);

/**
 * A member's report of a startup, position, profile or message: once per item and member. `ownerId` is
 * the member behind the item when reported (the one a suspension would reach); their account going
 * takes the item and its reports with it. Open while `resolvedAt` is null.
 */
export const reports = pgTable(
  'reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    unique('reports_once_per_member').on(t.reporterId, t.itemType, t.itemId),
    index('reports_item_idx').on(t.itemType, t.itemId),
    index('reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('reports_reporter_day_idx').on(t.reporterId, t.createdAt),
    // Reports about a member's things: their page's counts, and closing them on a suspension.
    index('reports_owner_idx').on(t.ownerId),
    check('reports_item_type_check', sql`${t.itemType} in ('startup', 'job', 'profile', 'message')`),
    check(
      'reports_reason_check',
      sql`${t.reason} in ('scam', 'money_or_documents', 'discriminatory', 'spam', 'other')`,
    ),
    check(
      'reports_resolution_check',
      sql`${t.resolution} is null or ${t.resolution} in ('hidden', 'dismissed', 'suspended')`,
    ),
  ],
);

/**
 * A founder's claim on their startup's domain, pending: a code e-mailed to an address at the domain
 * (stored hashed, a few tries) or a DNS TXT record holding `dnsToken`. One per startup.
 */
export const startupDomainClaims = pgTable('startup_domain_claims', {
  startupId: uuid('startup_id')
    .primaryKey()
    .references(() => startups.id, { onDelete: 'cascade' }),
  domain: text('domain').notNull(),
  email: text('email'),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  dnsToken: text('dns_token').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An item the administrator looked at and kept (reports dismissed, or the item restored): members'
 * reports no longer hide it by themselves; only the administrator can (decision 053).
 */
export const moderationKeptItems = pgTable(
  'moderation_kept_items',
  {
    itemType: text('item_type').notNull(),
    itemId: uuid('item_id').notNull(),
    keptBy: uuid('kept_by').references(() => users.id, { onDelete: 'set null' }),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.itemType, t.itemId] }),
    check('moderation_kept_items_item_type_check', sql`${t.itemType} in ('startup', 'job', 'profile', 'message')`),
  ],
);
