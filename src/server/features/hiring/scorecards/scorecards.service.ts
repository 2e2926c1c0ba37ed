import { and, asc, eq, sql } from 'drizzle-orm';
import {
  SCORECARD_WITHDRAWN,
  type Scorecard,
  type ScorecardData,
  type Scorecards,
} from '../../../../shared/scorecards';
import type { Actor } from '../../../auth/actor';
import type { Db, DbOrTx } from '../../../db/client';
import { applicationScorecards, profiles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { loadApplication } from '../application.service';
import { assertParty } from '../party-rules';

// Scorecards follow the private notes' rule (decision 019, 041): the startup's owner writes their own,
// the administrator reads them, and the candidate or any other member gets the notes' 403.

const NOT_YOURS = 'Scorecards are private to the startup that received the application.';

type Row = Pick<
  typeof applicationScorecards.$inferSelect,
  'id' | 'authorId' | 'criteria' | 'recommendation' | 'summary' | 'createdAt' | 'updatedAt'
> & { firstName: string | null; lastName: string | null };

function toScorecard(row: Row, actor: Actor): Scorecard {
  return {
    id: row.id,
    author: { id: row.authorId, name: row.firstName ? `${row.firstName} ${row.lastName}` : 'A former member' },
    isMine: row.authorId === actor.id,
    // Each criterion as the shared schema made it, in the order the author gave.
    criteria: row.criteria.map(({ name, rating, note }) => ({ name, rating, note })),
    recommendation: row.recommendation as Scorecard['recommendation'],
    summary: row.summary,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const withAuthor = (db: DbOrTx) =>
  db
    .select({
      id: applicationScorecards.id,
      authorId: applicationScorecards.authorId,
      criteria: applicationScorecards.criteria,
      recommendation: applicationScorecards.recommendation,
      summary: applicationScorecards.summary,
      createdAt: applicationScorecards.createdAt,
      updatedAt: applicationScorecards.updatedAt,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
    })
    .from(applicationScorecards)
    .leftJoin(profiles, eq(profiles.id, applicationScorecards.authorId));

/** Every author's scorecard on the application, oldest first: for its owner and the administrator. A withdrawn one's stay readable. */
export async function listScorecards({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<Scorecards> {
  assertParty(await loadApplication(db, id), actor, ['team', 'admin'], NOT_YOURS);
  const rows = await withAuthor(db)
    .where(eq(applicationScorecards.applicationId, id))
    .orderBy(asc(applicationScorecards.createdAt), asc(applicationScorecards.id));
  return { items: rows.map((row) => toScorecard(row, actor)) };
}

/**
 * The owner's own scorecard, created or replaced whole. Not on a withdrawn application: the candidate
 * has left the process, so there is no decision left for a judgement to inform.
 */
export async function saveScorecard({
  db,
  id,
  actor,
  input,
}: {
  db: Db;
  id: string;
  actor: Actor;
  input: ScorecardData;
}): Promise<Scorecard> {
  return db.transaction(async (tx) => {
    // Held against a withdrawal until the scorecard is written.
    const application = await loadApplication(tx, id, { lock: 'share' });
    assertParty(application, actor, ['team'], NOT_YOURS);
    if (application.status === 'withdrawn') throw new AppError('APPLICATION_WITHDRAWN', SCORECARD_WITHDRAWN);
    const values = { criteria: input.criteria, recommendation: input.recommendation, summary: input.summary };
    const [saved] = await tx
      .insert(applicationScorecards)
      .values({ applicationId: id, authorId: actor.id, ...values })
      .onConflictDoUpdate({
        target: [
          applicationScorecards.applicationId,
          applicationScorecards.authorId,
          applicationScorecards.interviewId,
        ],
        set: { ...values, updatedAt: sql`now()` },
      })
      .returning({ id: applicationScorecards.id });
    const [row] = await withAuthor(tx).where(eq(applicationScorecards.id, saved!.id));
    return toScorecard(row!, actor);
  });
}

/** The owner deletes their own scorecard, withdrawn or not: keeping less about a candidate is always allowed. */
export async function deleteScorecard({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<void> {
  assertParty(await loadApplication(db, id), actor, ['team'], NOT_YOURS);
  const deleted = await db
    .delete(applicationScorecards)
    .where(and(eq(applicationScorecards.applicationId, id), eq(applicationScorecards.authorId, actor.id)))
    .returning({ id: applicationScorecards.id });
  if (deleted.length === 0) throw new AppError('NOT_FOUND', 'You have no scorecard on this application.');
}
