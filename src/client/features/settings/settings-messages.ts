import { CURRENT_PASSWORD_INCORRECT } from '../../../shared/account';
import { ApiError } from '../../lib/api';

/** What a settings form says under its button once it has been sent. */
export type Message = { tone: 'success' | 'error'; text: string } | null;

export function errorText(error: unknown, fallback: string) {
  if (error instanceof ApiError) {
    if (error.code === 'INVALID_PASSWORD') return CURRENT_PASSWORD_INCORRECT;
    // The server's 429 sentences say which limit and how long to wait.
    if (error.status === 429) return error.message || 'Too many attempts. Please try again later.';
    // The server's own failures and outages get the form's words; what was typed stays.
    if (error.status >= 500) return fallback;
    return error.message || fallback;
  }
  return fallback;
}
