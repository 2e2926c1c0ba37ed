import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import {
  activeStateSchema,
  deletedSchema,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  logoUploadedSchema,
  logoUploadSchema,
  ownStartupsSchema,
  startupAnswerSchema,
  startupCardsSchema,
  startupListPageSchema,
  startupListQuerySchema,
  startupPageSchema,
  startupSchema,
  startupSlugParamSchema,
} from '../../../shared/startups';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { AppError } from '../../lib/app-error';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { publicGet } from '../../lib/public-cache';
import { validate } from '../../lib/validate';
import { checkUploadQuota } from '../../storage/upload-quota';
import { newFileKey, readCheckedImage, readUpload } from '../../storage/uploads';
import { myApplicationStatuses } from '../hiring/applications/applications.service';
import { responseRecordOf } from '../hiring/response-record/response-record.service';
import {
  createStartup,
  deleteStartup,
  getOwnStartup,
  getStartupPage,
  listActiveStartupsOf,
  listOwnStartups,
  listStartups,
  setStartupActive,
  updateStartup,
} from './startups.service';

const startupId = idParam('Startup not found');
const activeBody = z.object({ active: z.boolean({ error: 'active must be true or false' }) });

const logoBodyLimit = bodyLimit({
  maxSize: LOGO_MAX_BYTES + 64 * 1024,
  onError: () => {
    throw new AppError('PAYLOAD_TOO_LARGE', LOGO_TOO_LARGE, { logo: LOGO_TOO_LARGE });
  },
});

// publicGet answers a matching If-None-Match with a 304 and no body.
const notModified = { 304: { description: 'Not modified: the ETag sent in If-None-Match still matches' } };

export const startupsRoutes = new Hono<AppEnv>()
  // Public: the listing and the detail page.
  .get(
    '/',
    describeRoute({
      summary: 'A page of the listed startups, filtered, sorted, by cursor or page number',
      responses: { 200: json(startupListPageSchema), ...notModified },
    }),
    publicGet(),
    validate('query', startupListQuerySchema),
    async (c) => {
      return c.json(await listStartups({ db: c.get('deps').db, query: c.req.valid('query') }));
    },
  )
  .get(
    '/by-slug/:slug',
    describeRoute({
      summary: "A startup's public page, by its current or an old slug, with its open positions",
      responses: {
        200: json(startupPageSchema),
        307: { description: 'An old slug, or a name typed by hand: a redirect to the current slug' },
        ...notModified,
      },
    }),
    publicGet(),
    validate('param', startupSlugParamSchema),
    async (c) => {
      const db = c.get('deps').db;
      const page = await getStartupPage({ db, slug: c.req.valid('param').slug });
      if ('redirectTo' in page) {
        // Temporary and not cached: a startup renamed back to an old name takes that slug again, and a
        // cached redirect would then loop.
        c.header('Cache-Control', 'no-store');
        return c.redirect(`/api/startups/by-slug/${encodeURIComponent(page.redirectTo)}`, 307);
      }
      const [mine, responseRecord] = await Promise.all([
        myApplicationStatuses({ db, actor: c.get('actor'), jobIds: page.jobs.map((j) => j.id) }),
        responseRecordOf(db, page.startup.id),
      ]);
      return c.json({
        startup: page.startup,
        jobs: page.jobs,
        applicationStatuses: mine.statuses,
        applicationStages: mine.stages,
        responseRecord,
      });
    },
  )
  .get(
    '/by-owner/:id',
    describeRoute({
      summary: "A member's listed startups, for their profile",
      responses: { 200: json(startupCardsSchema) },
    }),
    requireUser,
    idParam('Invalid profile ID'),
    async (c) => {
      return c.json({ items: await listActiveStartupsOf({ db: c.get('deps').db, ownerId: c.req.valid('param').id }) });
    },
  )
  // The owner's own.
  .get(
    '/mine',
    describeRoute({
      tokenScope: 'jobs:read',
      summary: "The caller's own startups, listed or paused, with their follower counts",
      responses: { 200: json(ownStartupsSchema) },
    }),
    requireUser,
    async (c) => {
      return c.json({ items: await listOwnStartups({ db: c.get('deps').db, actor: c.get('actor') }) });
    },
  )
  .post(
    '/logo',
    describeRoute({
      summary: 'Uploads a startup logo and gives its address, to post or edit a startup with',
      responses: { 201: json(logoUploadedSchema, 'Created') },
      body: { contentType: 'multipart/form-data', schema: logoUploadSchema },
    }),
    requireUser,
    logoBodyLimit,
    async (c) => {
      await checkUploadQuota({ ...c.get('deps'), userId: c.get('user').id, kind: 'logo' });
      const { file: image } = await readUpload(c.req, readCheckedImage, {
        maxBytes: LOGO_MAX_BYTES,
        tooLarge: LOGO_TOO_LARGE,
        wrongType: LOGO_WRONG_TYPE,
        missing: 'Please upload a logo before proceeding',
        field: 'logo',
      });
      const { storage } = c.get('deps');
      const key = newFileKey('logos', c.get('user').id, image.extension);
      await storage.put(key, image.bytes, image.contentType);
      return c.json({ logoUrl: storage.publicUrl(key) }, 201);
    },
  )
  .post(
    '/',
    describeRoute({
      summary: 'Posts a startup for the caller',
      responses: { 201: json(startupAnswerSchema, 'Created') },
    }),
    requireUser,
    validate('json', startupSchema),
    async (c) => {
      const { db, storage } = c.get('deps');
      const created = await createStartup({ db, storage, actor: c.get('actor'), input: c.req.valid('json') });
      return c.json({ startup: await getOwnStartup({ db, id: created.id, actor: c.get('actor') }) }, 201);
    },
  )
  .get(
    '/:id',
    describeRoute({
      summary: "One of the caller's own startups, to edit",
      responses: { 200: json(startupAnswerSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json({
        startup: await getOwnStartup({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      });
    },
  )
  .put(
    '/:id',
    describeRoute({
      summary: "Edits one of the caller's startups (a new name gives it a new slug; the old one redirects)",
      responses: { 200: json(startupAnswerSchema) },
    }),
    requireUser,
    startupId,
    validate('json', startupSchema),
    async (c) => {
      const { db, storage } = c.get('deps');
      const startup = await updateStartup({
        db,
        storage,
        id: c.req.valid('param').id,
        actor: c.get('actor'),
        input: c.req.valid('json'),
      });
      return c.json({ startup });
    },
  )
  .patch(
    '/:id/active',
    describeRoute({
      summary: "Lists or pauses one of the caller's startups",
      responses: { 200: json(activeStateSchema) },
    }),
    requireUser,
    startupId,
    validate('json', activeBody),
    async (c) => {
      await setStartupActive({
        db: c.get('deps').db,
        id: c.req.valid('param').id,
        actor: c.get('actor'),
        active: c.req.valid('json').active,
      });
      return c.json({ active: c.req.valid('json').active });
    },
  )
  .delete(
    '/:id',
    describeRoute({
      summary: "Deletes one of the caller's startups with its positions and their applications",
      responses: { 200: json(deletedSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      const { db, storage } = c.get('deps');
      await deleteStartup({ db, storage, id: c.req.valid('param').id, actor: c.get('actor') });
      return c.json({ deleted: true });
    },
  );
