import { getTimeZone } from './settings.service';
import type { SessionUser } from '../../../shared/session';
import type { SessionUserRow } from '../../app-env';
import type { Actor } from '../../auth/actor';
import type { DbOrTx } from '../../db/client';
import { findProfileSummary } from '../profiles/profiles.service';

export async function getSessionUser({
  db,
  user,
  actor,
}: {
  db: DbOrTx;
  user: SessionUserRow;
  actor: Actor;
}): Promise<SessionUser> {
  const [profile, timeZone] = await Promise.all([
    findProfileSummary({ db, userId: user.id }),
    getTimeZone({ db, userId: user.id }),
  ]);
  const [first = '', ...rest] = user.name.split(' ');
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? rest.join(' '),
    avatarUrl: profile?.avatarUrl ?? null,
    emailVerified: user.emailVerified,
    isAdmin: actor.isAdmin,
    needsSecondFactor: actor.needsSecondFactor ?? null,
    twoFactorEnabled: user.twoFactorEnabled === true,
    timeZone,
  };
}
