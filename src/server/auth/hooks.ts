import type { SignUpData } from '../../shared/auth';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import type { RequestFacts } from '../events/catalog';
import type { Logger } from '../lib/logger';

/**
 * What the features add to an account's life, handed to createAuth so that auth/ imports no feature
 * (decision 026): the features' functions are wired in one place, `src/server/auth-hooks.ts`.
 */
export type AuthHooks = {
  /** In the sign-up transaction, after the credentials: what a new account gets (its profile). A throw undoes the sign-up. */
  onSignUp(options: { tx: Tx; userId: string; input: SignUpData }): Promise<void>;
  /** Before an account is deleted: the stored files it owns, deleted once its rows are gone. */
  filesOf(db: Db, userId: string): Promise<string[]>;
  /**
   * In the deletion's transaction, before the account's rows go: what leaving does to the features
   * (its interviews cancelled, its applications withdrawn, the people told, the confirmation e-mail).
   * A throw undoes the deletion.
   */
  onDelete(options: { tx: Tx; userId: string; config: Config; logger: Logger }): Promise<void>;
  /**
   * In the transaction that sets a new password, before it commits: a reset always, a change when the
   * member asked, ends the member's API tokens (decision 055). A throw undoes the new password.
   */
  endApiTokens(options: {
    tx: Tx;
    userId: string;
    cause: 'password_reset' | 'password_change';
    request: RequestFacts;
  }): Promise<unknown>;
};
