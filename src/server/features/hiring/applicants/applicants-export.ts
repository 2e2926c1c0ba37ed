import { stringify } from 'csv-stringify/sync';
import { EXPORT_MAX_ROWS, type ApplicantsQuery } from '../../../../shared/applicants';
import { ANSWER_LABELS, rejectionReasonLabels, type RejectionReason } from '../../../../shared/applications';
import { answerText, type StoredQuestionAnswer } from '../../../../shared/job-questions';
import type { Db } from '../../../db/client';
import { afterCursor, applicantFilters, orderOf, selectApplicants } from './applicants.service';
import type { Actor } from '../../../auth/actor';

// The CSV export of the applicants page (decision 019): the filtered list in the page's order, in
// chunks so that a founder with thousands of applications is not held in memory at once. Every cell
// that a spreadsheet would read as a formula (=, +, -, @, tab, CR) is prefixed with ' by csv-stringify.

const CHUNK = 500;
const HEADER = [
  'Name',
  'E-mail',
  'Job',
  'Startup',
  'Status',
  'Stage',
  'Applied',
  'Last change',
  'Rating',
  'Rejection reason',
  ANSWER_LABELS.startupCulture,
  ANSWER_LABELS.problemSolving,
  'Other questions',
  'Closed by the answer to',
];

/**
 * The answers to a position's own questions, one "Question: answer" per line: positions ask different
 * questions, so one cell holds them in the list of every position.
 */
const otherAnswers = (answers: StoredQuestionAnswer[]) =>
  answers.map((a) => `${a.prompt}: ${answerText(a) || '(no answer)'}`).join('\n');

export function exportApplicantsCsv({
  db,
  actor,
  query,
}: {
  db: Db;
  actor: Actor;
  query: ApplicantsQuery;
}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let cursorWhere: ReturnType<typeof applicantFilters> = [];
  let sent = 0;
  let isDone = false;
  let header = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (isDone) return controller.close();
      const rows = await selectApplicants(db, [...applicantFilters(actor, query), ...cursorWhere])
        .orderBy(...orderOf(query.sort))
        .limit(Math.min(CHUNK, EXPORT_MAX_ROWS - sent));
      const records = rows.map((row) => [
        `${row.firstName} ${row.lastName}`,
        row.email,
        row.jobTitle,
        row.startupName,
        row.status,
        // The startup's own stage by the team's name (decision 044); empty: in the stage of its status.
        row.stageName ?? '',
        row.createdAt.toISOString(),
        row.updatedAt.toISOString(),
        row.rating ?? '',
        row.status === 'rejected' && row.rejectionReason
          ? rejectionReasonLabels[row.rejectionReason as RejectionReason]
          : '',
        row.startupCultureAnswer,
        row.problemSolvingAnswer,
        otherAnswers(row.answers),
        row.answers.find((a) => a.questionId === row.knockoutQuestionId)?.prompt ?? '',
      ]);
      // A byte order mark first, so that spreadsheet programs read the names as UTF-8.
      const text = stringify(header ? [HEADER, ...records] : records, { escape_formulas: true, bom: header });
      header = false;
      controller.enqueue(encoder.encode(text));
      sent += rows.length;
      const last = rows.at(-1);
      if (rows.length < CHUNK || sent >= EXPORT_MAX_ROWS || !last) isDone = true;
      else
        cursorWhere = [
          afterCursor({ sort: query.sort, rating: last.rating ?? 0, createdAt: last.cursorTime, id: last.id }),
        ];
    },
  });
}
