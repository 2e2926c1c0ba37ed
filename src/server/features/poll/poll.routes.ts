import { Hono } from 'hono';
import { pollAnswerSchema, pollVoteSchema } from '../../../shared/poll';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { validate } from '../../lib/validate';
import { getMyPreference, pollResults, setPreference } from './poll.service';

/** The investment poll: signed-in users vote once (and may change it) and see the aggregate results. */
export const pollRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    '/',
    describeRoute({
      summary: "The member's vote in the investment poll and everyone's results",
      responses: { 200: json(pollAnswerSchema) },
    }),
    async (c) => {
      const { db } = c.get('deps');
      const [preference, results] = await Promise.all([
        getMyPreference({ db, userId: c.get('user').id }),
        pollResults({ db }),
      ]);
      return c.json({ preference, results });
    },
  )
  .put(
    '/',
    describeRoute({
      summary: "Records or changes the member's vote, and answers with the new results",
      responses: { 200: json(pollAnswerSchema) },
    }),
    validate('json', pollVoteSchema),
    async (c) => {
      const { db } = c.get('deps');
      await setPreference({ db, userId: c.get('user').id, preference: c.req.valid('json').preference });
      return c.json({ preference: c.req.valid('json').preference, results: await pollResults({ db }) });
    },
  );
