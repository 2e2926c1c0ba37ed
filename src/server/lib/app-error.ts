import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldErrors } from '../../shared/api-error';

/** The one error type services throw; `app.onError` turns it into `{ error: { message, fields } }`. */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const notFound = (message = 'Not found') => new AppError(404, message);
export const forbidden = (message = 'You do not have permission to do this.') => new AppError(403, message);
export const unauthorized = (message = 'User not authenticated') => new AppError(401, message);
