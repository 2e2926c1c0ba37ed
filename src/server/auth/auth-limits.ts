import { PASSWORD_CHECKS_LIMITED, VERIFICATION_SENDS_LIMITED } from '../../shared/account';
import type { Config } from '../config';
import type { DbOrTx } from '../db/client';
import { enforceRateLimit, type RateRule } from '../lib/rate-limit';

/**
 * Routes that check the current password (change e-mail, change password, delete account) would
 * otherwise be a password oracle for whoever holds a session, and each check costs an Argon2 hash.
 * The member's counter is always on; the address counter follows AUTH_RATE_LIMIT like sign-in's.
 */
export const PASSWORD_CHECKS_PER_MEMBER: RateRule = { name: 'password-check:user', windowSeconds: 15 * 60, max: 5 };
export const PASSWORD_CHECKS_PER_IP: RateRule = { name: 'password-check:ip', windowSeconds: 15 * 60, max: 20 };

/** Codes e-mailed to one address (verification resends and new-address codes), so nobody floods a mailbox. */
export const EMAIL_CODES_PER_ADDRESS: RateRule = { name: 'email-code:address', windowSeconds: 60 * 60, max: 5 };

export async function enforcePasswordCheckLimits(options: {
  db: DbOrTx;
  config: Pick<Config, 'authRateLimit'>;
  userId: string | undefined;
  ip: string | undefined;
}) {
  const { db, config, userId, ip } = options;
  if (userId) await enforceRateLimit(db, PASSWORD_CHECKS_PER_MEMBER, userId, PASSWORD_CHECKS_LIMITED);
  if (ip && config.authRateLimit) await enforceRateLimit(db, PASSWORD_CHECKS_PER_IP, ip, PASSWORD_CHECKS_LIMITED);
}

export async function enforceEmailCodeLimit(db: DbOrTx, address: string) {
  await enforceRateLimit(db, EMAIL_CODES_PER_ADDRESS, address.toLowerCase(), VERIFICATION_SENDS_LIMITED);
}
