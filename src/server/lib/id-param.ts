import { z } from 'zod';
import { validate } from './validate';

/**
 * Validates an `:id` path segment as a UUID. Anything else can name no row, so the caller passes the
 * route's own "not found" (or "invalid ID") message, answered as a 400 with the field `id`.
 */
export const idParam = (message: string) => validate('param', z.object({ id: z.uuid({ error: message }) }));
