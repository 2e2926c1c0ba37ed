import { isDeepStrictEqual } from 'node:util';
import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { apiErrorSchema } from '../../shared/api-error';
import { contractOf } from '../lib/contract';

/**
 * The tests' check that each JSON answer is what its route's contract says (decision 029): an error
 * has the shared error shape, and a success the schema declared for its status. A mismatch is written
 * with console.error, which fails the test that made the request (fail-on-console-error.ts). The API
 * tests run every route this way, the access matrix and the bad-input sweep included.
 */
export function checkResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/') || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
    const matched = matchedRoutes(c).filter((route) => route.method !== 'ALL' || !route.path.endsWith('*'));
    const route = matched.find((entry) => entry.method === c.req.method || (c.req.method === 'HEAD' && entry.method === 'GET'));
    const key = `${c.req.method} ${route?.path ?? c.req.path} ${c.res.status}`;
    const body: unknown = await c.res.clone().json().catch(() => undefined);
    const contract = matched.map((entry) => contractOf(entry.handler)).find(Boolean);
    const answer = contract?.responses[c.res.status];
    // An error has the shared shape, unless the route declares its own answer for that status (/api/ready's 503).
    if (c.res.status >= 400 && !answer?.schema) {
      const parsed = apiErrorSchema.safeParse(body);
      if (!parsed.success) console.error(`${key}: an error answer not in the shared error shape: ${JSON.stringify(body)}`);
      return;
    }
    // A route without a contract is the OpenAPI test's to report (openapi.test.ts), not each request's.
    if (!contract) return;
    if (!answer?.schema) {
      console.error(`${key}: the contract declares no JSON answer for status ${c.res.status}`);
      return;
    }
    const parsed = answer.schema.safeParse(body);
    if (!parsed.success) console.error(`${key}: the answer does not match its contract:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`).join('\n')}`);
    // zod drops keys its object schemas do not name: an answer that says more than its contract (a
    // field sent by mistake) parses to less than it is.
    else if (!isDeepStrictEqual(parsed.data, body)) console.error(`${key}: the answer sends what its contract does not declare: ${[...new Set(undeclared(body, parsed.data))].join(', ')}`);
  };
}

/** The paths of what `sent` holds beyond `declared` (array items as []), or of values the schema changed. */
function undeclared(sent: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(declared)) return sent.flatMap((item, i) => undeclared(item, declared[i], `${path}[]`));
  if (sent && declared && typeof sent === 'object' && typeof declared === 'object') {
    return Object.entries(sent).flatMap(([name, value]) =>
      name in declared ? undeclared(value, (declared as Record<string, unknown>)[name], path ? `${path}.${name}` : name) : [path ? `${path}.${name}` : name],
    );
  }
  return isDeepStrictEqual(sent, declared) ? [] : [`${path || '(body)'} (changed by the schema)`];
}
