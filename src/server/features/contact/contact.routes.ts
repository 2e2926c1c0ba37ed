import { Hono } from 'hono';
import { contactSchema } from '../../../shared/contact';
import type { AppEnv } from '../../app-env';
import { validate } from '../../lib/validate';
import { sendContactMessage } from './contact.service';

/** Public: anyone may write to the team. */
export const contactRoutes = new Hono<AppEnv>().post('/', validate('json', contactSchema), async (c) => {
  const { db, config } = c.get('deps');
  await sendContactMessage({ db, config, input: c.req.valid('json') });
  return c.json({ sent: true }, 201);
});
