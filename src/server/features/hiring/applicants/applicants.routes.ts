import { Hono } from 'hono';
import {
  applicantItemSchema,
  applicantsPageSchema,
  applicantsQuerySchema,
  applicationNoteAddedSchema,
  applicationNotesSchema,
  bulkStatusResultSchema,
  bulkStatusSchema,
  noteSchema,
  ratingResultSchema,
  ratingSchema,
  type BulkStatusResult,
} from '../../../../shared/applicants';
import type { AppEnv } from '../../../app-env';
import { requireUser } from '../../../auth/guards';
import { describeRoute, json } from '../../../lib/contract';
import { idParam } from '../../../lib/id-param';
import { validate } from '../../../lib/validate';
import { changeStatuses } from '../applications/application-status.service';
import { exportApplicantsCsv } from './applicants-export';
import { getApplicant, listApplicants } from './applicants.service';
import { addNote, listNotes, setRating } from './application-notes';

const applicationId = idParam('Application not found');

/** /api/applicants: the founder's applications across their startups (decision 019). */
export const applicantsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      tokenScope: 'applications:read',
      summary:
        "The applications to the caller's startups, filtered and sorted, a page at a time, with the count of each status",
      responses: { 200: json(applicantsPageSchema) },
    }),
    validate('query', applicantsQuerySchema),
    async (c) => {
      return c.json(await listApplicants({ db: c.get('deps').db, actor: c.get('actor'), query: c.req.valid('query') }));
    },
  )
  .get(
    '/export.csv',
    describeRoute({
      summary: "The filtered applications to the caller's startups as a CSV file",
      responses: { 200: { description: 'A CSV file, at most 10,000 rows', contentType: 'text/csv' } },
    }),
    validate('query', applicantsQuerySchema),
    (c) => {
      const stream = exportApplicantsCsv({
        db: c.get('deps').db,
        actor: c.get('actor'),
        query: { ...c.req.valid('query'), cursor: undefined },
      });
      const day = new Date().toISOString().slice(0, 10);
      return c.body(stream, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="applicants-${day}.csv"`,
        'Cache-Control': 'private, no-store',
      });
    },
  )
  // Each application by the single change's rules (owner, not withdrawn, e-mail and notification), each
  // in its own transaction: one refused does not undo the others, and the answer says which.
  // One row, for the panel a notification opens (decision 020).
  .get(
    '/:id',
    describeRoute({
      tokenScope: 'applications:read',
      summary: "One application to the caller's startups, as a row of the applicants page",
      responses: { 200: json(applicantItemSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json({
        item: await getApplicant({ db: c.get('deps').db, actor: c.get('actor'), id: c.req.valid('param').id }),
      });
    },
  )
  .post(
    '/bulk-status',
    describeRoute({
      summary: 'Change the status of several applications at once; the answer says which changed',
      responses: { 200: json(bulkStatusResultSchema) },
    }),
    validate('json', bulkStatusSchema),
    async (c) => {
      const { ids, ...change } = c.req.valid('json');
      // One statement for all of them (decision 035); each answers for itself.
      const outcomes = await changeStatuses({ db: c.get('deps').db, ids, actor: c.get('actor'), change });
      const results: BulkStatusResult['results'] = outcomes.map((o) =>
        o.ok ? { id: o.id, ok: true } : { id: o.id, ok: false, error: o.error.message },
      );
      return c.json({ results } satisfies BulkStatusResult);
    },
  );

/** /api/applications/:id/notes and /rating: private to the startup's owner (and read by the administrator). */
export const applicationNotesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/notes',
    describeRoute({
      summary: "An application's private notes and rating, for the startup's owner and the administrator",
      responses: { 200: json(applicationNotesSchema) },
    }),
    applicationId,
    async (c) => {
      return c.json(await listNotes({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }));
    },
  )
  .post(
    '/:id/notes',
    describeRoute({
      summary: "The startup's owner adds a private note to an application",
      responses: { 201: json(applicationNoteAddedSchema, 'Created') },
    }),
    applicationId,
    validate('json', noteSchema),
    async (c) => {
      return c.json(
        {
          note: await addNote({
            db: c.get('deps').db,
            id: c.req.valid('param').id,
            actor: c.get('actor'),
            body: c.req.valid('json').body,
          }),
        },
        201,
      );
    },
  )
  .put(
    '/:id/rating',
    describeRoute({
      summary: "The startup's owner rates an application 1 to 5 stars, or clears the rating",
      responses: { 200: json(ratingResultSchema) },
    }),
    applicationId,
    validate('json', ratingSchema),
    async (c) => {
      return c.json(
        await setRating({
          db: c.get('deps').db,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          rating: c.req.valid('json').rating,
        }),
      );
    },
  );
