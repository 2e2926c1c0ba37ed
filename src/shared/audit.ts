import { z } from 'zod';

// The audit log: every administrator action and every member security event.

export const memberSecurityActions = [
  'sign_in',
  'password_changed',
  'email_changed',
  'factor_added',
  'factor_removed',
  'backup_codes_renewed',
  'api_token_created',
  'api_token_revoked',
  'api_tokens_ended',
] as const;
export const adminActions = [
  'item_hidden',
  'item_restored',
  'reports_dismissed',
  'member_suspended',
  'member_reinstated',
  'startup_deleted',
  'post_deleted',
  'startup_verified',
  'member_data_exported',
  'member_erased',
] as const;
export const auditActions = [...memberSecurityActions, ...adminActions] as const;
export type AuditAction = (typeof auditActions)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  sign_in: 'Signed in',
  password_changed: 'Password changed',
  email_changed: 'E-mail address changed',
  factor_added: 'Second factor added',
  factor_removed: 'Second factor removed',
  backup_codes_renewed: 'New backup codes made',
  api_token_created: 'API token created',
  api_token_revoked: 'API token revoked',
  api_tokens_ended: 'API tokens ended by a new password',
  item_hidden: 'Hid an item',
  item_restored: 'Restored an item',
  reports_dismissed: 'Dismissed reports',
  member_suspended: 'Suspended a member',
  member_reinstated: 'Reinstated a member',
  startup_deleted: 'Deleted a startup',
  post_deleted: 'Deleted a blog post',
  startup_verified: 'Verified a startup domain',
  member_data_exported: "Exported a member's data",
  member_erased: 'Erased a member',
};

/**
 * What an administrator's action was about, named and linked (a position, startup, profile, post,
 * member or message): `title` as it is now, or as the entry kept it once the target was deleted
 * (`isDeleted`; null when nothing was kept). `path` is where the administrator opens it, if anywhere.
 */
export const auditTargetSchema = z.object({
  type: z.string(),
  id: z.string(),
  title: z.string().nullable(),
  path: z.string().nullable(),
  isDeleted: z.boolean(),
});
export type AuditTarget = z.infer<typeof auditTargetSchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime({ offset: true }),
  action: z.enum(auditActions),
  /** Who acted: null when the platform did (an item hidden on its third report). */
  actor: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** Whose account it concerns, when a member's. */
  subject: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  target: auditTargetSchema.nullable(),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The administrator's filters: by action, by the member acting or concerned (an id), by day range. */
export const auditQuerySchema = z.object({
  action: z.enum(auditActions).optional(),
  member: z.uuid().optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  cursor: z.string().max(100).optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A member's own security events in Settings: the newest, enough to spot what they did not do. */
export const SECURITY_EVENTS_SHOWN = 30;
export const securityEventsSchema = z.object({ items: z.array(auditEntrySchema) });
