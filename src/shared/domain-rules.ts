import { z } from 'zod';
import { parse as parseDomain } from 'tldts';
import {
  ADDRESS_FREE_MAIL,
  ADDRESS_NOT_AT_DOMAIN,
  EMAIL_NOT_POSSIBLE,
  isAtDomain,
  NO_WEBSITE,
  NOT_A_DOMAIN,
  PUBLIC_SUFFIX,
} from './domain-verification';

// Which domains a founder may prove, and by which address (decisions 047 and 052). Which names are
// shared by many owners is the Public Suffix List's to say (tldts keeps it), with its private section:
// co.uk is a suffix, and so is github.io, where anyone gets a subdomain. Kept apart from
// domain-verification.ts, whose messages and schemas the browser loads: the List weighs about 150 KB
// and only the server needs it.
const WITH_PRIVATE_SUFFIXES = { allowPrivateDomains: true } as const;

/**
 * Free mail providers: an address there proves nothing about a company. The List does not know them.
 * A trailing `.*` matches the provider under any public suffix (gmx.de, gmx.net, yandex.ru, yandex.com.tr).
 */
export const FREE_MAIL_DOMAINS = [
  'gmail.com',
  'googlemail.com',
  'outlook.com',
  'hotmail.*',
  'live.*',
  'msn.com',
  'yahoo.*',
  'ymail.com',
  'rocketmail.com',
  'icloud.com',
  'me.com',
  'mac.com',
  'proton.me',
  'protonmail.com',
  'protonmail.ch',
  'pm.me',
  'aol.com',
  'aim.com',
  'gmx.*',
  'web.de',
  'yandex.*',
  'ya.ru',
  'mail.ru',
  'bk.ru',
  'inbox.ru',
  'list.ru',
  'rambler.ru',
  'qq.com',
  'foxmail.com',
  '163.com',
  '126.com',
  'yeah.net',
  'sina.com',
  'sohu.com',
  'aliyun.com',
  'naver.com',
  'daum.net',
  'hanmail.net',
  'zoho.com',
  'zohomail.com',
  'tutanota.com',
  'tuta.io',
  'fastmail.com',
  'hey.com',
  'mail.com',
  'email.com',
  'seznam.cz',
  'libero.it',
  'virgilio.it',
  'orange.fr',
  'free.fr',
  'laposte.net',
  't-online.de',
  'rediffmail.com',
  'mailinator.com',
  'guerrillamail.com',
  'duck.com',
] as const;

/**
 * Where anyone gets a subdomain (or a page) for a site, and which the List's private section does not
 * name: such a website's domain is the host's, not the startup's. github.io, vercel.app and their like
 * come from the List.
 */
export const HOSTING_DOMAINS_OUTSIDE_PSL = [
  'netlify.com',
  'wix.com',
  'wordpress.com',
  'squarespace.com',
  'glitch.me',
  'substack.com',
  'medium.com',
  'sites.google.com',
  'weebly.com',
  'strikingly.com',
  'tilda.ws',
  'godaddysites.com',
] as const;

function matchesListed(domain: string, listed: string): boolean {
  if (!listed.endsWith('.*')) return isAtDomain(domain, listed);
  // "gmx.*": the registrable name under a public suffix is "gmx" (gmx.de, mail.gmx.co.uk).
  return parseDomain(domain).domainWithoutSuffix === listed.slice(0, -2);
}

export const isFreeMailDomain = (domain: string) => FREE_MAIL_DOMAINS.some((listed) => matchesListed(domain, listed));
/** Under a suffix of the List's private section (acme.github.io), or on a host the List does not name. */
export const isHostingDomain = (domain: string) =>
  parseDomain(domain, WITH_PRIVATE_SUFFIXES).isPrivate === true ||
  HOSTING_DOMAINS_OUTSIDE_PSL.some((listed) => isAtDomain(domain, listed));

const isDomainName = (domain: string) =>
  /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/.test(domain);
/** The name one owner registered (acme.co.uk for shop.acme.co.uk), or null for a public suffix itself. */
export const registrableDomainOf = (domain: string) => parseDomain(domain, WITH_PRIVATE_SUFFIXES).domain;

/** A domain a person could own: a name with a dot, not an address in numbers, not a public suffix. */
export function isOwnableDomain(domain: string): boolean {
  return isDomainName(domain) && registrableDomainOf(domain) !== null;
}

const emailShape = z.email();

/** The full address a founder means, or why it cannot prove `domain`. */
export function addressForDomain(typed: string, domain: string): { email: string } | { error: string } {
  const email = typed.includes('@') ? typed : `${typed}@${domain}`;
  if (!emailShape.safeParse(email).success) return { error: 'Please enter a valid email address' };
  const addressDomain = email.slice(email.lastIndexOf('@') + 1);
  if (isFreeMailDomain(addressDomain)) return { error: ADDRESS_FREE_MAIL };
  // At the registrable domain or below it: never at a suffix, whatever `domain` is.
  if (!isAtDomain(addressDomain, domain) || !registrableDomainOf(addressDomain))
    return { error: ADDRESS_NOT_AT_DOMAIN(domain) };
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
