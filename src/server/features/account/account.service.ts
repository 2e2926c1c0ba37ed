import type { SessionUser } from '../../../shared/session';
import type { SessionUserRow } from '../../app-env';
import { isAdmin } from '../../auth/guards';
import type { Config } from '../../config';
import type { DbOrTx } from '../../db/client';
import { findProfileSummary } from '../profiles/profiles.service';

export async function getSessionUser({ db, config, user }: { db: DbOrTx; config: Config; user: SessionUserRow }): Promise<SessionUser> {
  const profile = await findProfileSummary({ db, userId: user.id });
  const [first = '', ...rest] = user.name.split(' ');
  return {
    id: user.id,
    email: user.email,
    firstName: profile?.firstName ?? first,
    lastName: profile?.lastName ?? rest.join(' '),
    avatarUrl: profile?.avatarUrl ?? null,
    emailVerified: user.emailVerified,
    isAdmin: isAdmin(user, config),
  };
}
