import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  applicationDeletedSchema,
  applicationSentSchema,
  applicationStatusChangeSchema,
  applicationStatusResultSchema,
  applicationTimelineSchema,
  applicationWithdrawnSchema,
  dashboardMetricsSchema,
  myApplicationsSchema,
  previousAnswersSchema,
  receivedApplicationsQuerySchema,
  receivedApplicationsSchema,
  storedAnswersSchema,
  RESUME_MAX_BYTES,
  RESUME_NOT_A_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
} from '../../../../shared/applications';
import { questionAnswersJson } from '../../../../shared/job-questions';
import { KEPT_RESUME_NOT_FOUND } from '../../../../shared/resumes';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { AppError } from '../../../lib/app-error';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { contentDisposition } from '../../../lib/content-disposition';
import { checkUploadQuota } from '../../../storage/upload-quota';
import { resumeBodyLimit } from '../../../storage/resume-body-limit';
import { readCheckedPdf, readUpload } from '../../../storage/uploads';
import {
  applyToJob,
  dashboardMetrics,
  deleteApplication,
  getAnswers,
  getResume,
  listJobApplications,
  listMyApplications,
} from './applications.service';
import { setApplicationStatus } from './application-status.service';
import { readKeptResume } from '../resumes/resumes.service';
import { previousAnswers } from './previous-answers.service';
import { getTimeline, withdrawApplication } from './application-history.service';

const applicationId = idParam('Application not found');
const jobId = idParam('Job not found');

/** An id of a kept resume, or none ('' as a form sends an empty field). */
const keptResumeIdField = z
  .union([z.literal(''), z.uuid({ error: KEPT_RESUME_NOT_FOUND })])
  .transform((v) => v || null);
const ONE_RESUME_ONLY = 'Please send either one of your kept resumes or a new file, not both.';

/** The uploaded PDF, checked; none when the form sent no file (a kept resume may be named instead). */
async function readResumeUnlessKept(sent: unknown, rules: Parameters<typeof readCheckedPdf>[1]) {
  const isEmpty = !(sent instanceof File) || sent.size === 0;
  return isEmpty ? null : readCheckedPdf(sent, rules);
}

/**
 * The apply form's text fields: the two standard answers as sent (absent when the position does not ask
 * one; checked against the position's choice in the service), as JSON the answers to the position's own
 * questions, and instead of a file the id of one of the caller's kept resumes.
 */
const applicationFieldsSchema = z.object({
  startupCultureAnswer: z.string().optional(),
  problemSolvingAnswer: z.string().optional(),
  questionAnswers: z.preprocess((v) => v ?? '', questionAnswersJson),
  resumeId: z.preprocess((v) => v ?? '', keptResumeIdField),
});
/** The apply form as sent: the resume file and the answers. */
const applicationFormSchema = z.object({
  startupCultureAnswer: z.string().optional().meta({
    description:
      "The first standard essay (startup culture); required unless the position makes it optional, and absent when it does not ask it (the position's `essays`)",
  }),
  problemSolvingAnswer: z.string().optional().meta({
    description: 'The second standard essay (problem solving), by the same rule',
  }),
  questionAnswers: z
    .string()
    .optional()
    .meta({ description: "The answers to the position's own questions: a JSON object of question id to answer" }),
  resumeId: z.uuid().optional().meta({ description: "One of the caller's kept resumes, sent instead of a file" }),
  resume: z
    .string()
    .optional()
    .meta({ format: 'binary', description: 'The resume as a PDF, unless resumeId names a kept one' }),
});

export const applicationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/mine',
    describeRoute({
      summary: "The caller's applications, newest first, with the job and startup of each",
      responses: { 200: json(myApplicationsSchema) },
    }),
    async (c) => c.json({ items: await listMyApplications({ db: c.get('deps').db, actor: c.get('actor') }) }),
  )
  .get(
    '/metrics',
    describeRoute({
      summary:
        "The dashboard's figures: the caller's startups, positions and applications received, and their own as a candidate",
      responses: { 200: json(dashboardMetricsSchema) },
    }),
    async (c) => c.json(await dashboardMetrics({ db: c.get('deps').db, actor: c.get('actor') })),
  )
  .patch(
    '/:id/status',
    describeRoute({
      tokenScope: 'applications:write',
      summary: "The startup's owner changes an application's status (a rejection with a reason and a message)",
      responses: { 200: json(applicationStatusResultSchema) },
    }),
    applicationId,
    validate('json', applicationStatusChangeSchema),
    async (c) => {
      const { db } = c.get('deps');
      const result = await setApplicationStatus({
        db,
        id: c.req.valid('param').id,
        actor: c.get('actor'),
        change: c.req.valid('json'),
      });
      return c.json(result);
    },
  )
  .post(
    '/:id/withdraw',
    describeRoute({
      summary: 'The candidate withdraws their application',
      responses: { 200: json(applicationWithdrawnSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(
        await withdrawApplication({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .get(
    '/:id/timeline',
    describeRoute({
      summary:
        "An application's history, for its candidate, the startup's owner and the administrator; the owner's first look marks it opened",
      responses: { 200: json(applicationTimelineSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(await getTimeline({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }));
    },
  )
  .get(
    '/:id/answers',
    describeRoute({
      summary: "The candidate's two answers, for the candidate, the startup's owner and the administrator",
      responses: { 200: json(storedAnswersSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(await getAnswers({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }));
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: "The startup's owner deletes an application and its resume",
      responses: { 200: json(applicationDeletedSchema) },
    }),
    applicationId,
    async (c) => {
      const { db, storage, handleEventsNow } = c.get('deps');
      await deleteApplication({ db, storage, id: c.req.valid('param').id, actor: c.get('actor'), handleEventsNow });
      return c.json({ deleted: true });
    },
  )
  // `?inline=1`: shown in the browser's PDF viewer inside our own page (decision 019), to the same
  // people who may download it; only our pages may frame it, and it may load nothing itself.
  .get(
    '/:id/resume',
    describeRoute({
      summary: "An application's resume, to download or (with inline=1) to show in the page",
      responses: { 200: { description: 'The resume, a PDF file', contentType: 'application/pdf' } },
    }),
    applicationId,
    validate('query', z.object({ inline: z.enum(['1']).optional() })),
    async (c) => {
      const { db, storage } = c.get('deps');
      const file = await getResume({ db, storage, id: c.req.valid('param').id, actor: c.get('actor') });
      const isInline = c.req.valid('query').inline === '1';
      return new Response(Readable.toWeb(file.stream) as ReadableStream, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(file.size),
          'Content-Disposition': contentDisposition(isInline ? 'inline' : 'attachment', file.name),
          // Private: no shared cache may keep it.
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
          ...(isInline && {
            'Content-Security-Policy': "default-src 'none'; frame-ancestors 'self'",
            'X-Frame-Options': 'SAMEORIGIN',
          }),
        },
      });
    },
  );

/** Under /api/jobs/:id: apply (multipart: resume and the two answers), and the owner's list. */
export const jobApplicationsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post(
    '/:id/applications',
    describeRoute({
      summary: 'Apply to a position, or apply again: the resume and the answers to the two questions',
      responses: { 201: json(applicationSentSchema, 'Created') },
      body: { contentType: 'multipart/form-data', schema: applicationFormSchema },
    }),
    jobId,
    resumeBodyLimit,
    async (c) => {
      await checkUploadQuota({ ...c.get('deps'), userId: c.get('user').id, kind: 'resume' });
      // A kept resume (its id) or a file: the file is read only when no kept one is named.
      const {
        file,
        fields: { questionAnswers, resumeId, ...answers },
      } = await readUpload(
        c.req,
        readResumeUnlessKept,
        {
          maxBytes: RESUME_MAX_BYTES,
          tooLarge: RESUME_TOO_LARGE,
          wrongType: RESUME_WRONG_TYPE,
          notAPdf: RESUME_NOT_A_PDF,
          missing: RESUME_REQUIRED,
          field: 'resume',
        },
        applicationFieldsSchema,
        { keepAbsent: true },
      );
      const { db, storage } = c.get('deps');
      const actor = c.get('actor');
      if (resumeId && file) throw new AppError('INVALID_INPUT', ONE_RESUME_ONLY, { resume: ONE_RESUME_ONLY });
      const resume = resumeId ? (await readKeptResume({ db, storage, userId: actor.id, resumeId })).bytes : file?.bytes;
      if (!resume) throw new AppError('INVALID_INPUT', RESUME_REQUIRED, { resume: RESUME_REQUIRED });
      await applyToJob({
        db,
        storage,
        jobId: c.req.valid('param').id,
        actor,
        answers,
        questionAnswers,
        resume,
      });
      return c.json({ applied: true }, 201);
    },
  )
  .get(
    '/:id/previous-answers',
    describeRoute({
      summary: "The caller's own earlier answers that fit this position's questions, to offer again when applying",
      responses: { 200: json(previousAnswersSchema) },
    }),
    jobId,
    async (c) => {
      return c.json(
        await previousAnswers({ db: c.get('deps').db, jobId: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .get(
    '/:id/applications',
    describeRoute({
      tokenScope: 'applications:read',
      summary: "The applications to one of the caller's positions, newest first, a page at a time",
      responses: { 200: json(receivedApplicationsSchema) },
    }),
    jobId,
    validate('query', receivedApplicationsQuerySchema),
    async (c) => {
      return c.json(
        await listJobApplications({
          db: c.get('deps').db,
          jobId: c.req.valid('param').id,
          actor: c.get('actor'),
          cursor: c.req.valid('query').cursor,
        }),
      );
    },
  );
