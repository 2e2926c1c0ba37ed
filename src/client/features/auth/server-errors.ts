import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/api';

/** Puts the server's per-field messages under their fields and returns the message for the red box. */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: readonly Path<T>[],
): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      if ((fieldNames as readonly string[]).includes(field)) setError(field as Path<T>, { message });
    }
    return error.message || 'An error occurred';
  }
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
