import { hash } from 'node:crypto';

/** A strong validator of the exact bytes: equal bodies, equal tags, whoever asked. */
export function etagOf(body: string | Uint8Array): string {
  // The one-shot form: no Hash object per response.
  return `"${hash('sha1', body, 'base64url')}"`;
}

/**
 * The tag of a compressed copy: weak, as nginx does, since its bytes are not the ones the strong tag
 * names, yet it says the same thing (RFC 9110 8.8.1). A 304 may then answer for any encoding of it.
 */
export const weakEtag = (etag: string) => (etag.startsWith('W/') ? etag : `W/${etag}`);

/**
 * Whether If-None-Match names this tag. The weak comparison of RFC 9110 (13.1.2), as a GET must use:
 * a compressed answer carries the weak form of the tag (weakEtag), from the visitors' cache or the
 * compression middleware.
 */
export function etagMatches(ifNoneMatch: string | undefined | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = stripWeak(etag);
  for (const candidate of ifNoneMatch.split(',')) {
    const tag = candidate.trim();
    if (tag === '*' || stripWeak(tag) === opaque) return true;
  }
  return false;
}

const stripWeak = (tag: string) => (tag.startsWith('W/') ? tag.slice(2) : tag);
