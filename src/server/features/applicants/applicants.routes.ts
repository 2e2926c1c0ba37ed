import { Hono } from 'hono';
import { applicantsQuerySchema, bulkStatusSchema, noteSchema, ratingSchema, type BulkStatusResult } from '../../../shared/applicants';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { setApplicationStatus } from '../applications/applications.service';
import { exportApplicantsCsv } from './applicants-export';
import { getApplicant, listApplicants } from './applicants.service';
import { addNote, listNotes, setRating } from './application-notes';

const applicationId = idParam('Application not found');

/** /api/applicants: the founder's applications across their startups (decision 019). */
export const applicantsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', validate('query', applicantsQuerySchema), async (c) => {
    return c.json(await listApplicants({ db: c.get('deps').db, viewer: c.get('actor')!, query: c.req.valid('query') }));
  })
  .get('/export.csv', validate('query', applicantsQuerySchema), (c) => {
    const stream = exportApplicantsCsv({ db: c.get('deps').db, viewer: c.get('actor')!, query: { ...c.req.valid('query'), cursor: undefined } });
    const day = new Date().toISOString().slice(0, 10);
    return c.body(stream, 200, {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="applicants-${day}.csv"`,
      'Cache-Control': 'private, no-store',
    });
  })
  // Each application by the single change's rules (owner, not withdrawn, e-mail and notification), each
  // in its own transaction: one refused does not undo the others, and the answer says which.
  // One row, for the panel a notification opens (decision 020).
  .get('/:id', applicationId, async (c) => {
    return c.json({ item: await getApplicant({ db: c.get('deps').db, viewer: c.get('actor')!, id: c.req.valid('param').id }) });
  })
  .post('/bulk-status', validate('json', bulkStatusSchema), async (c) => {
    const { db } = c.get('deps');
    const { ids, ...change } = c.req.valid('json');
    const results: BulkStatusResult['results'] = [];
    for (const id of new Set(ids)) {
      try {
        await setApplicationStatus({ db, id, viewer: c.get('actor')!, change });
        results.push({ id, ok: true });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        results.push({ id, ok: false, error: error.message });
      }
    }
    return c.json({ results } satisfies BulkStatusResult);
  });

/** /api/applications/:id/notes and /rating: private to the startup's owner (and read by the administrator). */
export const applicationNotesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id/notes', applicationId, async (c) => {
    return c.json(await listNotes({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor')! }));
  })
  .post('/:id/notes', applicationId, validate('json', noteSchema), async (c) => {
    return c.json({ note: await addNote({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')!, body: c.req.valid('json').body }) }, 201);
  })
  .put('/:id/rating', applicationId, validate('json', ratingSchema), async (c) => {
    return c.json(await setRating({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')!, rating: c.req.valid('json').rating }));
  });
