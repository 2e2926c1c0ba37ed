import { describe, expect, it } from 'vitest';
import {
  addressForDomain,
  domainRefusalFor,
  emailRefusalFor,
  isFreeMailDomain,
  isHostingDomain,
  isOwnableDomain,
} from './domain-rules';
import {
  ADDRESS_FREE_MAIL,
  ADDRESS_NOT_AT_DOMAIN,
  NO_WEBSITE,
  NOT_A_DOMAIN,
  PUBLIC_SUFFIX,
} from './domain-verification';

describe('the domain proof rules (decision 047)', () => {
  it('knows the free mail providers, under any of their endings, and their subdomains', () => {
    for (const domain of [
      'gmail.com',
      'outlook.com',
      'hotmail.co.uk',
      'yahoo.co.jp',
      'icloud.com',
      'proton.me',
      'gmx.de',
      'gmx.net',
      'yandex.ru',
      'yandex.com.tr',
      'mail.ru',
      'qq.com',
      '163.com',
      'zoho.com',
      'eu.mail.zoho.com',
    ]) {
      expect(isFreeMailDomain(domain), domain).toBe(true);
    }
    for (const domain of ['acme.com', 'gmx-labs.io', 'notgmail.com', 'mygmx.de', 'yandex-cloud.io', 'mail.acme.ru'])
      expect(isFreeMailDomain(domain), domain).toBe(false);
  });

  it('knows the hosting subdomains, and closes the e-mail way for them and for the providers', () => {
    for (const domain of ['acme.github.io', 'acme.vercel.app', 'acme.netlify.app', 'acme.wixsite.com']) {
      expect(isHostingDomain(domain), domain).toBe(true);
      expect(emailRefusalFor(domain)).not.toBeNull();
    }
    expect(emailRefusalFor('gmail.com')).not.toBeNull();
    expect(emailRefusalFor('acme.com')).toBeNull();
    expect(isHostingDomain('github.com')).toBe(false);
  });

  it('takes the part before the @ or a whole address at the domain or under it', () => {
    expect(addressForDomain('founder', 'acme.com')).toEqual({ email: 'founder@acme.com' });
    expect(addressForDomain('ops@mail.acme.com', 'acme.com')).toEqual({ email: 'ops@mail.acme.com' });
    expect(addressForDomain('me@xacme.com', 'acme.com')).toEqual({ error: ADDRESS_NOT_AT_DOMAIN('acme.com') });
    expect(addressForDomain('me@acme.com.evil.io', 'acme.com')).toEqual({ error: ADDRESS_NOT_AT_DOMAIN('acme.com') });
    expect(addressForDomain('me@gmail.com', 'acme.com')).toEqual({ error: ADDRESS_FREE_MAIL });
    expect(addressForDomain('a b', 'acme.com')).toHaveProperty('error');
  });

  it('verifies names only, not addresses in numbers or a bare host', () => {
    expect(isOwnableDomain('acme.com')).toBe(true);
    expect(isOwnableDomain('shop.acme.co.uk')).toBe(true);
    expect(isOwnableDomain('my-shop.xn--p1ai')).toBe(true);
    for (const domain of ['127.0.0.1', 'localhost', 'acme', '-.com', ''])
      expect(isOwnableDomain(domain), domain).toBe(false);
  });
});

describe('public suffixes (decision 052)', () => {
  it('refuses a public suffix, from either section of the List, as the domain to verify', () => {
    for (const domain of ['co.uk', 'github.io', 'vercel.app', 'herokuapp.com', 'pages.dev', 'blogspot.com']) {
      expect(isOwnableDomain(domain), domain).toBe(false);
      expect(domainRefusalFor(`https://${domain}/`, domain), domain).toBe(PUBLIC_SUFFIX(domain));
    }
    expect(PUBLIC_SUFFIX('co.uk')).toBe('co.uk is a public suffix shared by many owners: use your own domain.');
    expect(domainRefusalFor('https://acme.co.uk/', 'acme.co.uk')).toBeNull();
    expect(domainRefusalFor('https://acme-team.github.io/', 'acme-team.github.io')).toBeNull();
    expect(domainRefusalFor(null, null)).toBe(NO_WEBSITE);
    expect(domainRefusalFor('https://a\\@b.example/', null)).toBe(NOT_A_DOMAIN);
    expect(domainRefusalFor('https://127.0.0.1/', '127.0.0.1')).toBe(NOT_A_DOMAIN);
  });

  it("takes the hosting services from the List's private section, and keeps those it does not name", () => {
    for (const domain of [
      'acme.pages.dev',
      'acme.onrender.com',
      'acme.myshopify.com',
      'acme.wordpress.com',
      'acme.substack.com',
    ])
      expect(isHostingDomain(domain), domain).toBe(true);
    expect(isHostingDomain('acme.co.uk')).toBe(false);
  });

  it('reads a provider under any public suffix as the List does', () => {
    expect(isFreeMailDomain('mail.gmx.co.uk')).toBe(true);
    expect(isFreeMailDomain('yahoo.com.br')).toBe(true);
    // "gmx" as a subdomain of someone else's name is not the provider.
    expect(isFreeMailDomain('gmx.acme.com')).toBe(false);
  });

  it('never takes an address at a suffix, whatever domain it is asked for', () => {
    expect(addressForDomain('me@co.uk', 'co.uk')).toEqual({ error: ADDRESS_NOT_AT_DOMAIN('co.uk') });
    expect(addressForDomain('me@github.io', 'github.io')).toEqual({ error: ADDRESS_NOT_AT_DOMAIN('github.io') });
    expect(addressForDomain('me@acme.co.uk', 'co.uk')).toEqual({ email: 'me@acme.co.uk' });
  });
});
