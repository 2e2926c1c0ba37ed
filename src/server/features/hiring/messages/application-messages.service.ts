import { MESSAGE_REMOVED } from '../../../../shared/moderation';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  MESSAGES_CLOSED,
  MESSAGES_LIMITED,
  MESSAGES_PER_APPLICATION_MAX,
  MESSAGES_PER_HOUR,
  type ApplicationConversation,
  type ApplicationMessage,
} from '../../../../shared/application-messages';
import type { Db, DbOrTx } from '../../../db/client';
import { applicationMessages, jobApplications } from '../../../db/schema';
import { emit } from '../../../events/emit';
import { AppError } from '../../../lib/app-error';
import { enforceRateLimit } from '../../../lib/rate-limit';
import { getSettings } from '../../account/settings.service';
import { loadApplication } from '../application.service';
import { assertParty } from '../party-rules';
import type { Actor } from '../../../auth/actor';

// Messages between a startup's owner and a candidate, one conversation per application (decision 019).
// Only those two read and write it. "Let candidates write to me first and founders invite me to apply" (allowMessages) off: only founders
// of startups you applied to write to you first, so a candidate may write to a founder who turned it
// off only once that founder has written. Plain text; React escapes it wherever it is shown.

function sideOf(parties: { applicantId: string; ownerId: string }, actor: Actor): 'candidate' | 'founder' {
  const party = assertParty(
    parties,
    actor,
    ['candidate', 'team'],
    'Only the candidate and the startup can read this conversation.',
  );
  return party === 'team' ? 'founder' : 'candidate';
}

/** Whether the actor may write now, and if not, why. */
async function writePermission(
  db: DbOrTx,
  id: string,
  parties: { applicantId: string; ownerId: string },
  side: 'candidate' | 'founder',
) {
  if (side === 'founder') return { canWrite: true, reason: null };
  const settings = await getSettings({ db, userId: parties.ownerId });
  if (settings.allowMessages) return { canWrite: true, reason: null };
  const [fromFounder] = await db
    .select({ n: count() })
    .from(applicationMessages)
    .where(and(eq(applicationMessages.applicationId, id), eq(applicationMessages.senderId, parties.ownerId)));
  return (fromFounder?.n ?? 0) > 0 ? { canWrite: true, reason: null } : { canWrite: false, reason: MESSAGES_CLOSED };
}

/** The conversation, oldest first; what the other side wrote is marked read. */
export async function getConversation({
  db,
  id,
  actor,
}: {
  db: Db;
  id: string;
  actor: Actor;
}): Promise<ApplicationConversation> {
  const parties = await loadApplication(db, id);
  const side = sideOf(parties, actor);
  await db
    .update(applicationMessages)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(applicationMessages.applicationId, id),
        isNull(applicationMessages.readAt),
        ne(applicationMessages.senderId, actor.id),
      ),
    );
  const rows = await db
    .select()
    .from(applicationMessages)
    .where(eq(applicationMessages.applicationId, id))
    .orderBy(asc(applicationMessages.createdAt), asc(applicationMessages.id));
  const permission = await writePermission(db, id, parties, side);
  return {
    items: rows.map((row) => toMessage(row, actor, parties)),
    canWrite: permission.canWrite,
    cannotWriteReason: permission.reason,
  };
}

function toMessage(
  row: typeof applicationMessages.$inferSelect,
  actor: Actor,
  parties: { applicantId: string; ownerId: string },
): ApplicationMessage {
  const from = row.senderId === actor.id ? 'me' : row.senderId === parties.applicantId ? 'candidate' : 'founder';
  // A message hidden by moderation keeps its place in the thread, not its words.
  const removed = row.hiddenAt != null;
  return {
    id: row.id,
    body: removed ? MESSAGE_REMOVED : row.body,
    from,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    removed,
  };
}

const MESSAGE_RATE = { name: 'application-messages', windowSeconds: 3600, max: MESSAGES_PER_HOUR };

/**
 * Sends a message: the other side gets a notification, and an e-mail if their settings allow and they
 * have read what came before (a quick exchange is one e-mail, not one per line).
 */
export async function sendMessage({
  db,
  id,
  actor,
  body,
}: {
  db: Db;
  id: string;
  actor: Actor;
  body: string;
}): Promise<ApplicationMessage> {
  const parties = await loadApplication(db, id);
  const side = sideOf(parties, actor);
  const permission = await writePermission(db, id, parties, side);
  if (!permission.canWrite) throw new AppError('MESSAGES_CLOSED', permission.reason!);
  await enforceRateLimit(db, MESSAGE_RATE, actor.id, MESSAGES_LIMITED);
  const recipientId = side === 'founder' ? parties.applicantId : parties.ownerId;
  return db.transaction(async (tx) => {
    // The application's row is the turnstile for the per-conversation limit.
    await tx.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id)).for('update');
    const [counts] = await tx
      .select({
        all: count(),
        unread:
          sql<number>`count(*) filter (where ${applicationMessages.senderId} = ${actor.id} and ${applicationMessages.readAt} is null)`.mapWith(
            Number,
          ),
      })
      .from(applicationMessages)
      .where(eq(applicationMessages.applicationId, id));
    if ((counts?.all ?? 0) >= MESSAGES_PER_APPLICATION_MAX)
      throw new AppError('MESSAGE_LIMIT', `A conversation can hold at most ${MESSAGES_PER_APPLICATION_MAX} messages.`);
    const [row] = await tx
      .insert(applicationMessages)
      .values({ applicationId: id, senderId: actor.id, body })
      .returning();
    // The other side is told by the event's subscriber (application-messages.subscribers.ts): an e-mail
    // only if they had read what came before, so a quick exchange is one e-mail, not one per line.
    await emit(tx, {
      type: 'message.sent',
      messageId: row!.id,
      applicationId: id,
      senderId: actor.id,
      recipientId,
      senderSide: side,
      isEmailDue: (counts?.unread ?? 0) === 0,
    });
    return toMessage(row!, actor, parties);
  });
}
