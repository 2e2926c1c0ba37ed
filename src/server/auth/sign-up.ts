import { APIError } from 'better-auth/api';
import type { SignUpData } from '../../shared/auth';
import type { Tx } from '../db/client';
import type { Logger } from '../lib/logger';
import type { AuthHooks } from './hooks';

/**
 * What a new account gets besides its credentials: the profile row. The welcome waits until the member
 * proves the address (decision 056); the code to prove it is better-auth's own e-mail.
 */
export async function onCredentialSignUp(options: {
  tx: Tx;
  userId: string;
  input: SignUpData;
  logger: Logger;
  onSignUp: AuthHooks['onSignUp'];
}) {
  const { tx, userId, input, logger, onSignUp } = options;
  try {
    await onSignUp({ tx, userId, input });
  } catch (error) {
    logger.error({ err: error, userId }, 'Failed to create user profile');
    throw new APIError('INTERNAL_SERVER_ERROR', {
      message: 'Failed to create user profile',
      code: 'PROFILE_CREATE_FAILED',
    });
  }
}
