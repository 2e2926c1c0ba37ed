import { z } from 'zod';

// What the operators' checks answer (README, "Running it for others").

/** GET /api/health: the process and its database answer. */
export const healthSchema = z.object({ ok: z.literal(true) });

/** GET /api/ready: whether this process can serve, and if not, why. */
export const readinessSchema = z.discriminatedUnion('ready', [
  z.object({ ready: z.literal(true) }),
  z.object({ ready: z.literal(false), reason: z.enum(['database', 'migrations']) }),
]);
