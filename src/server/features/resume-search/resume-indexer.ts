import { asc, isNull, sql } from 'drizzle-orm';
import { buffer } from 'node:stream/consumers';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import type { Logger } from '../../lib/logger';
import type { Storage } from '../../storage/storage';
import { extractPdfText } from './pdf-text';

// Makes applications searchable (decision 019): reads each new resume's text (in a worker thread,
// pdf-text.ts) and stores it with a tsvector of the applicant's name (weight A), answers (B) and resume
// (C). Every server process runs it; an application is claimed with SKIP LOCKED, so each resume is
// read once. Applying again clears the fields, and the new resume is read in turn.

const PER_RUN = 5;

export async function indexResumes({ db, storage, logger }: { db: Db; storage: Storage; logger: Logger }): Promise<number> {
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
    await tx.execute(sql`
      update job_applications a set
        resume_text = ${text},
        indexed_resume_key = a.resume_key,
        search = setweight(to_tsvector('simple', p.first_name || ' ' || p.last_name), 'A')
          || setweight(to_tsvector('english', a.startup_culture_answer || ' ' || a.problem_solving_answer), 'B')
          || setweight(to_tsvector('english', ${text}), 'C')
      from profiles p
      where a.id = ${claimed.id} and p.id = a.applicant_id`);
    return true;
  });
}

