import { desc, eq, sql } from 'drizzle-orm';
import type { PreviousAnswers } from '../../../../shared/applications';
import { answersSchemaFor } from '../../../../shared/job-questions';
import type { Db } from '../../../db/client';
import { jobApplications, jobs } from '../../../db/schema';
import { AppError } from '../../../lib/app-error';
import type { Actor } from '../../../auth/actor';

/**
 * One-click apply: what the member answered before, offered again on a position's form.
 * The two standard answers come from their latest application; a position's own question is answered again
 * only by an earlier answer to a question of the same kind and the very same wording (asked by any
 * startup), and only where that answer still passes the question's rules (a choice still offered).
 * The member's own words only: nothing of anyone else's, nothing the founders added.
 */
export async function previousAnswers({
  db,
  jobId,
  actor,
}: {
  db: Db;
  jobId: string;
  actor: Actor;
}): Promise<PreviousAnswers> {
  const [[job], [latest], earlier] = await Promise.all([
    db.select({ questions: jobs.questions }).from(jobs).where(eq(jobs.id, jobId)),
    db
      .select({
        startupCultureAnswer: jobApplications.startupCultureAnswer,
        problemSolvingAnswer: jobApplications.problemSolvingAnswer,
      })
      .from(jobApplications)
      .where(eq(jobApplications.applicantId, actor.id))
      .orderBy(desc(jobApplications.createdAt))
      .limit(1),
    // The newest non-empty answer to each wording and kind, over the member's applications (their own index).
    db.execute(sql`
      select distinct on (answer->>'kind', answer->>'prompt') answer->>'kind' as kind, answer->>'prompt' as prompt, answer->>'answer' as answer
      from ${jobApplications} a cross join lateral jsonb_array_elements(a.answers) answer
      where a.applicant_id = ${actor.id} and answer->>'answer' <> ''
      order by answer->>'kind', answer->>'prompt', a.created_at desc`) as unknown as Promise<{
      rows: { kind: string; prompt: string; answer: string }[];
    }>,
  ]);
  if (!job) throw new AppError('NOT_FOUND', 'Job not found');
  const byWording = new Map(earlier.rows.map((row) => [`${row.kind}\u0000${row.prompt}`, row.answer]));
  const questionAnswers: Record<string, string> = {};
  for (const question of job.questions) {
    const answer = byWording.get(`${question.kind}\u0000${question.prompt}`);
    if (answer === undefined) continue;
    // One question's rules: an answer another position allowed may not fit this one's (fewer words, other choices).
    const fits = answersSchemaFor([{ ...question, required: false }]).safeParse({ [question.id]: answer }).success;
    if (fits) questionAnswers[question.id] = answer;
  }
  return {
    startupCultureAnswer: latest?.startupCultureAnswer ?? null,
    problemSolvingAnswer: latest?.problemSolvingAnswer ?? null,
    questionAnswers,
  };
}
