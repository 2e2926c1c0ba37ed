import { asc, count, eq } from 'drizzle-orm';
import { NOTES_PER_APPLICATION_MAX, type ApplicationNote, type ApplicationNotes } from '../../../../shared/applicants';
import type { Actor } from '../../../auth/actor';
import type { Db } from '../../../db/client';
import { applicationNotes, jobApplications, profiles } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import { loadApplication } from '../application.service';
import { assertParty } from '../party-rules';

// Private notes and a rating per application (decision 019). The startup's owner reads and writes
// them; the administrator reads them; the candidate never sees them, not even that they exist.

const NOT_YOURS = 'Notes and ratings are private to the startup that received the application.';

export async function listNotes({ db, id, actor }: { db: Db; id: string; actor: Actor }): Promise<ApplicationNotes> {
  assertParty(await loadApplication(db, id), actor, ['team', 'admin'], NOT_YOURS);
  const [rows, [application]] = await Promise.all([
    db
      .select({
        id: applicationNotes.id,
        body: applicationNotes.body,
        createdAt: applicationNotes.createdAt,
        authorId: applicationNotes.authorId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
      })
      .from(applicationNotes)
      .leftJoin(profiles, eq(profiles.id, applicationNotes.authorId))
      .where(eq(applicationNotes.applicationId, id))
      .orderBy(asc(applicationNotes.createdAt), asc(applicationNotes.id)),
    db.select({ rating: jobApplications.rating }).from(jobApplications).where(eq(jobApplications.id, id)),
  ]);
  return { items: rows.map(toNote), rating: application?.rating ?? null };
}

function toNote(row: {
  id: string;
  body: string;
  createdAt: Date;
  authorId: string | null;
  firstName: string | null;
  lastName: string | null;
}): ApplicationNote {
  return {
    id: row.id,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    author: { id: row.authorId, name: row.firstName ? `${row.firstName} ${row.lastName}` : 'A former member' },
  };
}

export async function addNote({
  db,
  id,
  actor,
  body,
}: {
  db: Db;
  id: string;
  actor: Actor;
  body: string;
}): Promise<ApplicationNote> {
  assertParty(await loadApplication(db, id), actor, ['team'], NOT_YOURS);
  return db.transaction(async (tx) => {
    // The application's row is the turnstile: the count and the insert see the same notes.
    await tx.select({ id: jobApplications.id }).from(jobApplications).where(eq(jobApplications.id, id)).for('update');
    const [existing] = await tx
      .select({ n: count() })
      .from(applicationNotes)
      .where(eq(applicationNotes.applicationId, id));
    if ((existing?.n ?? 0) >= NOTES_PER_APPLICATION_MAX)
      throw new AppError('NOTE_LIMIT', `An application can have at most ${NOTES_PER_APPLICATION_MAX} notes.`);
    const [note] = await tx
      .insert(applicationNotes)
      .values({ applicationId: id, authorId: actor.id, body })
      .returning();
    const [author] = await tx
      .select({ firstName: profiles.firstName, lastName: profiles.lastName })
      .from(profiles)
      .where(eq(profiles.id, actor.id));
    return toNote({ ...note!, firstName: author?.firstName ?? null, lastName: author?.lastName ?? null });
  });
}

export async function setRating({
  db,
  id,
  actor,
  rating,
}: {
  db: Db;
  id: string;
  actor: Actor;
  rating: number | null;
}) {
  assertParty(await loadApplication(db, id), actor, ['team'], NOT_YOURS);
  await db.update(jobApplications).set({ rating }).where(eq(jobApplications.id, id));
  return { rating };
}
