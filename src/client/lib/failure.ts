import { ApiError, CONNECTION_ERROR } from './api';

// What a failure says when the screen has no text of its own for it.
export const AUTH_ERROR = 'Authentication error. Please sign in again.';
export const UNEXPECTED_ERROR = 'An unexpected error occurred. Please try again.';
/** Notifications: the words for a list that could not be fetched at all. */
export const NETWORK_ERROR = 'Network error. Please check your connection.';

/** No answer (the server or the connection is down), or the server could not answer now (5xx, 503 in an outage). */
export function isTransientFailure(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * A gateway failure our server worded for the person: a service it asks (an ATS's job board) did not
 * answer, or limits us, and the answer says what happened and when to try again. It carries an error
 * code; a proxy's 502 or the outage's 503 carries none, and keeps the screen's own words.
 */
const isWordedGatewayFailure = (error: ApiError) => [502, 503, 504].includes(error.status) && !!error.code;

/**
 * The text for a failed request: a connection that failed says so, a session that
 * ended asks to sign in again, an answer the server wrote for the person (a 4xx: a rule, a conflict,
 * a limit; or a gateway failure it worded) is shown as it is, and anything else gets the screen's own
 * text, or the generic one.
 */
export function failureText(error: unknown, screenText: string = UNEXPECTED_ERROR): string {
  if (!(error instanceof ApiError)) return screenText;
  if (error.status === 0) return CONNECTION_ERROR;
  if (error.status === 401) return AUTH_ERROR;
  if (error.status >= 400 && error.status < 500 && error.message) return error.message;
  if (isWordedGatewayFailure(error) && error.message) return error.message;
  return screenText;
}

/** While a load has failed for a passing reason, it is asked again this often, so the page recovers by itself. */
export const RECOVERY_INTERVAL_MS = 5000;
