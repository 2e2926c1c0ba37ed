import { z } from 'zod';
import type { ResponseRecord } from './response-record-text';

/** The share of applications answered (0 to 1) and the median days to a first answer; null below the minimum. */
export const responseRecordSchema = z.object({
  answeredShare: z.number().min(0).max(1),
  medianDays: z.number().nonnegative().nullable(),
  applications: z.number().int().nonnegative(),
}) satisfies z.ZodType<ResponseRecord>;
