import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, isSingleLineSafe } from './fields';

// Filters read from an address (the startup listing, the jobs board): links get edited by hand, so a
// value we do not know is ignored rather than refused; only what cannot be text at all is a 400.

/** One of `values`, or nothing. */
export const optionalFilter = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values).optional().catch(undefined);

/** Free text: control characters are refused (400); anything else odd is ignored; longer is cut to `max`. */
export const queryText = (max: number) =>
  z
    .string()
    .optional()
    .catch(undefined)
    .refine((v) => v === undefined || isSingleLineSafe(v), CONTROL_CHARACTERS_MESSAGE)
    .pipe(z.string().trim().max(max).optional().catch(undefined));
