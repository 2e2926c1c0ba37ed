import type { SignUpData } from '../../shared/auth';
import type { Db, Tx } from '../db/client';

/**
 * What the features add to an account's life, handed to createAuth so that auth/ imports no feature
 * (decision 026): the features' functions are wired in one place, `src/server/auth-hooks.ts`.
 */
export type AuthHooks = {
  /** In the sign-up transaction, after the credentials: what a new account gets (its profile). A throw undoes the sign-up. */
  onSignUp(options: { tx: Tx; userId: string; input: SignUpData }): Promise<void>;
  /** Before an account is deleted: the stored files it owns, deleted once its rows are gone. */
  filesOf(db: Db, userId: string): Promise<string[]>;
};
