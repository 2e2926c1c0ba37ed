import { z } from 'zod';
import { singleLineText } from './fields';

// A startup's website (decision 052). The address is read by the WHATWG URL parser, which is the one
// browsers use (Node's is the same), and stored as that parser writes it back. Text that a browser would
// read as another site than a person does (user info before an "@", a backslash that the browser takes
// for "/", a host in numbers spelled otherwise) is refused, so the link, the domain that is verified and
// the domain that opens are one and the same.

export const WEBSITE_URL_MAX = 300;
/** The spec's message for a website that is not an https address. */
export const WEBSITE_URL_MESSAGE = 'Website URL must start with https://';
export const WEBSITE_URL_PLAIN_MESSAGE =
  'Website URL must be a plain address like https://your-startup.com, without a user name, "@", "\\" or spaces';
export const WEBSITE_URL_TOO_LONG = `Website URL must be at most ${WEBSITE_URL_MAX} characters`;

/** "https://", then the authority as a person reads it: up to the first "/", "?" or "#". */
const AUTHORITY_AS_WRITTEN = /^https:\/\/([^/?#]*)/i;
/** Letters of any script, digits, dots and hyphens, with an optional port: nothing else is a plain host. */
const PLAIN_AUTHORITY = /^([\p{L}\p{N}.-]+)(?::\d{1,5})?$/u;
const isAscii = (text: string) => /^[\x20-\x7E]*$/.test(text);

/** The address as a browser reads and writes it (`href`), or the message for why it is refused. */
export function readWebsiteUrl(text: string): { href: string } | { error: string } {
  const written = AUTHORITY_AS_WRITTEN.exec(text);
  if (!written) return { error: WEBSITE_URL_MESSAGE };
  if (text.includes('\\') || /\s/u.test(text)) return { error: WEBSITE_URL_PLAIN_MESSAGE };
  if (!URL.canParse(text)) return { error: WEBSITE_URL_MESSAGE };
  const host = PLAIN_AUTHORITY.exec(written[1]!)?.[1];
  if (!host) return { error: WEBSITE_URL_PLAIN_MESSAGE };
  const url = new URL(text);
  // An ASCII host reads the same, only in lower case ("0x7f.1" becomes 127.0.0.1, which is refused); a
  // host in another script becomes its punycode, label for label.
  const isSameHost = isAscii(host)
    ? url.hostname === host.toLowerCase()
    : url.hostname.split('.').length === host.split('.').length;
  if (!isSameHost || url.username || url.password) return { error: WEBSITE_URL_PLAIN_MESSAGE };
  if (url.href.length > WEBSITE_URL_MAX) return { error: WEBSITE_URL_TOO_LONG };
  return { href: url.href };
}

/** The optional website field of a startup: '' or the normalised address. */
export const websiteUrlField = singleLineText()
  .max(WEBSITE_URL_MAX, WEBSITE_URL_MESSAGE)
  .transform((text, ctx) => {
    if (text === '') return '';
    const read = readWebsiteUrl(text);
    if ('href' in read) return read.href;
    ctx.addIssue({ code: 'custom', message: read.error });
    return z.NEVER;
  })
  .default('');

/**
 * The domain a website is on, as verification reads it: the host without "www.", or null when there is
 * no website or the stored text is not an address the field would take (an older row).
 */
export function websiteDomainOf(websiteUrl: string | null | undefined): string | null {
  if (!websiteUrl) return null;
  const read = readWebsiteUrl(websiteUrl);
  return 'href' in read ? new URL(read.href).hostname.replace(/^www\./, '') : null;
}
