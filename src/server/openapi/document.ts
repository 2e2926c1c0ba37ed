import type { Hono } from 'hono';
import { z, type ZodType } from 'zod';
import { apiErrorSchema } from '../../shared/api-error';
import { webhookPayloadSchemas } from '../../shared/webhooks';
import {
  API_TOKEN_PREFIX,
  API_TOKEN_REQUESTS_PER_MINUTE,
  TOKEN_SCOPE_DESCRIPTIONS,
  TOKEN_SCOPES,
} from '../../shared/api-tokens';
import { authEndpoints } from '../auth/endpoints';
import { isAdminGuard, isCallerGuard } from '../auth/guards';
import { contractOf, requestPartOf, type RouteContract } from '../lib/contract';

// The OpenAPI 3.1 document of the JSON API (decision 029), made from the app's own route list: each
// route's contract (describeRoute), the schemas its validators check, and whether a guard asks for a
// session. better-auth's endpoints come from their one table (auth/endpoints.ts). OpenAPI 3.1 schemas
// are JSON Schema 2020-12, which zod writes itself (z.toJSONSchema).

type JsonSchema = Record<string, unknown>;
type Operation = Record<string, unknown>;
type RouteEntry = Hono['routes'][number];

const SESSION = [{ session: [] }];
const PUBLIC: never[] = [];

const BEARER_DESCRIPTION = [
  `A personal API token (${API_TOKEN_PREFIX}...), made in Settings > API tokens and shown once: \`Authorization: Bearer <token>\`.`,
  'It opens only the operations whose security names one of its scopes: no account, token, auth or admin operation. A public operation answers it as it answers anyone.',
  `Each token may make ${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute. Scopes: ${TOKEN_SCOPES.map((scope) => `${scope} (${TOKEN_SCOPE_DESCRIPTIONS[scope]})`).join('; ')}.`,
].join(' ');

/** JSON Schema of a zod schema as the document holds it: what a client sends ('input') or receives ('output'). */
export function jsonSchemaOf(schema: ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** Whether a middleware registered on `pattern` (a `use`, perhaps ending in /*) runs for `path`. */
function covers(pattern: string, path: string): boolean {
  if (!pattern.endsWith('*')) return pattern === path;
  const prefix = pattern.slice(0, -1).replace(/\/$/, '');
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The route's handlers and the `use` middleware before them that runs for it. A `use` registered after
 * the route never runs for it (the public jobs board answers before the owners' router asks for a session).
 */
function handlersOf(routes: readonly RouteEntry[], method: string, path: string) {
  const first = routes.findIndex((entry) => entry.method === method && entry.path === path);
  return routes.filter(
    (entry, index) =>
      (entry.method === method && entry.path === path) ||
      (index < first && entry.method === 'ALL' && entry.path.endsWith('*') && covers(entry.path, path)),
  );
}

/** The route's declared contract, looked up as the document and the tests' response check both do. */
export function contractFor(routes: readonly RouteEntry[], method: string, path: string): RouteContract | undefined {
  for (const entry of routes)
    if (entry.method === method && entry.path === path) {
      const contract = contractOf(entry.handler);
      if (contract) return contract;
    }
  return undefined;
}

/**
 * Whether the route is public: declared, and no guard runs before it answers. A personal API token
 * that does not open it is answered there as anyone is (auth/api-token.ts reads the same from the match).
 */
export function isPublicRoute(routes: readonly RouteEntry[], method: string, path: string): boolean {
  const contract = contractFor(routes, method, path);
  return (
    !!contract &&
    !contract.isAboutCaller &&
    !handlersOf(routes, method, path).some(({ handler }) => isCallerGuard(handler))
  );
}

function parametersOf(schema: ZodType, where: 'path' | 'query'): Operation[] {
  const json = jsonSchemaOf(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === 'string' && { description: property.description }),
  }));
}

const errorResponse = {
  description: 'The error every route answers with: a message, a stable code, and the message of each bad field',
  content: { 'application/json': { schema: jsonSchemaOf(apiErrorSchema, 'output') } },
};

function operationOf(routes: readonly RouteEntry[], method: string, path: string): Operation {
  const handlers = handlersOf(routes, method, path);
  const contract = contractFor(routes, method, path);
  const parameters: Operation[] = [];
  let requestBody: Operation | undefined;
  for (const { handler } of handlers) {
    const part = requestPartOf(handler);
    if (!part) continue;
    if (part.target === 'param') parameters.push(...parametersOf(part.schema, 'path'));
    else if (part.target === 'query') parameters.push(...parametersOf(part.schema, 'query'));
    else if (part.target === 'json')
      requestBody = { required: true, content: { 'application/json': { schema: jsonSchemaOf(part.schema, 'input') } } };
    else if (part.target === 'form')
      requestBody = {
        required: true,
        content: { 'multipart/form-data': { schema: jsonSchemaOf(part.schema, 'input') } },
      };
  }
  if (contract?.body)
    requestBody = {
      required: true,
      content: { [contract.body.contentType]: { schema: jsonSchemaOf(contract.body.schema, 'input') } },
    };
  const isAdminOnly = handlers.some(({ handler }) => isAdminGuard(handler));
  const isSignedIn = isAdminOnly || handlers.some(({ handler }) => isCallerGuard(handler));
  const responses: Record<string, Operation> = {};
  for (const [status, answer] of Object.entries(contract?.responses ?? {})) {
    const media = answer.contentType ?? 'application/json';
    responses[status] = {
      description: answer.description,
      ...((answer.schema || answer.contentType) && {
        content: { [media]: answer.schema ? { schema: jsonSchemaOf(answer.schema, 'output') } : {} },
      }),
    };
  }
  responses.default = errorResponse;
  const segment = path.split('/')[2] ?? 'api';
  // A personal API token opens the route with its one scope (decision 049): either way of calling will do.
  const scope = contract?.tokenScope;
  // A public one says so with an empty list: no scheme is needed (a token is answered as anyone is).
  const security = scope ? [isSignedIn ? SESSION[0]! : {}, { bearerAuth: [scope] }] : isSignedIn ? SESSION : PUBLIC;
  return {
    operationId: `${method.toLowerCase()}${path
      .replace(/^\/api/, '')
      .replace(/[:{}]/g, '')
      .split(/[/-]/)
      .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
      .join('')}`,
    summary: contract?.summary ?? '',
    ...(contract?.description && { description: contract.description }),
    tags: [segment],
    security,
    ...(scope && { 'x-token-scope': scope }),
    ...(isAdminOnly && {
      description: [contract?.description, 'For the administrator only.'].filter(Boolean).join(' '),
    }),
    ...(parameters.length > 0 && { parameters }),
    ...(requestBody && { requestBody }),
    responses,
  };
}

/** better-auth's endpoints the app serves, from their table: a body schema where one is checked. */
function authOperations(): Record<string, Record<string, Operation>> {
  const paths: Record<string, Record<string, Operation>> = {};
  for (const endpoint of authEndpoints) {
    const path = `/api/auth${endpoint.path}`;
    paths[path] = {
      [endpoint.method.toLowerCase()]: {
        operationId: `auth${endpoint.path
          .split(/[/-]/)
          .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
          .join('')}`,
        summary: `better-auth: ${endpoint.path.slice(1)}`,
        tags: ['auth'],
        security:
          endpoint.isOwnAddress ||
          endpoint.checksPassword ||
          endpoint.isSignedIn ||
          endpoint.path === '/sign-out' ||
          endpoint.path === '/revoke-sessions'
            ? SESSION
            : PUBLIC,
        ...(endpoint.body && {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.body as unknown as ZodType, 'input') } },
          },
        }),
        responses: {
          200: {
            description: "better-auth's answer: what the product reads of it (the library may add fields)",
            content: { 'application/json': { schema: jsonSchemaOf(endpoint.answer as unknown as ZodType, 'output') } },
          },
          default: errorResponse,
        },
      },
    };
  }
  return paths;
}

const SIGNATURE_HEADERS = [
  {
    name: 'webhook-id',
    in: 'header',
    required: true,
    description: "The delivery's id (`msg_…`): the same on every retry and resend, so that a repeat can be dropped",
    schema: { type: 'string' },
  },
  {
    name: 'webhook-timestamp',
    in: 'header',
    required: true,
    description: 'When this attempt was sent, in seconds since 1970',
    schema: { type: 'string' },
  },
  {
    name: 'webhook-signature',
    in: 'header',
    required: true,
    description:
      "`v1,` and the base64 HMAC-SHA256 of `webhook-id.webhook-timestamp.body`, keyed with the base64 bytes after `whsec_` of the endpoint's secret (Standard Webhooks)",
    schema: { type: 'string' },
  },
];

/**
 * What a startup's endpoints receive (decision 050): one POST per event, its payload from the shared
 * schemas, signed as Standard Webhooks says. Any 2xx acknowledges it; anything else is retried.
 */
function webhookOperations(): Record<string, Record<string, Operation>> {
  return Object.fromEntries(
    Object.entries(webhookPayloadSchemas).map(([type, schema]) => [
      type,
      {
        post: {
          operationId: `webhook${type
            .split(/[._]/)
            .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
            .join('')}`,
          summary: type,
          description: schema.description,
          tags: ['webhooks'],
          // Sent by us, signed (the headers below): the receiver needs no credential of ours.
          security: PUBLIC,
          parameters: SIGNATURE_HEADERS,
          requestBody: { required: true, content: { 'application/json': { schema: jsonSchemaOf(schema, 'output') } } },
          responses: {
            '2XX': {
              description:
                'Received: the delivery is done. Any other answer, or none within 5 seconds, is retried for a day.',
            },
          },
        },
      },
    ]),
  );
}

/** The OpenAPI path of a Hono path: ':id' becomes '{id}'. */
export const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

export function buildOpenApiDocument(
  app: Pick<Hono, 'routes'>,
  info: { title: string; version: string; description: string },
) {
  const routes = app.routes;
  const paths: Record<string, Record<string, Operation>> = authOperations();
  for (const { method, path } of routes) {
    // Wildcards are middleware, the API's 404, or better-auth's router, whose real endpoints come from their table.
    if (!path.startsWith('/api/') || path.endsWith('*')) continue;
    const key = openApiPath(path);
    paths[key] ??= {};
    paths[key][method.toLowerCase()] ??= operationOf(routes, method, path);
  }
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/' }],
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie that signing in sets (httpOnly; __Secure- prefixed over https).',
        },
        bearerAuth: { type: 'http', scheme: 'bearer', description: BEARER_DESCRIPTION },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    webhooks: webhookOperations(),
  };
}
