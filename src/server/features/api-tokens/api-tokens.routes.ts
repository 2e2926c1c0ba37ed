import { Hono } from 'hono';
import {
  apiTokenCreatedSchema,
  apiTokenRevokedSchema,
  apiTokensSchema,
  createApiTokenSchema,
} from '../../../shared/api-tokens';
import type { AppEnv } from '../../app-env';
import { requestFacts } from '../../audit/request-facts';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service';

/**
 * /api/account/tokens: a member's personal API tokens, from a signed-in browser. None declares a token
 * scope, so no token can make, see or revoke a token (auth/api-token.ts).
 */
export const apiTokensRoutes = new Hono<AppEnv>()
  .get(
    '/tokens',
    describeRoute({
      summary:
        "The member's personal API tokens, newest first, each with its scopes and last use (never the token itself)",
      responses: { 200: json(apiTokensSchema) },
    }),
    requireUser,
    async (c) => {
      return c.json({ items: await listApiTokens({ db: c.get('deps').db, userId: c.get('actor').id }) });
    },
  )
  .post(
    '/tokens',
    describeRoute({
      summary: 'Makes a personal API token with a name and scopes; the answer holds the whole token, shown this once',
      responses: { 201: json(apiTokenCreatedSchema, 'Created') },
    }),
    requireUser,
    validate('json', createApiTokenSchema),
    async (c) => {
      return c.json(
        await createApiToken({
          db: c.get('deps').db,
          userId: c.get('actor').id,
          input: c.req.valid('json'),
          request: requestFacts(c),
        }),
        201,
      );
    },
  )
  .delete(
    '/tokens/:id',
    describeRoute({
      summary: "Revokes one of the member's personal API tokens: its next request is refused",
      responses: { 200: json(apiTokenRevokedSchema) },
    }),
    requireUser,
    idParam('Token not found'),
    async (c) => {
      await revokeApiToken({
        db: c.get('deps').db,
        userId: c.get('actor').id,
        id: c.req.valid('param').id,
        request: requestFacts(c),
      });
      return c.json({ revoked: true as const });
    },
  );
