import { z } from 'zod';
import { singleLineText } from './fields';

// Verified startups (decision 047): a founder proves the website's domain by a code
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

/** A domain is at `base` when it is `base` or a subdomain of it. */
export function isAtDomain(domain: string, base: string): boolean {
  return domain === base || domain.endsWith(`.${base}`);
}

export const NO_WEBSITE = 'Add your website to this startup first: the domain it is on is what gets verified.';
export const NOT_A_DOMAIN = "Your website's address is not on a domain name that can be verified.";
export const PUBLIC_SUFFIX = (domain: string) =>
  `${domain} is a public suffix shared by many owners: use your own domain.`;
export const EMAIL_NOT_POSSIBLE =
  'Your website is on a domain people share (a mail provider or a hosting service), so an address there says nothing about your startup. Use your own domain for the website, or the DNS record.';
export const ADDRESS_NOT_AT_DOMAIN = (domain: string) => `Use an address at ${domain}.`;
export const ADDRESS_FREE_MAIL = 'An address at a free mail provider does not prove a domain.';
export const SEND_CODE_FIRST = 'Send a code first.';
export const CODE_WRONG = (triesLeft: number) =>
  `That code is not right. ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left.`;
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
  code: z
    .string({ error: 'Enter the 6-digit code' })
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export type ConfirmDomainCodeInput = z.infer<typeof confirmDomainCodeSchema>;

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
