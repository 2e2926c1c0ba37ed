import { ApiError } from '../../lib/api';

/** What a form of the security section says when the server refuses (decision 046). */
export function factorErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  if (error.code === 'INVALID_PASSWORD') return 'Your password is not right.';
  if (error.code === 'INVALID_CODE')
    return error.message.startsWith('That code')
      ? error.message
      : 'That code is not right. Check your authenticator app and try again.';
  if (error.code === 'INVALID_BACKUP_CODE') return 'That backup code is not right, or it was used already.';
  if (error.status === 429) return error.message || 'Too many attempts. Please try again later.';
  if (error.status >= 500) return fallback;
  return error.message || fallback;
}
