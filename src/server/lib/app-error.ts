import type { Context } from 'hono';
import type { ApiErrorBody, FieldErrors } from '../../shared/api-error';
import { ERROR_CODES, type ErrorCode } from '../../shared/error-codes';

/**
 * The one error type services throw, made from a code of the registry (`shared/error-codes.ts`), which
 * gives its status; `app.onError` turns it into `{ error: { message, code, fields } }`.
 */
export class AppError extends Error {
  readonly status: (typeof ERROR_CODES)[ErrorCode]['status'];

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    /** Sent as Retry-After, for the codes whose entry has one. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'AppError';
    this.status = ERROR_CODES[code].status;
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'User not authenticated') => new AppError('UNAUTHENTICATED', message);

/** The answer `app.onError` gives an AppError. */
export function appErrorResponse(c: Context, error: AppError): Response {
  const entry: { status: number; hasRetryAfter?: boolean } = ERROR_CODES[error.code];
  if (entry.hasRetryAfter && error.retryAfterSeconds) c.header('Retry-After', String(error.retryAfterSeconds));
  const body: ApiErrorBody = { error: { message: error.message, code: error.code, fields: error.fields } };
  return c.json(body, error.status);
}
