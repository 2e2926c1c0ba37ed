import { Hono } from 'hono';
import { jobPreferencesAnswerSchema, jobPreferencesSchema } from '../../../shared/job-preferences';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { getJobPreferences, saveJobPreferences } from './job-preferences.service';

const profileId = idParam('Profile not found');

/** /api/profiles/:id/preferences: what a member is open to, beside their profile. */
export const jobPreferencesRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/:id/preferences',
    describeRoute({
      summary:
        'What a member is open to: for the member, founders with an active startup (null unless the member is open to work, and when they hide their profile from them) and the administrator',
      responses: { 200: json(jobPreferencesAnswerSchema) },
    }),
    profileId,
    async (c) =>
      c.json({
        preferences: await getJobPreferences({
          db: c.get('deps').db,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
        }),
      }),
  )
  .put(
    '/:id/preferences',
    describeRoute({
      summary: "Replaces the member's own preferences",
      responses: { 200: json(jobPreferencesAnswerSchema) },
    }),
    profileId,
    validate('json', jobPreferencesSchema),
    async (c) =>
      c.json({
        preferences: await saveJobPreferences({
          db: c.get('deps').db,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          input: c.req.valid('json'),
        }),
      }),
  );
