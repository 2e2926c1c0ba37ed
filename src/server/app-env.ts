import type { Config } from './config';
import type { Db } from './db/client';
import type { Actor } from './auth/actor';
import type { Auth } from './auth/auth';
import type { Logger } from './lib/logger';
import type { RealtimeBus } from './realtime/bus';
import type { Storage } from './storage/storage';
import type { DnsDeps } from './lib/txt-lookup';

/** What every request handler can reach: the app's dependencies and, once resolved, the caller. */
export type AppDeps = {
  db: Db; config: Config; auth: Auth; logger: Logger; storage: Storage; realtime: RealtimeBus;
  /** The DNS a domain check asks (startup verification); node's resolver when not given. Tests give their own. */
  dns?: DnsDeps;
};

/** `twoFactorEnabled`: the authenticator app is on (decision 046). */
export type SessionUserRow = { id: string; email: string; name: string; emailVerified: boolean; twoFactorEnabled?: boolean };

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    user: SessionUserRow | null;
    /** The same caller as the request's one Actor (auth/actor.ts). */
    actor: Actor | null;
    sessionId: string | null;
  };
};
