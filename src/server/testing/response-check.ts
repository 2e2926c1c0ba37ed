import { isDeepStrictEqual } from 'node:util';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { apiErrorSchema } from '../../shared/api-error';
import { endpointAt, ENDPOINTS } from '../auth/endpoints';
import { contractOf, type ResponseContract } from '../lib/contract';

type Answers = Record<number, ResponseContract>;

/**
 * The tests' check that each answer under /api is what its route declares (decisions 029 and 064): an
 * error has the shared error shape, a success the schema of its status with nothing more, another
 * media type the one declared, and an answer with no declared content (304, a redirect) no body.
 * better-auth's endpoints are held to their table's answers (auth/endpoints.ts). A mismatch is
 * written with console.error, which fails the test that made the request (fail-on-console-error.ts).
 * The API tests run every route this way, the access matrix and the bad-input sweep included. The
 * schemas are the contracts' zod objects, built once when the routes load: a check costs one parse.
 */
export function checkResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.req.path.startsWith('/api/')) return;
    const found = declaredAnswers(c);
    // A route without a contract is the OpenAPI test's to report (openapi.test.ts), not each request's.
    if (!found) return checkError(c, undefined);
    const { key, answers } = found;
    const answer = answers[c.res.status];
    // An error has the shared shape, unless the route declares its own answer for that status (/api/ready's 503).
    if (c.res.status >= 400 && !answer) return checkError(c, key);
    if (!answer) return console.error(`${key}: the contract declares no answer for status ${c.res.status}`);
    const contentType = c.res.headers.get('content-type') ?? '';
    if (answer.schema) {
      if (!contentType.startsWith('application/json'))
        return console.error(`${key}: declared as JSON, answered as "${contentType}"`);
      return checkJson(
        key,
        answer,
        await c.res
          .clone()
          .json()
          .catch(() => undefined),
      );
    }
    if (answer.contentType) {
      if (!contentType.startsWith(answer.contentType))
        console.error(`${key}: declared as ${answer.contentType}, answered as "${contentType}"`);
      return;
    }
    // Declared without content (304 Not Modified, a redirect): nothing may come with it.
    if (c.res.body && (await c.res.clone().text()) !== '')
      console.error(`${key}: a body where the contract declares none`);
  };
}

/** The answers the route that answered declares, and its key for messages: its contract's, or better-auth's table's. */
function declaredAnswers(c: Context): { key: string; answers: Answers } | undefined {
  const matched = matchedRoutes(c).filter((route) => route.method !== 'ALL' || !route.path.endsWith('*'));
  const route = matched.find(
    (entry) => entry.method === c.req.method || (c.req.method === 'HEAD' && entry.method === 'GET'),
  );
  const key = `${c.req.method} ${route?.path ?? c.req.path} ${c.res.status}`;
  const contract = matched.map((entry) => contractOf(entry.handler)).find(Boolean);
  if (contract) return { key, answers: contract.responses };
  const authPath = c.req.path.replace(/^\/api\/auth(?=\/)/, '');
  const endpoint =
    authPath !== c.req.path && ENDPOINTS.has(`${c.req.method} ${authPath}`) ? endpointAt(authPath) : undefined;
  if (endpoint)
    return {
      key,
      answers: { 200: { description: "better-auth's answer", schema: endpoint.answer as ResponseContract['schema'] } },
    };
  return undefined;
}

async function checkError(c: Context, key: string | undefined) {
  if (c.res.status < 400 || !c.res.headers.get('content-type')?.startsWith('application/json')) return;
  const body: unknown = await c.res
    .clone()
    .json()
    .catch(() => undefined);
  if (!apiErrorSchema.safeParse(body).success)
    console.error(
      `${key ?? `${c.req.method} ${c.req.path} ${c.res.status}`}: an error answer not in the shared error shape: ${JSON.stringify(body)}`,
    );
}

function checkJson(key: string, answer: ResponseContract, body: unknown) {
  const parsed = answer.schema!.safeParse(body);
  if (!parsed.success)
    return console.error(
      `${key}: the answer does not match its contract:\n${parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(body)'}: ${issue.message}`).join('\n')}`,
    );
  // zod drops keys its object schemas do not name: an answer that says more than its contract (a
  // field sent by mistake) parses to less than it is.
  if (!isDeepStrictEqual(parsed.data, body))
    console.error(
      `${key}: the answer sends what its contract does not declare: ${[...new Set(undeclared(body, parsed.data))].join(', ')}`,
    );
}

/** The paths of what `sent` holds beyond `declared` (array items as []), or of values the schema changed. */
function undeclared(sent: unknown, declared: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(declared))
    return sent.flatMap((item, i) => undeclared(item, declared[i], `${path}[]`));
  if (sent && declared && typeof sent === 'object' && typeof declared === 'object') {
    return Object.entries(sent).flatMap(([name, value]) =>
      name in declared
        ? undeclared(value, (declared as Record<string, unknown>)[name], path ? `${path}.${name}` : name)
        : [path ? `${path}.${name}` : name],
    );
  }
  return isDeepStrictEqual(sent, declared) ? [] : [`${path || '(body)'} (changed by the schema)`];
}
