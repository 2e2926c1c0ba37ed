import { z } from 'zod';
// The one error shape every API answer uses (ARCHITECTURE: rules that hold everywhere).
export type FieldErrors = Record<string, string>;
/** `{ ok: true }`: what a route answers when there is nothing more to say. */
export const okSchema = z.object({ ok: z.literal(true) });

/** The error answer's schema, for the API's contract (the OpenAPI document and the tests' response check). */
export const apiErrorSchema = z.object({
  error: z.object({
    message: z.string(),
    code: z.string().optional(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = { error: { message: string; code?: string; fields?: FieldErrors } };

/** First message per field, keyed by the dotted path, from a zod error's issues. */
export function fieldErrorsFromIssues(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
