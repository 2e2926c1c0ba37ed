import { atsApiBasesEnv, startAtsFixtures } from './testing/ats-fixtures';
import { appendFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequest, formFields, toRequestInit, type BadRequest, type RequestShape } from './testing/bad-requests';
import { validInputs } from './testing/route-inputs';
import { fillPath, methodOf, pathParams, servedRoutes, type RouteKey } from './testing/served-routes';
import { createTestApp } from './testing/test-app';
import { contractFor } from './openapi/document';
import { recordErrors } from './testing/unhandled-errors';
import { seedWorld, type Role, type World } from './testing/world';

// Bad-input sweep: generated bad inputs to every route the app serves, from
// visitors, members, an owner (with the world's real ids in the path) and the administrator. No answer
// may be a 5xx, and the server must be healthy afterwards. The seed is fixed: a failure reproduces.

const SEED = 20_251_111;
const TOTAL_RUNS = 10_000;
const SHOWN_FAILURES = 5;
/** SWEEP_TRACE=<file> appends each request before it is sent: the last line is the one that hung. */
const TRACE_FILE = process.env.SWEEP_TRACE;

/** Calls that end the session they are sent with would sign the sweep's callers out: visitors only. */
const VISITOR_ONLY = new Set<RouteKey>(['POST /api/auth/sign-out', 'POST /api/auth/revoke-sessions']);
const CALLERS: Role[] = ['visitor', 'member', 'owner', 'admin'];

// With METRICS_TOKEN, so /metrics is swept too.
// And the local stand-in of the ATS job board APIs, so that no request leaves the machine.
const atsFixtures = await startAtsFixtures();
const t = await createTestApp({
  METRICS_TOKEN: 'metrics-token-long-enough-0123456789',
  ATS_API_BASES: atsApiBasesEnv(atsFixtures),
});
const errors = recordErrors(t.app);
const routes = servedRoutes(t.app);
let w: World;
beforeAll(async () => {
  w = await seedWorld(t);
});
afterAll(async () => {
  await t.close();
  await atsFixtures.close();
});

// Routes that read more get more runs; every route gets some, and the total is at least TOTAL_RUNS.
const weightOf = (route: RouteKey) =>
  1 +
  (pathParams(route).length ? 1 : 0) +
  (validInputs[route]?.query ? 1 : 0) +
  (['GET', 'HEAD'].includes(methodOf(route)) ? 0 : 2);
const totalWeight = routes.reduce((sum, route) => sum + weightOf(route), 0);
const runsOf = (route: RouteKey) => Math.ceil((TOTAL_RUNS * weightOf(route)) / totalWeight);

let sent = 0;
const swept = new Set<RouteKey>();

/** Each route its own fixed seed, so that a new route does not change what the others are sent. */
const seedOf = (route: RouteKey) =>
  [...route].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0, SEED);

async function shapeOf(route: RouteKey): Promise<RequestShape> {
  const input = validInputs[route] ?? {};
  const form = await input.form?.(w, 'member');
  return {
    callers: VISITOR_ONLY.has(route) ? ['visitor'] : CALLERS,
    params: pathParams(route),
    // Never the world's own resources for DELETE: the rest of the sweep needs them.
    realSegments: methodOf(route) === 'DELETE' ? {} : realSegmentsOf(route),
    queryTemplate: input.query,
    jsonTemplate: await input.json?.(w, 'member'),
    formTemplate: form && (await formFields(form)),
    hasBody: !['GET', 'HEAD'].includes(methodOf(route)),
  };
}

/** The world's value for each path parameter, by the resource the path names; any id for a route not known here. */
function realSegmentsOf(route: RouteKey): Record<string, string[]> {
  const path = route.slice(route.indexOf(' ') + 1);
  const [, , folder, owner, name] = w.startup.logoUrl.split('/');
  if (path.startsWith('/files/')) return { folder: [folder!], owner: [owner!], name: [name!] };
  const byPrefix: [prefix: string, values: string[]][] = [
    ['/api/startups/by-slug/', [w.startup.slug]],
    ['/api/startups/by-owner/', [w.people.owner.id]],
    ['/api/startups/', [w.startup.id]],
    ['/api/jobs/', [w.job.id]],
    ['/api/applications/', [w.application.id]],
    ['/api/applicants/', [w.application.id]],
    ['/api/profiles/', [w.people.owner.id, w.people.applicant.id]],
    ['/api/blog/posts/by-id/', [w.post.id, w.draft.id]],
    ['/api/blog/posts/', path.endsWith(':slug') ? [w.post.slug, w.draft.slug] : [w.post.id, w.draft.id]],
    ['/api/notifications/', [w.ownerNotification.id]],
    ['/api/resumes/', [w.keptResume.id]],
  ];
  const anyId = [w.startup.id, w.job.id, w.application.id, w.people.owner.id, w.post.id, w.ownerNotification.id];
  const values = byPrefix.find(([prefix]) => path.startsWith(prefix))?.[1] ?? anyId;
  return Object.fromEntries(pathParams(route).map((param) => [param, values]));
}

/** Long strings shortened, every odd character escaped, so a failing input can be read and pasted. */
function printable(request: BadRequest): string {
  return JSON.stringify(request, (_, value: unknown) => {
    if (typeof value === 'string' && value.length > 120) return `${value.slice(0, 60)}…(${value.length} chars)`;
    if (value instanceof Uint8Array)
      return `<${value.length} bytes: ${Buffer.from(value.slice(0, 16)).toString('hex')}…>`;
    return value;
  });
}

// Personal API tokens (decision 049), before the sweep changes the world's people: every bearer value that is not a live token is refused the same way,
// wherever it is sent; and the owner's token with every scope is swept with bad inputs on the routes it opens.
describe('bad-input sweep: bearer tokens', () => {
  const printableToken = fc.oneof(
    fc.stringMatching(/^[\x21-\x7e]{0,120}$/),
    fc.stringMatching(/^lft_[A-Za-z0-9_-]{0,60}$/),
    fc.stringMatching(/^lft_[A-Za-z0-9_-]{43}$/),
    fc.constantFrom('', 'lft_', 'null', 'undefined', `lft_${'A'.repeat(5000)}`),
  );
  const anywhere = [
    '/api/jobs',
    '/api/startups/mine',
    '/api/applicants',
    '/api/account/tokens',
    '/api/account/session',
    '/api/auth/sign-out',
    '/api/admin/startups',
    '/api/no-such-route',
  ];

  it('answers a bearer value that is no live token 401 TOKEN_INVALID, on any route', async () => {
    await fc.assert(
      fc.asyncProperty(
        printableToken,
        fc.constantFrom(...anywhere),
        fc.constantFrom('GET', 'POST'),
        async (token, path, method) => {
          const response = await w.send('visitor', path, {
            method,
            bearer: token,
            cookie: '',
            json: method === 'POST' ? {} : undefined,
          });
          const body = await response.text();
          expect(
            response.status,
            `${method} ${path} with ${JSON.stringify(token.slice(0, 80))}: ${body.slice(0, 200)}`,
          ).toBe(401);
          expect(body).toContain('"TOKEN_INVALID"');
        },
      ),
      { seed: SEED, numRuns: 400 },
    );
  }, 90_000);

  it("sends the owner's every-scope token bad inputs on the routes tokens open, without a 5xx", async () => {
    const created = await w.send('owner', '/api/account/tokens', {
      json: { name: 'Sweep', scopes: ['jobs:read', 'jobs:write', 'applications:read', 'applications:write'] },
    });
    expect(created.status).toBe(201);
    const { token, item } = (await created.json()) as { token: string; item: { id: string } };
    const opened = routes.filter(
      (route) => contractFor(t.app.routes, methodOf(route), route.slice(route.indexOf(' ') + 1))?.tokenScope,
    );
    expect(opened.length).toBeGreaterThanOrEqual(10);
    const failures: string[] = [];
    for (const route of opened) {
      const shape = { ...(await shapeOf(route)), callers: ['owner' as Role] };
      await fc.assert(
        fc.asyncProperty(badRequest(shape), async (bad) => {
          const path = fillPath(route, bad.segments) + (bad.query ? `?${bad.query}` : '');
          errors.take();
          const response = await w.send('owner', path, {
            ...toRequestInit(bad.body, methodOf(route)),
            cookie: '',
            bearer: token,
          });
          const body = await response.text();
          if (response.status >= 500)
            failures.push(
              `${route} with the token: ${response.status} ${errors.take() ?? body.slice(0, 200)}\n  input: ${printable(bad).slice(0, 400)}`,
            );
        }),
        { seed: seedOf(route), numRuns: 40 },
      );
      // Each route's runs stay under the token's own rate, which has its own test.
      await t.db.execute(sql`delete from rate_limits where key = ${`app:api-token:${item.id}`}`);
    }
    expect(failures.slice(0, SHOWN_FAILURES), `${failures.length} 5xx answers`).toEqual([]);
  }, 120_000);
});

describe('bad-input sweep', () => {
  it.each(routes)('%s answers bad input without a 5xx', { timeout: 90_000 }, async (route) => {
    const shape = await shapeOf(route);
    const failures = new Map<string, string>();
    await fc.assert(
      fc.asyncProperty(badRequest(shape), async (bad) => {
        const { caller } = bad;
        sent += 1;
        const path = fillPath(route, bad.segments) + (bad.query ? `?${bad.query}` : '');
        const init = toRequestInit(bad.body, methodOf(route));
        errors.take();
        if (TRACE_FILE) appendFileSync(TRACE_FILE, `${printable(bad)}\n`);
        const response = await w.send(caller, path, init);
        const body = response.headers.get('content-type')?.startsWith('text/event-stream')
          ? (await response.body?.cancel(), '')
          : await response.text();
        if (response.status < 500) return;
        const cause = errors.take() ?? body.slice(0, 200);
        const key = `${response.status} ${cause}`;
        if (!failures.has(key))
          failures.set(
            key,
            `${route} as ${caller}: ${response.status} ${cause}\n  path: ${path.slice(0, 300)}\n  input: ${printable(bad).slice(0, 600)}\n  body: ${body.slice(0, 200)}`,
          );
      }),
      { seed: seedOf(route), numRuns: runsOf(route) },
    );
    swept.add(route);
    expect([...failures.values()].slice(0, SHOWN_FAILURES), `${failures.size} distinct 5xx answers`).toEqual([]);
  });

  it(`sends at least ${TOTAL_RUNS} bad inputs, and the server is still healthy after them`, async () => {
    expect(routes.reduce((sum, route) => sum + runsOf(route), 0)).toBeGreaterThanOrEqual(TOTAL_RUNS);
    // Counted, not planned (when a filter ran only some routes, only theirs).
    expect(sent).toBe([...swept].reduce((sum, route) => sum + runsOf(route), 0));
    if (swept.size === routes.length) expect(sent).toBeGreaterThanOrEqual(TOTAL_RUNS);
    expect((await w.send('visitor', '/api/health')).status).toBe(200);
    const session = (await (await w.send('member', '/api/account/session')).json()) as { user: { id: string } | null };
    expect(session.user?.id).toBe(w.people.member.id);
  });
});
