import { asc, isNull, sql } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../../db/client';
import { jobApplications } from '../../../db/schema';
import type { Logger } from '../../../lib/logger';
import type { Storage } from '../../../storage/storage';
import { extractPdfText } from './pdf-text';

// Makes resumes searchable (decision 019): reads each new resume's text (in a worker thread,
// pdf-text.ts) and stores it; the database derives the search vector of the name, answers and resume
// from it (trigger job_applications_search, decision 033). Every server process runs it; an application
// is claimed with SKIP LOCKED, so each resume is read once. Applying again clears the text, and the new
// resume is read in turn.

const PER_RUN = 5;

export async function indexResumes({
  db,
  storage,
  logger,
}: {
  db: Db;
  storage: Storage;
  logger: Logger;
}): Promise<number> {
  let done = 0;
  while (done < PER_RUN && (await indexOne(db, storage, logger))) done += 1;
  return done;
}

async function indexOne(db: Db, storage: Storage, logger: Logger): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .select({ id: jobApplications.id, resumeKey: jobApplications.resumeKey })
      .from(jobApplications)
      .where(isNull(jobApplications.indexedResumeKey))
      .orderBy(asc(jobApplications.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!claimed) return false;
    let text = '';
    try {
      const file = await storage.getStream(claimed.resumeKey);
      if (file) text = await extractPdfText(new Uint8Array(await buffer(file.stream)));
    } catch (error) {
      // A PDF without text (a scan) or one PDF.js cannot read: searchable by name and answers still.
      logger.warn({ err: error, applicationId: claimed.id }, 'resume text could not be read');
    }
    await tx.execute(
      sql`update job_applications set resume_text = ${text}, indexed_resume_key = resume_key where id = ${claimed.id}`,
    );
    return true;
  });
}
