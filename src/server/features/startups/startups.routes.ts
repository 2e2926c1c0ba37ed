import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { jobSchema } from '../../../shared/jobs';
import { LOGO_MAX_BYTES, LOGO_TOO_LARGE, LOGO_WRONG_TYPE, startupListQuerySchema, startupSchema, startupSlugParamSchema } from '../../../shared/startups';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { checkUploadQuota } from '../../storage/upload-quota';
import { newFileKey, readCheckedImage, readUpload } from '../../storage/uploads';
import { myApplicationStatuses } from '../applications/applications.service';
import { responseRecordOf } from '../response-record/response-record.service';
import { createJob, deleteJob, getOwnJob, listJobsForOwner, setJobActive, updateJob } from './jobs.service';
import {
  createStartup, deleteStartup, getOwnStartup, getStartupPage, listActiveStartupsOf, listOwnStartups, listStartups, setStartupActive, updateStartup,
} from './startups.service';

const startupId = idParam('Startup not found');
const jobId = idParam('Job not found');
const activeBody = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

const logoBodyLimit = bodyLimit({
  maxSize: LOGO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE, { logo: LOGO_TOO_LARGE });
  },
});

export const startupsRoutes = new Hono<AppEnv>()
  // Public: the listing and the detail page.
  .get('/', publicGet(), validate('query', startupListQuerySchema), async (c) => {
    return c.json(await listStartups({ db: c.get('deps').db, query: c.req.valid('query') }));
  })
  .get('/by-slug/:slug', publicGet(), validate('param', startupSlugParamSchema), async (c) => {
    const db = c.get('deps').db;
    const page = await getStartupPage({ db, slug: c.req.valid('param').slug });
    if ('redirectTo' in page) {
      // Temporary and not cached: a startup renamed back to an old name takes that slug again, and a
      // cached redirect would then loop.
      c.header('Cache-Control', 'no-store');
      return c.redirect(`/api/startups/by-slug/${encodeURIComponent(page.redirectTo)}`, 307);
    }
    const [applicationStatuses, responseRecord] = await Promise.all([
      myApplicationStatuses({ db, viewer: c.get('actor'), jobIds: page.jobs.map((j) => j.id) }),
      responseRecordOf(db, page.startup.id),
    ]);
    return c.json({ startup: page.startup, jobs: page.jobs, applicationStatuses, responseRecord });
  })
  .get('/by-owner/:id', requireUser, idParam('Invalid profile ID'), async (c) => {
    return c.json({ items: await listActiveStartupsOf({ db: c.get('deps').db, ownerId: c.req.valid('param').id }) });
  })
  // The owner's own.
  .get('/mine', requireUser, async (c) => {
    return c.json({ items: await listOwnStartups({ db: c.get('deps').db, viewer: c.get('actor')! }) });
  })
  .post('/logo', requireUser, logoBodyLimit, async (c) => {
    await checkUploadQuota({ ...c.get('deps'), userId: c.get('user')!.id, kind: 'logo' });
    const { file: image } = await readUpload(c.req, readCheckedImage, {
      maxBytes: LOGO_MAX_BYTES,
      tooLarge: LOGO_TOO_LARGE,
      wrongType: LOGO_WRONG_TYPE,
      missing: 'Please upload a logo before proceeding',
      field: 'logo',
    });
    const { storage } = c.get('deps');
    const key = newFileKey('logos', c.get('user')!.id, image.extension);
    await storage.put(key, image.bytes, image.contentType);
    return c.json({ logoUrl: storage.publicUrl(key) }, 201);
  })
  .post('/', requireUser, validate('json', startupSchema), async (c) => {
    const { db, storage } = c.get('deps');
    const created = await createStartup({ db, storage, viewer: c.get('actor')!, input: c.req.valid('json') });
    return c.json({ startup: await getOwnStartup({ db, id: created.id, viewer: c.get('actor')! }) }, 201);
  })
  .get('/:id', requireUser, startupId, async (c) => {
    return c.json({ startup: await getOwnStartup({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')! }) });
  })
  .put('/:id', requireUser, startupId, validate('json', startupSchema), async (c) => {
    const { db, storage } = c.get('deps');
    const startup = await updateStartup({ db, storage, id: c.req.valid('param').id, viewer: c.get('actor')!, input: c.req.valid('json') });
    return c.json({ startup });
  })
  .patch('/:id/active', requireUser, startupId, validate('json', activeBody), async (c) => {
    await setStartupActive({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')!, active: c.req.valid('json').active });
    return c.json({ active: c.req.valid('json').active });
  })
  .delete('/:id', requireUser, startupId, async (c) => {
    const { db, storage } = c.get('deps');
    await deleteStartup({ db, storage, id: c.req.valid('param').id, viewer: c.get('actor')! });
    return c.json({ deleted: true });
  })
  .get('/:id/jobs', requireUser, startupId, async (c) => {
    return c.json({ items: await listJobsForOwner({ db: c.get('deps').db, startupId: c.req.valid('param').id, viewer: c.get('actor')! }) });
  })
  .post('/:id/jobs', requireUser, startupId, validate('json', jobSchema), async (c) => {
    const job = await createJob({ db: c.get('deps').db, startupId: c.req.valid('param').id, viewer: c.get('actor')!, input: c.req.valid('json') });
    return c.json({ job }, 201);
  });

export const jobsRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/:id', jobId, async (c) => {
    return c.json({ job: await getOwnJob({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')! }) });
  })
  .put('/:id', jobId, validate('json', jobSchema), async (c) => {
    return c.json({ job: await updateJob({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')!, input: c.req.valid('json') }) });
  })
  .patch('/:id/active', jobId, validate('json', activeBody), async (c) => {
    await setJobActive({ db: c.get('deps').db, id: c.req.valid('param').id, viewer: c.get('actor')!, isActive: c.req.valid('json').active });
    return c.json({ active: c.req.valid('json').active });
  })
  .delete('/:id', jobId, async (c) => {
    const { db, storage } = c.get('deps');
    await deleteJob({ db, storage, id: c.req.valid('param').id, viewer: c.get('actor')! });
    return c.json({ deleted: true });
  });
