import { describe, expect, it } from 'vitest';
import { startupDetailsSchema } from './startups';
import {
  readWebsiteUrl,
  WEBSITE_URL_MESSAGE,
  WEBSITE_URL_PLAIN_MESSAGE,
  WEBSITE_URL_TOO_LONG,
  websiteDomainOf,
  websiteUrlField,
} from './website-url';

// A startup's website is read as a browser reads it (WHATWG URL) and stored as the browser writes it
// back; an address a browser would open elsewhere than a person reads is refused (decision 052).

const messageOf = (text: string) => websiteUrlField.safeParse(text).error?.issues[0]?.message;

describe("a startup's website address", () => {
  it('refuses user info, a backslash (a path separator to a browser) and a host spelled otherwise, under the field', () => {
    const opensElsewhere = [
      'https://victim-bank.example\\@attacker-startup.example/',
      'https://victim-bank.example\\attacker-startup.example/',
      'https://attacker-startup.example/\\path',
      'https://user@acme.example/',
      'https://user:secret@acme.example/',
      'https://victim-bank.example@attacker-startup.example/',
      'https://victim-bank.example%2F@attacker-startup.example/',
      'https://acme%2Eexample/',
      'https://0x7f.1/',
      'https://2130706433/',
      'https:///acme.example/',
      'https://acme.example /about',
      'https://acme.example/our\u00A0team',
      'https://[::1]/',
    ];
    for (const text of opensElsewhere) expect(messageOf(text), text).toBe(WEBSITE_URL_PLAIN_MESSAGE);
    // The form's step two parses with the same field, so the message shows under it there too.
    const step = startupDetailsSchema.safeParse({ websiteUrl: opensElsewhere[0] });
    expect(step.error?.issues.find((issue) => issue.path[0] === 'websiteUrl')?.message).toBe(WEBSITE_URL_PLAIN_MESSAGE);
  });

  it("keeps the spec's message for what is not an https address, and takes no website at all", () => {
    for (const text of [
      'ftp://acme.example',
      'http://acme.example',
      'acme.example',
      'https://',
      'https://acme.example:99999/',
    ])
      expect(messageOf(text), text).toBe(WEBSITE_URL_MESSAGE);
    expect(websiteUrlField.parse('')).toBe('');
    expect(websiteUrlField.parse(undefined)).toBe('');
  });

  it('stores the address as the browser writes it: lower-case host, punycode, a path', () => {
    expect(websiteUrlField.parse('HTTPS://WWW.Acme.Example')).toBe('https://www.acme.example/');
    expect(websiteUrlField.parse(' https://bücher.example/über ')).toBe('https://xn--bcher-kva.example/%C3%BCber');
    // An "@" after the host is in the path or the fragment, where it opens nothing else.
    expect(websiteUrlField.parse('https://medium.example/@acme')).toBe('https://medium.example/@acme');
    expect(websiteUrlField.parse('https://acme.example:8443/jobs?x=1#top')).toBe(
      'https://acme.example:8443/jobs?x=1#top',
    );
    expect(readWebsiteUrl(`https://acme.example/${'é'.repeat(100)}`)).toEqual({ error: WEBSITE_URL_TOO_LONG });
  });

  it('gives the domain verification reads from the same address, and none for one the field refuses', () => {
    expect(websiteDomainOf('https://www.acme.example/about')).toBe('acme.example');
    expect(websiteDomainOf('https://shop.acme.co.uk:8443/')).toBe('shop.acme.co.uk');
    expect(websiteDomainOf('https://victim-bank.example\\@attacker-startup.example/')).toBeNull();
    expect(websiteDomainOf('https://user@acme.example/')).toBeNull();
    expect(websiteDomainOf('')).toBeNull();
    expect(websiteDomainOf(null)).toBeNull();
  });
});
