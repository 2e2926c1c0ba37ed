import { createHmac, timingSafeEqual } from 'node:crypto';
import { emailKinds, type EmailKind } from '../../shared/email-preferences';
import type { Config } from '../config';

// One-click unsubscribe (decision 018, RFC 8058). The link names a member and a kind of e-mail and
// carries an HMAC of both under the server's secret, so it works without signing in and cannot be made
// for anyone else. It does not expire: people unsubscribe from e-mails months old, and all it can do is
// turn one kind of e-mail off (or on again).

/** 128 bits of the HMAC: unguessable, and short enough for a link. */
const SIGNATURE_BYTES = 16;

function signature(secret: string, userId: string, kind: EmailKind): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:v1:${userId}:${kind}`).digest().subarray(0, SIGNATURE_BYTES);
}

function secretOf(config: Config): string {
  if (!config.authSecret) throw new Error('config.authSecret is not set: main.ts resolves it before the app starts');
  return config.authSecret;
}

export function unsubscribeToken(config: Config, userId: string, kind: EmailKind): string {
  return `${Buffer.from(userId).toString('base64url')}.${kind}.${signature(secretOf(config), userId, kind).toString('base64url')}`;
}

/** The member and kind a token names, or null when this server did not make it. */
export function readUnsubscribeToken(config: Config, token: string): { userId: string; kind: EmailKind } | null {
  const [user, kind, sig, ...rest] = token.split('.');
  if (!user || !kind || !sig || rest.length > 0) return null;
  if (!(emailKinds as readonly string[]).includes(kind)) return null;
  const userId = Buffer.from(user, 'base64url').toString('utf8');
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(userId)) return null;
  const given = Buffer.from(sig, 'base64url');
  const expected = signature(secretOf(config), userId, kind as EmailKind);
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { userId, kind: kind as EmailKind }
    : null;
}

/**
 * What an e-mail of this kind carries: the page link for its footer, and the headers mail clients turn
 * into their own Unsubscribe button (which POSTs `List-Unsubscribe=One-Click` to the API address).
 */
export function unsubscribeParts(config: Config, userId: string, kind: EmailKind) {
  const token = encodeURIComponent(unsubscribeToken(config, userId, kind));
  return {
    pageUrl: `${config.publicUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${config.publicUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
