import type { Db } from '../../db/client';
import type { RequestFacts } from '../../events/catalog';
import { emit } from '../../events/emit';
import { buildMemberExport } from '../account/data-export.service';

type Acting = { actorId: string; request: RequestFacts };

/**
 * The member's data as one JSON document (account/data-export.service.ts), for the administrator to
 * download; the log records who took it, in the same transaction as reading it.
 */
export async function exportMemberData({ db, userId, actorId, request }: { db: Db; userId: string } & Acting) {
  return db.transaction(async (tx) => {
    const data = await buildMemberExport({ db: tx, userId });
    await emit(tx, { type: 'member.data_exported', actorId, userId, name: data.account.name, request });
    return data;
  });
}
