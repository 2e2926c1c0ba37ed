import { DrizzleQueryError } from 'drizzle-orm/errors';
import { CONTROL_CHARACTERS_MESSAGE } from '../../shared/fields';
import { AppError } from './app-error';

// PostgreSQL errors that only a value sent by the client can cause: a NUL byte in text (22021,
// "invalid byte sequence") or \u0000 in JSON (22P05, "untranslatable character"). They are the
// caller's mistake, so a 400, never a 500, even where a schema forgot the control-character rule.
const INPUT_ERRORS: Record<string, string> = {
  '22021': CONTROL_CHARACTERS_MESSAGE,
  '22P05': CONTROL_CHARACTERS_MESSAGE,
};

/** The 400 for a database error caused by the request's input, or null. Drizzle wraps the driver's error in `cause`. */
export function inputErrorFromDatabase(error: unknown): AppError | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && INPUT_ERRORS[code]) return new AppError('INVALID_INPUT', INPUT_ERRORS[code]);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// The database cannot be reached or is restarting: the request may succeed if sent again shortly.
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up) and 53300
// (too many connections) come from PostgreSQL itself. A refused, reset or timed-out connection and pg's
// "Connection terminated" count only on the database's path: inside Drizzle's query error, or marked by
// the pool (db/client.ts); storage or mail failing the same way stays a 500.
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);
const NETWORK_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];
const FROM_DATABASE = Symbol('fromDatabase');

/** What a request gets while the database restarts or fails over (decision 015). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Marks an error as the database driver's own (the pool's rejections). */
export function markFromDatabase(error: unknown): unknown {
  if (error && typeof error === 'object') (error as { [FROM_DATABASE]?: true })[FROM_DATABASE] = true;
  return error;
}

/** Whether an error means the database is unreachable for now (a restart, a failover), not that the request is wrong. */
export function isDatabaseUnavailable(error: unknown, onDatabasePath = false): boolean {
  let current: unknown = error;
  let fromDatabase = onDatabasePath;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    fromDatabase ||=
      current instanceof DrizzleQueryError || (current as { [FROM_DATABASE]?: true })[FROM_DATABASE] === true;
    if (typeof code === 'string' && (SERVER_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return true;
    if (fromDatabase && typeof code === 'string' && NETWORK_CODES.has(code)) return true;
    if (fromDatabase && typeof message === 'string' && NETWORK_MESSAGES.some((text) => message.startsWith(text)))
      return true;
    // Node's AggregateError when every address of a host refused.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, fromDatabase))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
