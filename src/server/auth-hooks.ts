import type { AuthHooks } from './auth/hooks';
import { handleEventsInTransaction, lastEventId } from './events/dispatcher';
import { closeAccount } from './features/account/account-closing';
import { collectUserFiles } from './features/account/account-files';
import { endApiTokens } from './features/api-tokens/api-tokens.service';
import { createProfile } from './features/profiles/profiles.service';
import { subscribers } from './subscribers';

/** The features' part in sign-up, account deletion and a new password, given to createAuth wherever auth is made (decision 026). */
export const featureAuthHooks: AuthHooks = {
  onSignUp: ({ tx, userId, input }) => createProfile({ db: tx, userId, input }),
  filesOf: (db, userId) => collectUserFiles(db, userId),
  // The events of the account's last steps are handled before it goes, while what they are about exists.
  onDelete: async ({ tx, userId, config, logger }) => {
    const afterId = await lastEventId(tx);
    await closeAccount({
      tx,
      config,
      userId,
      handleSteps: () => handleEventsInTransaction({ tx, afterId, subscribers, config, logger }),
    });
  },
  endApiTokens: (options) => endApiTokens(options),
};
