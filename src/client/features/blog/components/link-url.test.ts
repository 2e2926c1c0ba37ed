import { describe, expect, it } from 'vitest';
import { isAllowedLink, toLinkHref } from './link-url';

describe('toLinkHref', () => {
  it('keeps http, https and mailto addresses as they are', () => {
    expect(toLinkHref('https://liftoff.example/blog')).toBe('https://liftoff.example/blog');
    expect(toLinkHref('http://example.com')).toBe('http://example.com');
    expect(toLinkHref('mailto:team@example.com')).toBe('mailto:team@example.com');
  });

  it('reads an address without a scheme as https, and an e-mail address as mailto', () => {
    expect(toLinkHref('  example.com/path?q=1 ')).toBe('https://example.com/path?q=1');
    expect(toLinkHref('www.example.com')).toBe('https://www.example.com');
    expect(toLinkHref('team@example.com')).toBe('mailto:team@example.com');
  });

  it('refuses other schemes and what cannot be an address', () => {
    for (const typed of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'ftp://example.com',
      'vbscript:x',
      '',
      '   ',
      'hello',
      'https://',
      'two words.com',
      'mailto:',
    ]) {
      expect(toLinkHref(typed), typed).toBeNull();
    }
  });
});

describe('isAllowedLink', () => {
  it('allows only http, https and mailto', () => {
    expect(isAllowedLink('https://a.example')).toBe(true);
    expect(isAllowedLink('mailto:a@b.example')).toBe(true);
    expect(isAllowedLink('javascript:alert(1)')).toBe(false);
    expect(isAllowedLink('/relative')).toBe(false);
  });
});
