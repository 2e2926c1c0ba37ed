import { hc, type ClientResponse } from 'hono/client';
import type { ApiErrorBody, FieldErrors } from '../../shared/api-error';
import type { App } from '../../server/app';

let fetchImplementation: typeof fetch = (input, init) => fetch(input, init);

/**
 * How the app asks its API. In the browser it is fetch; when the server renders a page it hands in its
 * own (the request goes to the app in-process, with the visitor's cookie), so a page's queries run
 * unchanged on both sides.
 */
const appFetch: typeof fetch = (input, init) => fetchImplementation(input, init);

/** For the server renderer only (entry-server.tsx). */
export function setAppFetch(implementation: typeof fetch) {
  fetchImplementation = implementation;
}

/** The typed client of our own API: routes, inputs and outputs come from the server's routers. */
export const api = hc<App>('/', { fetch: appFetch, init: { credentials: 'same-origin' } }).api;

export const CONNECTION_ERROR = 'Connection error. Please check your internet connection and try again.';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * What `unwrap` resolves to: the body of a typed call's JSON answers that can be 2xx. The others add none:
 * an error answer is thrown, and a redirect is followed by fetch to one of the others.
 */
type JsonBody<R> = R extends { ok: false }
  ? never
  : R extends ClientResponse<infer T, number, infer F>
    ? F extends 'json'
      ? T
      : never
    : never;

/** The body `unwrap` resolves to for a typed call, for an answer read another way (an upload's XMLHttpRequest). */
export type AnswerOf<C extends (...args: never[]) => Promise<ClientResponse<unknown, number>>> = JsonBody<
  Awaited<ReturnType<C>>
>;

/** Turns a non-2xx answer into an ApiError carrying the server's message and field errors. */
export function unwrap<R extends ClientResponse<unknown, number>>(responsePromise: Promise<R>): Promise<JsonBody<R>>;
export function unwrap<T>(responsePromise: Promise<Response & { json(): Promise<T> }>): Promise<T>;
export async function unwrap(responsePromise: Promise<Response>): Promise<unknown> {
  let response: Response;
  try {
    response = await responsePromise;
  } catch {
    throw new ApiError(0, CONNECTION_ERROR);
  }
  if (response.ok) return await response.json();
  const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
  throw new ApiError(
    response.status,
    body?.error?.message || 'An error occurred',
    body?.error?.fields,
    body?.error?.code,
  );
}

/** For better-auth's GET endpoints, outside the typed client. */
export function getJson<T>(path: string): Promise<T> {
  return unwrap<T>(fetch(path, { credentials: 'same-origin' }));
}

/** For endpoints outside the typed client (better-auth's, under /api/auth). */
export function postJson<T>(path: string, body: unknown): Promise<T> {
  return unwrap<T>(
    fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );
}
