const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

/** Whether an address may be a link in a post: the server keeps only http(s) and mailto (sanitize.ts). */
export function isAllowedLink(href: string): boolean {
  try {
    return ALLOWED.has(new URL(href).protocol);
  } catch {
    return false;
  }
}

/**
 * What the writer typed, as the link to store, or null when it cannot be one. "example.com/a" is taken as
 * https, "team@example.com" as mailto; any other scheme (javascript:, data:, ftp:) is refused.
 */
export function toLinkHref(typed: string): string | null {
  const text = typed.trim();
  if (!text || /\s/.test(text)) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  let href = text;
  if (!hasScheme)
    href = /^[^@/]+@[^@/]+\.[^@/]+$/.test(text) ? `mailto:${text}` : `https://${text.replace(/^\/\//, '')}`;
  if (!isAllowedLink(href)) return null;
  const url = new URL(href);
  // "https://" alone, or a host without a dot ("https://hello"), is a slip rather than an address.
  if (url.protocol !== 'mailto:' && !url.hostname.includes('.')) return null;
  if (url.protocol === 'mailto:' && !url.pathname.includes('@')) return null;
  return href;
}
