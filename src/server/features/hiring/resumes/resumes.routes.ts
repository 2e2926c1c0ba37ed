import { Readable } from 'node:stream';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  keptResumeSavedSchema,
  keptResumesSchema,
  keptResumeUploadFieldsSchema,
  KEPT_RESUME_NOT_FOUND,
  resumeNameFromFile,
  RESUME_MAX_BYTES,
  RESUME_NOT_A_PDF,
  RESUME_REQUIRED,
  RESUME_TOO_LARGE,
  RESUME_WRONG_TYPE,
  updateKeptResumeSchema,
} from '../../../../shared/resumes';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { contentDisposition } from '../../../lib/content-disposition';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { checkUploadQuota } from '../../../storage/upload-quota';
import { resumeBodyLimit } from '../../../storage/resume-body-limit';
import { readCheckedPdf, readUpload } from '../../../storage/uploads';
import {
  addKeptResume,
  deleteKeptResume,
  getKeptResumeFile,
  listKeptResumes,
  updateKeptResume,
} from './resumes.service';

const resumeId = idParam(KEPT_RESUME_NOT_FOUND);

/** The upload as sent: the PDF and its name (empty: the file's own name). */
const uploadFormSchema = keptResumeUploadFieldsSchema.extend({ resume: z.string().meta({ format: 'binary' }) });

/** A checked PDF and the name it was sent with, which names the resume when its member gave none. */
const readNamedPdf = async (file: unknown, rules: Parameters<typeof readCheckedPdf>[1]) => ({
  ...(await readCheckedPdf(file, rules)),
  fileName: file instanceof File ? file.name : '',
});

/** /api/resumes: the caller's kept resumes (decision 040). Nobody else's, whoever asks: another's id is "not found". */
export const resumesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      summary: "The caller's kept resumes, the default first, then the newest",
      responses: { 200: json(keptResumesSchema) },
    }),
    async (c) => {
      return c.json({ items: await listKeptResumes({ db: c.get('deps').db, userId: c.get('user').id }) });
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Keeps a PDF resume under a name (at most 3); the first one kept becomes the default',
      responses: { 201: json(keptResumeSavedSchema, 'Created') },
      body: { contentType: 'multipart/form-data', schema: uploadFormSchema },
    }),
    resumeBodyLimit,
    async (c) => {
      const { db, storage } = c.get('deps');
      const userId = c.get('user').id;
      await checkUploadQuota({ db, storage, userId, kind: 'kept-resume' });
      const { file, fields } = await readUpload(
        c.req,
        readNamedPdf,
        {
          maxBytes: RESUME_MAX_BYTES,
          tooLarge: RESUME_TOO_LARGE,
          wrongType: RESUME_WRONG_TYPE,
          notAPdf: RESUME_NOT_A_PDF,
          missing: RESUME_REQUIRED,
          field: 'resume',
        },
        keptResumeUploadFieldsSchema,
      );
      const name = fields.name || resumeNameFromFile(file.fileName);
      return c.json(await addKeptResume({ db, storage, userId, name, bytes: file.bytes }), 201);
    },
  )
  .patch(
    '/:id',
    describeRoute({
      summary: 'Renames a kept resume, or makes it the default, or both',
      responses: { 200: json(keptResumeSavedSchema) },
    }),
    resumeId,
    validate('json', updateKeptResumeSchema),
    async (c) => {
      return c.json(
        await updateKeptResume({
          db: c.get('deps').db,
          userId: c.get('user').id,
          id: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      );
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: 'Removes a kept resume and its file; the newest one left becomes the default if it was',
      responses: { 200: json(keptResumesSchema) },
    }),
    resumeId,
    async (c) => {
      const { db, storage } = c.get('deps');
      return c.json({
        items: await deleteKeptResume({ db, storage, userId: c.get('user').id, id: c.req.valid('param').id }),
      });
    },
  )
  .get(
    '/:id/file',
    describeRoute({
      summary: 'A kept resume as a PDF download, for its member only',
      responses: { 200: { description: 'The resume, a PDF file', contentType: 'application/pdf' } },
    }),
    resumeId,
    async (c) => {
      const { db, storage } = c.get('deps');
      const file = await getKeptResumeFile({ db, storage, userId: c.get('user').id, id: c.req.valid('param').id });
      return new Response(Readable.toWeb(file.stream) as ReadableStream, {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Length': String(file.size),
          'Content-Disposition': contentDisposition('attachment', file.name),
          // Private: no shared cache may keep it.
          'Cache-Control': 'private, no-store',
          'X-Content-Type-Options': 'nosniff',
        },
      });
    },
  );
