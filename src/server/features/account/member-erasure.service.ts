import { eq } from 'drizzle-orm';
import { isListedAdmin } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { forbidden, notFound } from '../../lib/app-error';
import type { Storage } from '../../storage/storage';
import { deleteFilesAfterCommit } from '../jobs/jobs.service';
import { collectUserFiles } from './account-files';

type Acting = { actorId: string; request: RequestFacts };

/**
 * Erases a member as deleting their own account does (decision 063): the account and everything that
 * cascades from it (profile, startups with their positions and applications, applications sent,
 * sessions), then their files once that committed. Never an administrator, never oneself. The log
 * keeps the entry with the member's name, since the account is gone.
 */
export async function eraseMember({
  db,
  storage,
  config,
  userId,
  actorId,
  request,
}: { db: Db; storage: Storage; config: Pick<Config, 'adminEmails'>; userId: string } & Acting): Promise<void> {
  const files = await db.transaction(async (tx) => {
    const [member] = await tx
      .select({ name: users.name, email: users.email, emailVerified: users.emailVerified })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!member) throw notFound('Member not found');
    if (userId === actorId || isListedAdmin(member, config)) throw forbidden('An administrator cannot be erased here.');
    const keys = await collectUserFiles(tx, userId);
    await emit(tx, { type: 'member.erased', actorId, userId, name: member.name, request });
    await tx.delete(users).where(eq(users.id, userId));
    return keys;
  });
  await deleteFilesAfterCommit(storage, files);
}
