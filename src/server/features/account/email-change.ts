import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { CURRENT_PASSWORD_INCORRECT, EMAIL_IN_USE, VERIFY_CODE_INVALID } from '../../../shared/account';
import type { SessionUserRow } from '../../app-env';
import type { Auth } from '../../auth/auth';
import { enforceEmailCodeLimit } from '../../auth/auth-limits';
import { PASSWORD_BUSY_MESSAGE, PASSWORD_BUSY_RETRY_SECONDS } from '../../auth/password';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { users } from '../../db/schema';
import { AppError } from '../../lib/app-error';

// Changing the e-mail is two steps (better-auth's change-email-with-code): the code goes to the NEW
// address, and only that code moves the account there. Until then the old address stays, so nobody
// can take an address they cannot read, and the new one is verified when it takes effect.

type Deps = { db: DbOrTx; auth: Auth; config: Config; user: SessionUserRow; headers: Headers };

const SAME_EMAIL = 'New email must be different from your current email';
const emailInUse = () => new AppError('EMAIL_IN_USE', EMAIL_IN_USE, { newEmail: EMAIL_IN_USE });

/** An administrator address is reserved even before its owner signs up. */
async function assertAddressFree(db: DbOrTx, config: Config, newEmail: string) {
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail));
  if (taken || config.adminEmails.includes(newEmail.toLowerCase())) throw emailInUse();
}

async function isPasswordCorrect({ auth, headers }: Pick<Deps, 'auth' | 'headers'>, password: string) {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 503)
      throw new AppError('SERVICE_BUSY', PASSWORD_BUSY_MESSAGE, undefined, PASSWORD_BUSY_RETRY_SECONDS);
    return false;
  }
}

/** Step 1: checks the password and the address, then e-mails a code to the new address. */
export async function requestEmailChange(deps: Deps & { newEmail: string; currentPassword: string }) {
  const { db, auth, config, user, headers, newEmail, currentPassword } = deps;
  if (newEmail === user.email) throw new AppError('INVALID_INPUT', SAME_EMAIL, { newEmail: SAME_EMAIL });
  if (!(await isPasswordCorrect(deps, currentPassword)))
    throw new AppError('INVALID_INPUT', CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
  await assertAddressFree(db, config, newEmail);
  await enforceEmailCodeLimit(db, newEmail);
  await auth.api.requestEmailChangeEmailOTP({ body: { newEmail }, headers });
  return { pendingEmail: newEmail };
}

/** Step 2: the code from the new address moves the account there, verified. */
export async function confirmEmailChange(deps: Deps & { newEmail: string; otp: string }) {
  const { db, auth, config, headers, newEmail, otp } = deps;
  await assertAddressFree(db, config, newEmail);
  try {
    await auth.api.changeEmailEmailOTP({ body: { newEmail, otp }, headers });
  } catch (error) {
    // Two accounts confirming one address at once: the unique index lets one through.
    if (isUniqueViolation(error)) throw emailInUse();
    if (isAPIError(error)) {
      const body = error.body as { code?: string; message?: string } | undefined;
      if (body?.message === 'Email already in use') throw emailInUse();
      throw new AppError('INVALID_INPUT', VERIFY_CODE_INVALID, { otp: VERIFY_CODE_INVALID });
    }
    throw error;
  }
  return { email: newEmail };
}
