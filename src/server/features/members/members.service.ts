import { and, count, desc, eq, or, sql } from 'drizzle-orm';
import {
  ADMIN_MEMBERS_PAGE_SIZE,
  type AdminMember,
  type AdminMemberDetail,
  type AdminMemberPage,
  type AdminMemberQuery,
} from '../../../shared/members';
import { encodeStartupCursor } from '../../../shared/startup-cursor';
import { isListedAdmin } from '../../auth/actor';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { jobApplications, reports, startups, users } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { listOwnSecurityEvents } from '../audit/audit.service';

/** `%text%` for ILIKE, with the text's own % and _ (and the escape) read as themselves. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The join time with its microseconds, as PostgreSQL keeps it: the keyset cursor's key. */
const joinedKey = sql<string>`to_char(${users.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const memberColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
  suspendedAt: users.suspendedAt,
};
type MemberRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: Date;
  suspendedAt: Date | null;
};

const toMember = (row: MemberRow, config: Pick<Config, 'adminEmails'>): AdminMember => ({
  id: row.id,
  name: row.name,
  email: row.email,
  emailVerified: row.emailVerified,
  joinedAt: row.createdAt.toISOString(),
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  isAdmin: isListedAdmin(row, config),
});

/**
 * Members newest first, found by part of their name or address, 25 a page: a keyset page on
 * (created_at, id) (users_created_idx), never an OFFSET; a search reads the trigram indexes of the
 * name and the address (users_name_trgm_idx, users_email_trgm_idx).
 */
export async function listMembers({
  db,
  config,
  query,
}: {
  db: DbOrTx;
  config: Pick<Config, 'adminEmails'>;
  query: AdminMemberQuery;
}): Promise<AdminMemberPage> {
  const pattern = query.search ? containsPattern(query.search) : null;
  const matches = pattern ? or(sql`${users.name} ilike ${pattern}`, sql`${users.email} ilike ${pattern}`) : undefined;
  const after = query.cursor
    ? sql`(${users.createdAt}, ${users.id}) < (${query.cursor.key}::timestamptz, ${query.cursor.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ ...memberColumns, key: joinedKey })
    .from(users)
    .where(and(matches, after))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(ADMIN_MEMBERS_PAGE_SIZE + 1);
  const items = rows.slice(0, ADMIN_MEMBERS_PAGE_SIZE);
  const last = items.at(-1);
  return {
    items: items.map((row) => toMember(row, config)),
    nextCursor:
      rows.length > ADMIN_MEMBERS_PAGE_SIZE && last
        ? encodeStartupCursor({ sort: 'newest', key: last.key, id: last.id })
        : null,
  };
}

/** A member's page: their startups, how many applications they sent, reports by and about them, their security events. */
export async function getMemberDetail({
  db,
  config,
  userId,
}: {
  db: DbOrTx;
  config: Pick<Config, 'adminEmails'>;
  userId: string;
}): Promise<AdminMemberDetail> {
  const [member] = await db.select(memberColumns).from(users).where(eq(users.id, userId));
  if (!member) throw notFound('Member not found');
  const [owned, [applications], [made], [received], securityEvents] = await Promise.all([
    db
      .select({
        id: startups.id,
        name: startups.name,
        slug: startups.slug,
        active: startups.active,
        hiddenReason: startups.hiddenReason,
      })
      .from(startups)
      .where(eq(startups.ownerId, userId))
      .orderBy(desc(startups.createdAt))
      .limit(50),
    db.select({ n: count() }).from(jobApplications).where(eq(jobApplications.applicantId, userId)),
    db.select({ n: count() }).from(reports).where(eq(reports.reporterId, userId)),
    db
      .select({ n: count(), open: sql<number>`count(*) filter (where ${reports.resolvedAt} is null)::int` })
      .from(reports)
      .where(eq(reports.ownerId, userId)),
    listOwnSecurityEvents({ db, userId }),
  ]);
  return {
    member: toMember(member, config),
    startups: owned,
    applicationsCount: applications?.n ?? 0,
    reportsMade: made?.n ?? 0,
    reportsReceived: received?.n ?? 0,
    openReportsReceived: received?.open ?? 0,
    securityEvents,
  };
}
