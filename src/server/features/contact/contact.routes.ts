import { Hono } from 'hono';
import { contactSchema, contactSentSchema } from '../../../shared/contact';
import type { AppEnv } from '../../app-env';
import { clientIp } from '../../auth/client-ip';
import { describeRoute, json } from '../../lib/contract';
import { enforceRateLimit, type RateRule } from '../../lib/rate-limit';
import { validate } from '../../lib/validate';
import { sendContactMessage } from './contact.service';

/** Each message is stored and e-mailed to the team: per address, so nobody floods either. */
export const CONTACT_PER_IP: RateRule = { name: 'contact:ip', windowSeconds: 60 * 60, max: 5 };
export const CONTACT_LIMITED = 'You have sent several messages already. Please try again later.';

/** Public: anyone may write to the team. */
export const contactRoutes = new Hono<AppEnv>().post(
  '/',
  describeRoute({
    summary: 'Sends a message to the team (kept, and e-mailed to them)',
    responses: { 201: json(contactSentSchema, 'Created') },
  }),
  validate('json', contactSchema),
  async (c) => {
    const { db, config } = c.get('deps');
    const ip = clientIp(c, config.trustProxyHops);
    if (ip && config.authRateLimit) await enforceRateLimit(db, CONTACT_PER_IP, ip, CONTACT_LIMITED);
    await sendContactMessage({ db, config, input: c.req.valid('json') });
    return c.json({ sent: true }, 201);
  },
);
