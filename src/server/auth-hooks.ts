import type { AuthHooks } from './auth/hooks';
import { collectUserFiles } from './features/account/account-files';
import { endApiTokens } from './features/api-tokens/api-tokens.service';
import { createProfile } from './features/profiles/profiles.service';

/** The features' part in sign-up, account deletion and a new password, given to createAuth wherever auth is made (decision 026). */
export const featureAuthHooks: AuthHooks = {
  onSignUp: ({ tx, userId, input }) => createProfile({ db: tx, userId, input }),
  filesOf: (db, userId) => collectUserFiles(db, userId),
  endApiTokens: (options) => endApiTokens(options),
};
