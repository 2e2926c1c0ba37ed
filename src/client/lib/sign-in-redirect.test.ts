import { describe, expect, it } from 'vitest';
import { applyingTo, loginPath, safeRedirect } from './sign-in-redirect';

describe('the address to return to after signing in', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(safeRedirect('/jobs/8f1c?apply=8f1c#top')).toBe('/jobs/8f1c?apply=8f1c#top');
    expect(safeRedirect('/dashboard')).toBe('/dashboard');
    expect(safeRedirect(decodeURIComponent(loginPath('/startup/greengrid?job=1').split('=').slice(1).join('=')))).toBe(
      '/startup/greengrid?job=1',
    );
  });

  it('refuses anything that could leave the site, and the login page itself', () => {
    for (const bad of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'evil',
      '/login?redirect=/x',
      '/a\nb',
      '',
      null,
      undefined,
      `/${'a'.repeat(1000)}`,
    ]) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
  });

  it('refuses a path that becomes another site once the browser normalises it', () => {
    // `/./` and `/../` segments fold away, leaving `//evil.com`: a link to another host.
    for (const bad of ['/.//evil.com', '/..//evil.com', '/x/..//evil.com/', '/./\\evil.com', '/', '/.', '/..']) {
      expect(safeRedirect(bad), String(bad)).toBeNull();
    }
    // Dot segments that stay on the site are folded as the browser would.
    expect(safeRedirect('/jobs/./x/../y')).toBe('/jobs/y');
  });

  it('reads the position being applied to', () => {
    expect(applyingTo('/jobs/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e?apply=5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e')).toBe(
      '5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e',
    );
    expect(applyingTo('/jobs/x?apply=<script>')).toBeNull();
    expect(applyingTo(null)).toBeNull();
  });
});
