import type { EventOf, EventType } from '../../events/catalog';
import { subscriber } from '../../events/subscriber';
import { recordAudit, type AuditRecord } from './audit.service';

/**
 * The audit log follows the events (ARCHITECTURE.md, "Domain events"): one subscriber per audited
 * event, each a plain mapping from the event to its entry. The event was recorded in the transaction of
 * the change, so the entry exists exactly when the change does, stamped with when the person acted.
 */
/** The target's title when it happened, kept for when the target is gone (audit-targets.ts). */
const kept = (title: string | undefined): Record<string, string> => (title ? { targetTitle: title } : {});

function audited<T extends EventType>(on: T, toRecord: (event: EventOf<T>) => AuditRecord) {
  return subscriber({ name: `audit.${on}`, on, handle: ({ tx }, event) => recordAudit(tx, toRecord(event)) });
}

export const auditSubscribers = [
  audited('member.signed_in', (e) => ({
    action: 'sign_in',
    actorId: e.userId,
    subjectId: e.userId,
    detail: { method: e.method, newDevice: e.isNewDevice },
    request: e.request,
  })),
  audited('member.password_changed', (e) => ({
    action: 'password_changed',
    actorId: e.userId,
    subjectId: e.userId,
    request: e.request,
  })),
  audited('member.email_changed', (e) => ({
    action: 'email_changed',
    actorId: e.userId,
    subjectId: e.userId,
    request: e.request,
  })),
  audited('member.factor_added', (e) => ({
    action: 'factor_added',
    actorId: e.userId,
    subjectId: e.userId,
    detail: { factor: e.factor },
    request: e.request,
  })),
  audited('member.factor_removed', (e) => ({
    action: 'factor_removed',
    actorId: e.userId,
    subjectId: e.userId,
    detail: { factor: e.factor },
    request: e.request,
  })),
  audited('member.backup_codes_renewed', (e) => ({
    action: 'backup_codes_renewed',
    actorId: e.userId,
    subjectId: e.userId,
    request: e.request,
  })),
  audited('member.api_token_created', (e) => ({
    action: 'api_token_created',
    actorId: e.userId,
    subjectId: e.userId,
    targetId: e.tokenId,
    detail: { name: e.name, scopes: e.scopes.join(', '), expiresAt: e.expiresAt },
    request: e.request,
  })),
  audited('member.api_token_revoked', (e) => ({
    action: 'api_token_revoked',
    actorId: e.userId,
    subjectId: e.userId,
    targetId: e.tokenId,
    detail: { name: e.name },
    request: e.request,
  })),
  audited('member.api_tokens_ended', (e) => ({
    action: 'api_tokens_ended',
    actorId: e.userId,
    subjectId: e.userId,
    detail: { cause: e.cause, count: e.count },
    request: e.request,
  })),
  audited('moderation.item_hidden', (e) => ({
    action: 'item_hidden',
    actorId: e.actorId,
    subjectId: e.ownerId,
    targetType: e.itemType,
    targetId: e.itemId,
    detail: { reason: e.reason, ...kept(e.title) },
    request: e.request,
  })),
  audited('moderation.item_restored', (e) => ({
    action: 'item_restored',
    actorId: e.actorId,
    subjectId: e.ownerId,
    targetType: e.itemType,
    targetId: e.itemId,
    detail: kept(e.title),
    request: e.request,
  })),
  audited('moderation.reports_dismissed', (e) => ({
    action: 'reports_dismissed',
    actorId: e.actorId,
    targetType: e.itemType,
    targetId: e.itemId,
    detail: { count: e.count, ...kept(e.title) },
    request: e.request,
  })),
  audited('member.suspended', (e) => ({
    action: 'member_suspended',
    actorId: e.actorId,
    subjectId: e.userId,
    targetType: 'member',
    targetId: e.userId,
    detail: kept(e.name),
    request: e.request,
  })),
  audited('member.reinstated', (e) => ({
    action: 'member_reinstated',
    actorId: e.actorId,
    subjectId: e.userId,
    targetType: 'member',
    targetId: e.userId,
    detail: kept(e.name),
    request: e.request,
  })),
  audited('member.data_exported', (e) => ({
    action: 'member_data_exported',
    actorId: e.actorId,
    subjectId: e.userId,
    targetType: 'member',
    targetId: e.userId,
    detail: kept(e.name),
    request: e.request,
  })),
  audited('member.erased', (e) => ({
    action: 'member_erased',
    actorId: e.actorId,
    subjectId: e.userId,
    targetType: 'member',
    targetId: e.userId,
    detail: kept(e.name),
    request: e.request,
  })),
  audited('startup.deleted_by_admin', (e) => ({
    action: 'startup_deleted',
    actorId: e.actorId,
    subjectId: e.ownerId,
    targetType: 'startup',
    targetId: e.startupId,
    detail: { name: e.name },
    request: e.request,
  })),
  audited('blog_post.deleted', (e) => ({
    action: 'post_deleted',
    actorId: e.actorId,
    targetType: 'post',
    targetId: e.postId,
    detail: { title: e.title },
    request: e.request,
  })),
  audited('startup.verified', (e) => ({
    action: 'startup_verified',
    actorId: e.actorId,
    subjectId: e.actorId,
    targetType: 'startup',
    targetId: e.startupId,
    detail: { domain: e.domain, method: e.method },
    request: e.request,
  })),
];
