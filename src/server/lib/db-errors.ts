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
