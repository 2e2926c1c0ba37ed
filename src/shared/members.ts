import { z } from 'zod';
import { auditEntrySchema } from './audit';
import { queryText } from './query-params';
import { decodeStartupCursor, INVALID_CURSOR } from './startup-cursor';

// The administrator's members page (/admin/members): find a member by name or e-mail, see what is
// theirs, and act on the account (suspend, reinstate, export their data, erase it).

export const ADMIN_MEMBERS_PAGE_SIZE = 25;
export const MEMBER_SEARCH_MAX = 100;

/** The next page: joined before the previous page's last member (a keyset cursor, as the listing's newest order). */
const memberCursorParam = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (!text) return undefined;
    const cursor = decodeStartupCursor(text);
    if (!cursor || cursor.sort !== 'newest') {
      ctx.addIssue({ code: 'custom', message: INVALID_CURSOR });
      return undefined;
    }
    return { key: cursor.key, id: cursor.id };
  });

export const adminMemberQuerySchema = z.object({
  /** Part of a name or of an e-mail address. */
  search: queryText(MEMBER_SEARCH_MAX).transform((v) => v || undefined),
  cursor: memberCursorParam,
});
export type AdminMemberQuery = z.output<typeof adminMemberQuerySchema>;

export const adminMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  joinedAt: z.iso.datetime({ offset: true }),
  suspendedAt: z.iso.datetime({ offset: true }).nullable(),
  /** An ADMIN_EMAILS address its member proved: never suspended or erased here. */
  isAdmin: z.boolean(),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

export const adminMemberPageSchema = z.object({ items: z.array(adminMemberSchema), nextCursor: z.string().nullable() });
export type AdminMemberPage = z.infer<typeof adminMemberPageSchema>;

export const adminMemberDetailSchema = z.object({
  member: adminMemberSchema,
  startups: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      slug: z.string(),
      active: z.boolean(),
      hiddenReason: z.string().nullable(),
    }),
  ),
  applicationsCount: z.number().int().nonnegative(),
  /** Reports the member sent, and reports about what is theirs (open ones apart). */
  reportsMade: z.number().int().nonnegative(),
  reportsReceived: z.number().int().nonnegative(),
  openReportsReceived: z.number().int().nonnegative(),
  /** Their latest security events (sign-ins, password, e-mail, factors, tokens). */
  securityEvents: z.array(auditEntrySchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

const rows = z.array(z.record(z.string(), z.unknown()));
/** A member's data as one JSON file (the server's account/data-export.service.ts fills it). */
export const memberExportSchema = z.object({
  format: z.literal('liftoff-member-data'),
  version: z.number().int(),
  exportedAt: z.iso.datetime({ offset: true }),
  account: z.record(z.string(), z.unknown()),
  profile: z.record(z.string(), z.unknown()).nullable(),
  settings: z.record(z.string(), z.unknown()).nullable(),
  startups: rows,
  applications: rows,
  reportsMade: rows,
  securityEvents: z.array(auditEntrySchema),
});

export const memberErasedSchema = z.object({ deleted: z.literal(true) });

/** What the erasure's confirmation says it does, beside the member's name and address. */
export const ERASE_MEMBER_WARNING =
  'Their account, profile, startups with their positions and applications, and files are deleted for good. This cannot be undone.';
