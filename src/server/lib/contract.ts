import type { MiddlewareHandler } from 'hono';
import type { ZodType } from 'zod';
import type { TokenScope } from '../../shared/api-tokens';

// A contract per route (decision 029): each route says what it answers, beside its handler, and its
// request schemas are the ones its validators already check. Both are recorded against the middleware
// function itself, so the OpenAPI document (openapi/document.ts) and the tests' response check read
// them from the app's own route list, and nothing is declared twice.

/** One answer of a route: JSON with its schema, or another media type (a file, a feed, an event stream). */
export type ResponseContract = { description: string; schema?: ZodType; contentType?: string };

export type RouteContract = {
  summary: string;
  description?: string;
  /** The answers the route gives besides the error shape every route shares (see openapi/document.ts). */
  responses: Record<number, ResponseContract>;
  /** A body the validators do not read, such as a multipart upload checked by readUpload. */
  body?: { contentType: string; schema: ZodType };
  /**
   * The one scope of a personal API token that opens this route (decision 049). A route without one
   * refuses every bearer caller: the token gate (auth/api-token.ts) and the OpenAPI document read it here.
   */
  tokenScope?: TokenScope;
  /**
   * Answers about the caller although no guard asks for one (the session's member, or null). A route
   * without a guard is public and answers a token that does not open it as it answers anyone; this one
   * refuses such a token instead (403 TOKEN_SCOPE_MISSING), as every account route does.
   */
  isAboutCaller?: boolean;
};

export type RequestPart = 'json' | 'form' | 'query' | 'param' | 'header' | 'cookie';

const contracts = new WeakMap<object, RouteContract>();
const requestParts = new WeakMap<object, { target: RequestPart; schema: ZodType }>();

/** Declares the route's contract; put it first among the route's handlers. It does nothing at run time. */
export function describeRoute(contract: RouteContract): MiddlewareHandler {
  const middleware: MiddlewareHandler = async (_c, next) => {
    await next();
  };
  contracts.set(middleware, contract);
  return middleware;
}

/** A JSON answer: `json(schema)` or `json(schema, 'Created')`. */
export const json = (schema: ZodType, description = 'OK'): ResponseContract => ({ description, schema });

/** Records what a validator checks, for the document (lib/validate.ts calls it). */
export function recordRequestPart<T extends object>(middleware: T, target: RequestPart, schema: ZodType): T {
  requestParts.set(middleware, { target, schema });
  return middleware;
}

export const contractOf = (handler: object): RouteContract | undefined => contracts.get(handler);
export const requestPartOf = (handler: object) => requestParts.get(handler);
