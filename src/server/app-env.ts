import type { Config } from './config';
import type { Db, Tx } from './db/client';
import type { Actor } from './auth/actor';
import type { Auth } from './auth/auth';
import type { Logger } from './lib/logger';
import type { RealtimeBus } from './realtime/bus';
import type { Storage } from './storage/storage';
import type { DnsDeps } from './lib/txt-lookup';

/** What every request handler can reach: the app's dependencies and, once resolved, the caller. */
export type AppDeps = {
  db: Db;
  config: Config;
  auth: Auth;
  logger: Logger;
  storage: Storage;
  realtime: RealtimeBus;
  /** The DNS a domain check asks (startup verification); node's resolver when not given. Tests give their own. */
  dns?: DnsDeps;
};

/**
 * Handles, inside a write's transaction, the events it emitted after `afterId` (events/dispatcher.ts):
 * for a write that deletes what those events are about, so that their subscribers can still read it.
 */
export type HandleEventsNow = (tx: Tx, afterId: number) => Promise<void>;

/** What the app gives every handler: its dependencies, and the one way to handle events at once. */
export type RequestDeps = AppDeps & { handleEventsNow: HandleEventsNow };

/** `twoFactorEnabled`: the authenticator app is on (decision 046). */
export type SessionUserRow = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean;
};

export type AppEnv = {
  Variables: {
    deps: RequestDeps;
    user: SessionUserRow | null;
    /** The same caller as the request's one Actor (auth/actor.ts). */
    actor: Actor | null;
    sessionId: string | null;
  };
};
