import { Hono } from 'hono';
import { z } from 'zod';
import {
  confirmDomainCodeSchema,
  dnsCheckSchema,
  DNS_TIMEOUT_SECONDS,
  domainVerificationSchema,
  sendDomainCodeSchema,
} from '../../../shared/domain-verification';
import type { AppEnv } from '../../app-env';
import { requestFacts } from '../../audit/request-facts';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import {
  checkDnsClaim,
  confirmDomainCode,
  getVerification,
  sendDomainCode,
  startDnsClaim,
} from './startup-verification.service';
import { nodeTxtResolver, type DnsDeps } from '../../lib/txt-lookup';

const startupId = idParam('Startup not found');
const noBody = validate('json', z.object({}).strict());
const nodeDns: DnsDeps = { resolver: nodeTxtResolver, timeoutMs: DNS_TIMEOUT_SECONDS * 1000 };

/**
 * /api/startups/:id/verification: the startup's owner proves its website's domain (decision
 * 047), by a code e-mailed to an address there or by a DNS TXT record. Only the owner: the
 * administrator does not verify on anyone's behalf. Each route asks for a session itself (a `use`
 * here would cover every route under /api/startups).
 */
export const startupVerificationRoutes = new Hono<AppEnv>()
  .get(
    '/:id/verification',
    describeRoute({
      summary: "Where the proof of a startup's domain stands: verified, under way, or which ways are open",
      responses: { 200: json(domainVerificationSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json(
        await getVerification({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }),
      );
    },
  )
  .post(
    '/:id/verification/email',
    describeRoute({
      summary:
        "E-mails a 6-digit code to an address at the website's domain (never a free mail provider); a new code replaces the last",
      responses: { 200: json(domainVerificationSchema) },
    }),
    requireUser,
    startupId,
    validate('json', sendDomainCodeSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(
        await sendDomainCode({
          db,
          config,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          typed: c.req.valid('json').email,
        }),
      );
    },
  )
  .post(
    '/:id/verification/email/confirm',
    describeRoute({
      summary: 'Checks the e-mailed code: the right one verifies the startup; five wrong ones spend it',
      responses: { 200: json(domainVerificationSchema) },
    }),
    requireUser,
    startupId,
    validate('json', confirmDomainCodeSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(
        await confirmDomainCode({
          db,
          config,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          code: c.req.valid('json').code,
          request: requestFacts(c),
        }),
      );
    },
  )
  .post(
    '/:id/verification/dns',
    describeRoute({
      summary: 'Gives the DNS TXT record that proves the domain (the same one for a week)',
      responses: { 200: json(domainVerificationSchema) },
    }),
    requireUser,
    startupId,
    noBody,
    async (c) => {
      return c.json(await startDnsClaim({ db: c.get('deps').db, id: c.req.valid('param').id, actor: c.get('actor') }));
    },
  )
  .post(
    '/:id/verification/dns/check',
    describeRoute({
      summary: 'Looks for the TXT record now (5 seconds at most): verified, not found, or no answer in time',
      responses: { 200: json(dnsCheckSchema) },
    }),
    requireUser,
    startupId,
    noBody,
    async (c) => {
      const deps = c.get('deps');
      return c.json(
        await checkDnsClaim({
          db: deps.db,
          dns: deps.dns ?? nodeDns,
          id: c.req.valid('param').id,
          actor: c.get('actor'),
          request: requestFacts(c),
        }),
      );
    },
  );
