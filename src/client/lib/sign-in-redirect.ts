import { useSearchParams } from 'react-router';

// Where a person returns after signing in: the page that asked them to, carried in
// `/login?redirect=`. Only a path of this site is followed: never another site (`//evil.example`,
// `https:…`, `/\evil`), never the login page itself.

const BASE = 'http://same-site.invalid';
const AFTER_SIGN_IN = '/startups';

/**
 * A path of this site: one `/`, then anything but another `/` or `\` (which would make it `//host`).
 * Checked before and after the URL parser folds `.` and `..` segments: `/.//evil.com` becomes
 * `//evil.com`, which a browser opens as another site.
 */
const SAME_SITE_PATH = /^\/[^/\\]/;

export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || value.length > 1000 || !SAME_SITE_PATH.test(value)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE || url.pathname === '/login' || !SAME_SITE_PATH.test(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** The sign-in page, to come back to `path` afterwards. */
export const loginPath = (path: string) => `/login?redirect=${encodeURIComponent(path)}`;

/** Where to go once signed in: the page that sent the person here, or the startups. */
export function useAfterSignIn(): string {
  const [params] = useSearchParams();
  return safeRedirect(params.get('redirect')) ?? AFTER_SIGN_IN;
}

/** The position a visitor was applying to when sent to sign in (`?apply=<job id>` in the redirect). */
export function applyingTo(redirect: string | null): string | null {
  if (!redirect) return null;
  const id = new URL(redirect, BASE).searchParams.get('apply');
  return id && /^[0-9a-f-]{36}$/i.test(id) ? id : null;
}
