import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/fields';
import { REQUEST_BODY_MAX_BYTES } from '../../shared/limits';
import { AppError } from './app-error';

export const REQUEST_TOO_LARGE = 'The request is too large. The limit is 1 MB.';

// The multipart upload routes: each has its own, larger bodyLimit beside its handler (logo 5 MB,
// avatar 2 MB, blog image 10 MB, resume and kept resume 5 MB). A route missing here is held to 1 MB: safe by default.
const UPLOAD_ROUTES: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['POST', /^\/api\/startups\/logo$/],
  ['PUT', /^\/api\/profiles\/[^/]+\/avatar$/],
  ['POST', /^\/api\/blog\/images$/],
  ['POST', /^\/api\/jobs\/[^/]+\/applications$/],
  ['POST', /^\/api\/resumes$/],
];

const isUploadRoute = (method: string, path: string) =>
  UPLOAD_ROUTES.some(([m, pattern]) => m === method && pattern.test(path));

/**
 * Every request body, better-auth's included, is at most 1 MB unless it goes to an upload route.
 * hono's bodyLimit trusts a Content-Length (Node reads no more than it says) and counts the bytes of
 * a body sent without one (chunked), stopping at the limit.
 */
export function limitRequestBodies() {
  const limit = bodyLimit({
    maxSize: REQUEST_BODY_MAX_BYTES,
    onError: () => {
      throw new AppError('PAYLOAD_TOO_LARGE', REQUEST_TOO_LARGE);
    },
  });
  return createMiddleware(async (c, next) => {
    const method = c.req.method;
    // Node's adapter gives a GET or HEAD request no body at all, and asking for one would build the
    // full Request object (an AbortController, a stream) on every page view and API read.
    if (method === 'GET' || method === 'HEAD' || isUploadRoute(method, c.req.path)) return next();
    return limit(c, next);
  });
}

/**
 * A NUL byte in the path or the query string is refused before any route sees it: PostgreSQL cannot
 * store or compare it, and a schema that forgot the rule would otherwise turn it into a 500. Other
 * control characters are refused by the shared text rule of each field (shared/fields.ts).
 */
export const rejectNulInUrl = createMiddleware(async (c, next) => {
  if (/%00/i.test(c.req.url)) throw new AppError('INVALID_INPUT', CONTROL_CHARACTERS_MESSAGE);
  await next();
});
