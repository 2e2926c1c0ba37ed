import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../shared/audit';
import { deviceName } from '../../../shared/device-name';
import { HIDDEN_REASON_LABELS, type HiddenReason } from '../../../shared/moderation';

/** One line of what an entry says happened, beyond its action: "Safari on iOS · 203.0.113.7", "startup “Acme”". */
export function entryDetail(entry: AuditEntry): string {
  const parts: string[] = [];
  const { detail } = entry;
  if (entry.action === 'sign_in')
    parts.push(
      detail.method === 'passkey' ? 'with a passkey' : 'with a password',
      detail.newDevice ? 'new device' : '',
    );
  if (typeof detail.factor === 'string') parts.push(detail.factor === 'totp' ? 'authenticator app' : 'passkey');
  // A target's name is on its own line (audit-target.tsx); a token's name is the only one shown here.
  if (typeof detail.name === 'string' && !entry.target) parts.push(`“${detail.name}”`);
  if (typeof detail.scopes === 'string') parts.push(detail.scopes);
  if (typeof detail.title === 'string' && !entry.target) parts.push(`“${detail.title}”`);
  if (typeof detail.domain === 'string')
    parts.push(`${detail.domain} by ${detail.method === 'dns' ? 'DNS' : 'e-mail'}`);
  if (typeof detail.reason === 'string')
    parts.push(`reason: ${HIDDEN_REASON_LABELS[detail.reason as HiddenReason] ?? detail.reason.replaceAll('_', ' ')}`);
  if (entry.action === 'api_tokens_ended' && typeof detail.count === 'number') {
    parts.push(
      `${detail.count} ${detail.count === 1 ? 'token' : 'tokens'}`,
      detail.cause === 'password_reset' ? 'password reset' : 'password change',
    );
  } else if (typeof detail.count === 'number')
    parts.push(`${detail.count} ${detail.count === 1 ? 'report' : 'reports'}`);
  return parts.filter(Boolean).join(' · ');
}

export const actionLabel = (entry: AuditEntry) => AUDIT_ACTION_LABELS[entry.action];

/** Where and on what: "Safari on iOS · 203.0.113.7". */
export const whereFrom = (entry: AuditEntry) =>
  [entry.userAgent ? deviceName(entry.userAgent) : null, entry.ip].filter(Boolean).join(' · ');
