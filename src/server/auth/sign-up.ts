import { APIError } from 'better-auth/api';
import type { SignUpData } from '../../shared/auth';
import type { Config } from '../config';
import type { Tx } from '../db/client';
import { brandFromConfig } from '../email/brand';
import { enqueueEmail } from '../email/outbox';
import { welcomeEmail } from '../email/templates/welcome';
import type { Logger } from '../lib/logger';
import type { AuthHooks } from './hooks';

/** What a new account gets besides its credentials: the profile row, then the welcome e-mail. */
export async function onCredentialSignUp(options: {
  tx: Tx;
  userId: string;
  input: SignUpData;
  config: Config;
  logger: Logger;
  onSignUp: AuthHooks['onSignUp'];
}) {
  const { tx, userId, input, config, logger, onSignUp } = options;
  try {
    await onSignUp({ tx, userId, input });
  } catch (error) {
    logger.error({ err: error, userId }, 'Failed to create user profile');
    throw new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to create user profile', code: 'PROFILE_CREATE_FAILED' });
  }
  await queueWelcomeEmail({ tx, input, config, logger });
}

async function queueWelcomeEmail(options: { tx: Tx; input: Pick<SignUpData, 'firstName' | 'email'>; config: Config; logger: Logger }) {
  const { tx, input, config, logger } = options;
  try {
    // A savepoint: if the outbox write fails, sign-up still commits (spec 1 section 4).
    await tx.transaction(async (savepoint) => {
      const rendered = welcomeEmail(brandFromConfig(config), { name: input.firstName, loginUrl: `${config.publicUrl}/login` });
      await enqueueEmail(savepoint, { template: 'welcome', to: input.email, ...rendered });
    });
  } catch (error) {
    logger.error({ err: error }, 'Failed to send welcome email');
  }
}
