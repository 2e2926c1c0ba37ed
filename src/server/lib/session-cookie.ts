// better-auth's session cookie: `better-auth.session_token`, or with the `__Secure-` prefix when
// PUBLIC_URL is https (auth/auth.ts, useSecureCookies). public-cache.test.ts checks the name sign-in sets.
const SESSION_COOKIE = /(?:^|;)\s*(?:__Secure-)?better-auth\.session_token=/;

/** Whether the request carries a session cookie at all (valid or not): without one nobody is signed in. */
export function hasSessionCookie(cookieHeader: string | undefined | null): boolean {
  return !!cookieHeader && SESSION_COOKIE.test(cookieHeader);
}
