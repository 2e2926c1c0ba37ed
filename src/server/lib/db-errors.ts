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
    if (typeof code === 'string' && INPUT_ERRORS[code]) return new AppError(400, INPUT_ERRORS[code]);
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

// The database cannot be reached or is restarting: the request may succeed if sent again shortly.
// SQLSTATE class 08 (connection exception), 57P01-57P03 (shutdown, crash, starting up) and 53300
// (too many connections); the driver's own errors for a refused, reset or timed-out connection.
const UNAVAILABLE_CODES = new Set(['57P01', '57P02', '57P03', '53300', 'ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

/** Whether an error means the database is unreachable for now (a restart, a failover), not that the request is wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const { code, message, errors } = current as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.startsWith(text))) return true;
    // Node's AggregateError when every address of a host refused.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
