import { z } from 'zod';

// What the client learns about the signed-in user. The server decides every field, the role included.
export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  avatarUrl: z.string().nullable(),
  /** The member proved the address with a code; administrator rights need it. */
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  /**
   * An administrator by address whose admin area waits: to `add` a second factor (decision 046), or to
   * `sign-in` with the one they have, since the password alone proves none (decision 048). Else null.
   */
  needsSecondFactor: z.enum(['add', 'sign-in']).nullable(),
  /** The authenticator app is on: signing in asks for its code. */
  twoFactorEnabled: z.boolean(),
  /** The member's own IANA time zone (Settings), or null: the browser's is used (for interviews). */
  timeZone: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** GET /api/account/session: the signed-in user, or null (never a 401, so the shell can ask freely). */
export const sessionAnswerSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
