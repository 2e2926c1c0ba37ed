import type { ErrorHandler } from 'hono';
import type { AppEnv } from '../app-env';

/**
 * Keeps the last error that reached the app's error handler, which answers it as usual. A 500 says only
 * "An unexpected error occurred" and the test logger is silent, so a sweep reads the cause from here.
 */
export function recordErrors(app: { onError: (handler: ErrorHandler<AppEnv>) => unknown }) {
  // Hono keeps the handler in a field its types call private; the sweep only wraps it.
  const original = (app as unknown as { errorHandler: ErrorHandler<AppEnv> }).errorHandler;
  let last: unknown;
  app.onError((error, c) => {
    last = error;
    return original(error, c);
  });
  return {
    /** The error since the last call, if any, as one line. */
    take(): string | undefined {
      const error = last;
      last = undefined;
      return error === undefined ? undefined : describe(error);
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: string }).code;
  // Drizzle wraps the driver's error (and its SQL, which is long) in a "Failed query" error.
  const cause = error.cause === undefined ? '' : ` <- ${describe(error.cause)}`;
  return `${error.name}: ${error.message.slice(0, 200)}${code ? ` (code ${code})` : ''}${cause}`;
}
