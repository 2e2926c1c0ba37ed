import { z } from 'zod';
import { parse as parseDomain } from 'tldts';
import { singleLineText } from './fields';

// Verified startups (issue 32 point 2, decision 047): a founder proves the website's domain by a code
// e-mailed to an address at it, or by a DNS TXT record. The rules both sides need live here.

/** How long an e-mailed code works, and how many wrong tries it takes before it is spent. */
export const DOMAIN_CODE_MINUTES = 15;
export const DOMAIN_CODE_TRIES = 5;
/** Codes one startup may have sent in an hour (a new code replaces the last one). */
export const DOMAIN_CODES_PER_STARTUP_PER_HOUR = 3;
/** Codes one member may have sent in a day, whichever their startup. */
export const DOMAIN_CODES_PER_MEMBER_PER_DAY = 10;
/** Codes one address may receive in a day, whoever asks. */
export const DOMAIN_CODES_PER_ADDRESS_PER_DAY = 3;
/** DNS checks one startup may ask for in an hour. */
export const DNS_CHECKS_PER_STARTUP_PER_HOUR = 20;
/** How long a DNS check waits for an answer. */
export const DNS_TIMEOUT_SECONDS = 5;
/** How long the DNS token of a claim stays the same (DNS changes take time to show). */
export const DNS_TOKEN_DAYS = 7;
/** The TXT record's value starts with this; the rest is the claim's token. */
export const DNS_RECORD_PREFIX = 'liftoff-verification=';
/** The TXT record may sit at the domain itself or at this name under it. */
export const DNS_RECORD_SUBDOMAIN = '_liftoff';

// Which names are shared by many owners is the Public Suffix List's to say (tldts keeps it), with its
// private section: co.uk is a suffix, and so is github.io, where anyone gets a subdomain (decision 052).
const WITH_PRIVATE_SUFFIXES = { allowPrivateDomains: true } as const;

/**
 * Free mail providers: an address there proves nothing about a company. The List does not know them.
 * A trailing `.*` matches the provider under any public suffix (gmx.de, gmx.net, yandex.ru, yandex.com.tr).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.*', 'live.*', 'msn.com', 'yahoo.*', 'ymail.com', 'rocketmail.com',
  'icloud.com', 'me.com', 'mac.com', 'proton.me', 'protonmail.com', 'protonmail.ch', 'pm.me', 'aol.com', 'aim.com',
  'gmx.*', 'web.de', 'yandex.*', 'ya.ru', 'mail.ru', 'bk.ru', 'inbox.ru', 'list.ru', 'rambler.ru', 'qq.com', 'foxmail.com',
  '163.com', '126.com', 'yeah.net', 'sina.com', 'sohu.com', 'aliyun.com', 'naver.com', 'daum.net', 'hanmail.net',
  'zoho.com', 'zohomail.com', 'tutanota.com', 'tuta.io', 'fastmail.com', 'hey.com', 'mail.com', 'email.com',
  'seznam.cz', 'libero.it', 'virgilio.it', 'orange.fr', 'free.fr', 'laposte.net', 't-online.de', 'rediffmail.com',
  'mailinator.com', 'guerrillamail.com', 'duck.com',
] as const;

/**
 * Where anyone gets a subdomain (or a page) for a site, and which the List's private section does not
 * name: such a website's domain is the host's, not the startup's. github.io, vercel.app and their like
 * come from the List.
 */
export const HOSTING_DOMAINS_OUTSIDE_PSL = [
  'netlify.com', 'wix.com', 'wordpress.com', 'squarespace.com', 'glitch.me', 'substack.com', 'medium.com', 'sites.google.com',
  'weebly.com', 'strikingly.com', 'tilda.ws', 'godaddysites.com',
] as const;

/** A domain is at `base` when it is `base` or a subdomain of it. */
export function isAtDomain(domain: string, base: string): boolean {
  return domain === base || domain.endsWith(`.${base}`);
}

function matchesListed(domain: string, listed: string): boolean {
  if (!listed.endsWith('.*')) return isAtDomain(domain, listed);
  // "gmx.*": the registrable name under a public suffix is "gmx" (gmx.de, mail.gmx.co.uk).
  return parseDomain(domain).domainWithoutSuffix === listed.slice(0, -2);
}

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.some((listed) => matchesListed(domain, listed));
/** Under a suffix of the List's private section (acme.github.io), or on a host the List does not name. */
export const isHostingDomain = (domain: string) =>
  parseDomain(domain, WITH_PRIVATE_SUFFIXES).isPrivate === true || HOSTING_DOMAINS_OUTSIDE_PSL.some((listed) => isAtDomain(domain, listed));

const isDomainName = (domain: string) => /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(domain);
/** The name one owner registered (acme.co.uk for shop.acme.co.uk), or null for a public suffix itself. */
export const registrableDomainOf = (domain: string) => parseDomain(domain, WITH_PRIVATE_SUFFIXES).domain;

/** A domain a person could own: a name with a dot, not an address in numbers, not a public suffix. */
export function isOwnableDomain(domain: string): boolean {
  return isDomainName(domain) && registrableDomainOf(domain) !== null;
}

export const NO_WEBSITE = 'Add your website to this startup first: the domain it is on is what gets verified.';
export const NOT_A_DOMAIN = "Your website's address is not on a domain name that can be verified.";
export const PUBLIC_SUFFIX = (domain: string) => `${domain} is a public suffix shared by many owners: use your own domain.`;
export const EMAIL_NOT_POSSIBLE = "Your website is on a domain people share (a mail provider or a hosting service), so an address there says nothing about your startup. Use your own domain for the website, or the DNS record.";
export const ADDRESS_NOT_AT_DOMAIN = (domain: string) => `Use an address at ${domain}.`;
export const ADDRESS_FREE_MAIL = 'An address at a free mail provider does not prove a domain.';
export const SEND_CODE_FIRST = 'Send a code first.';
export const CODE_WRONG = (triesLeft: number) => `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
export const CODE_EXPIRED = 'This code has expired. Send a new one.';
export const CODE_SPENT = 'Too many wrong codes. Send a new one.';
export const WEBSITE_CHANGED = 'Your website moved to another domain since this started. Start again.';
export const SHOW_RECORD_FIRST = 'Show the DNS record first.';

/**
 * What the founder types: the part before the @ (the domain is added) or a whole address. Normalised
 * here, checked against the domain by `addressForDomain`.
 */
export const sendDomainCodeSchema = z.object({
  email: singleLineText({ error: 'Enter an address at your domain' })
    .min(1, 'Enter an address at your domain')
    .max(254, 'Please enter a valid email address')
    .transform((text) => text.toLowerCase()),
});
export type SendDomainCodeInput = z.infer<typeof sendDomainCodeSchema>;

export const confirmDomainCodeSchema = z.object({
  code: z.string({ error: 'Enter the 6-digit code' }).trim().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ConfirmDomainCodeInput = z.infer<typeof confirmDomainCodeSchema>;

const emailShape = z.email();

/** The full address a founder means, or why it cannot prove `domain`. */
export function addressForDomain(typed: string, domain: string): { email: string } | { error: string } {
  const email = typed.includes('@') ? typed : `${typed}@${domain}`;
  if (!emailShape.safeParse(email).success) return { error: 'Please enter a valid email address' };
  const addressDomain = email.slice(email.lastIndexOf('@') + 1);
  if (isFreeMailDomain(addressDomain)) return { error: ADDRESS_FREE_MAIL };
  // At the registrable domain or below it: never at a suffix, whatever `domain` is.
  if (!isAtDomain(addressDomain, domain) || !registrableDomainOf(addressDomain)) return { error: ADDRESS_NOT_AT_DOMAIN(domain) };
  return { email };
}

/** Why a website's domain cannot be verified at all (no website, not a name, a public suffix), or null. */
export function domainRefusalFor(websiteUrl: string | null, domain: string | null): string | null {
  if (!websiteUrl) return NO_WEBSITE;
  if (!domain || !isDomainName(domain)) return NOT_A_DOMAIN;
  return registrableDomainOf(domain) ? null : PUBLIC_SUFFIX(domain);
}

/** Why a website's domain cannot be proved by e-mail, or null when it can. */
export function emailRefusalFor(domain: string): string | null {
  return isFreeMailDomain(domain) || isHostingDomain(domain) ? EMAIL_NOT_POSSIBLE : null;
}

export const verificationMethods = ['email', 'dns'] as const;

/** GET /api/startups/:id/verification and what each of its steps answers. */
export const domainVerificationSchema = z.object({
  /** The website's domain (host, lower case, without "www."), or null without a website. */
  websiteDomain: z.string().nullable(),
  /** Why this domain cannot be verified at all (no website, not a domain name), or null. */
  refusal: z.string().nullable(),
  /** Why the e-mail way is closed for this domain, or null when it is open. */
  emailRefusal: z.string().nullable(),
  verified: z.object({ domain: z.string(), method: z.enum(verificationMethods), at: z.iso.datetime() }).nullable(),
  /** The claim under way: where a code went (and until when it works), and the DNS record to add. */
  pending: z
    .object({
      domain: z.string(),
      email: z.string().nullable(),
      codeExpiresAt: z.iso.datetime().nullable(),
      triesLeft: z.number().int().nonnegative(),
      dnsRecord: z.object({ names: z.array(z.string()), value: z.string() }),
    })
    .nullable(),
});
export type DomainVerification = z.infer<typeof domainVerificationSchema>;

/** What a DNS check found: the record (then the startup is verified), none yet, or no answer in time. */
export const dnsCheckResults = ['verified', 'not_found', 'timed_out', 'lookup_failed'] as const;
export const dnsCheckSchema = z.object({ result: z.enum(dnsCheckResults), verification: domainVerificationSchema });
export type DnsCheck = z.infer<typeof dnsCheckSchema>;
