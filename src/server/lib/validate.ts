import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { fieldErrorsFromIssues } from '../../shared/api-error';
import { AppError } from './app-error';
import { recordRequestPart } from './contract';

/** zValidator that answers a bad input with 400 and the schema's own message per field. */
export function validate<T extends ZodType, Target extends keyof ValidationTargets>(target: Target, schema: T) {
  const middleware = zValidator(target, schema, (result) => {
    if (!result.success) throw badInput(result.error.issues);
  });
  // The route's contract reads its request schemas from here (lib/contract.ts).
  return recordRequestPart(middleware, target, schema);
}

/** The 400 for a failed parse: the first field's message, and each field's own. */
export function badInput(issues: Parameters<typeof fieldErrorsFromIssues>[0]): AppError {
  const fields = fieldErrorsFromIssues(issues);
  return new AppError('INVALID_INPUT', Object.values(fields)[0] ?? 'Invalid input', fields);
}
