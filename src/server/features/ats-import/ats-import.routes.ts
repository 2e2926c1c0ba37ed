import { Hono } from 'hono';
import { z } from 'zod';
import {
  atsBoardSchema,
  atsBoardsAnswerSchema,
  atsImportAnswerSchema,
  atsImportSchema,
  atsPreviewAnswerSchema,
  atsSyncAnswerSchema,
} from '../../../shared/ats-import';
import type { AppEnv } from '../../app-env';
import { requireUser } from '../../auth/guards';
import { describeRoute, json } from '../../lib/contract';
import { idParam } from '../../lib/id-param';
import { validate } from '../../lib/validate';
import { importPositions, listBoards, previewBoard, syncBoardNowForOwner } from './ats-import.service';

const startupId = idParam('Startup not found');
const boardParams = validate(
  'param',
  z.object({ id: z.uuid({ error: 'Startup not found' }), boardId: z.uuid({ error: 'Board not found' }) }),
);

/**
 * /api/startups/:id/ats: positions from the startup's applicant tracking system (decision
 * 051). Only the owner. Each route asks for a session itself (a `use` here would cover every route
 * under /api/startups).
 */
export const atsImportRoutes = new Hono<AppEnv>()
  .get(
    '/:id/ats/boards',
    describeRoute({
      summary: "The ATS boards the startup imported positions from, with the hourly sync's last read",
      responses: { 200: json(atsBoardsAnswerSchema) },
    }),
    requireUser,
    startupId,
    async (c) => {
      return c.json(
        await listBoards({ db: c.get('deps').db, actor: c.get('actor'), startupId: c.req.valid('param').id }),
      );
    },
  )
  .post(
    '/:id/ats/preview',
    describeRoute({
      summary:
        "Reads an ATS's public job board (Greenhouse, Lever or Ashby) and shows its postings as positions; writes nothing",
      responses: { 200: json(atsPreviewAnswerSchema) },
    }),
    requireUser,
    startupId,
    validate('json', atsBoardSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(
        await previewBoard({
          db,
          config,
          actor: c.get('actor'),
          startupId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
      );
    },
  )
  .post(
    '/:id/ats/import',
    describeRoute({
      summary:
        'Imports the chosen postings as open positions linked to their source, all or none; kept in step every hour',
      responses: { 201: json(atsImportAnswerSchema, 'Imported') },
    }),
    requireUser,
    startupId,
    validate('json', atsImportSchema),
    async (c) => {
      const { db, config } = c.get('deps');
      return c.json(
        await importPositions({
          db,
          config,
          actor: c.get('actor'),
          startupId: c.req.valid('param').id,
          input: c.req.valid('json'),
        }),
        201,
      );
    },
  )
  .post(
    '/:id/ats/boards/:boardId/sync',
    describeRoute({
      summary:
        'Reads one linked board now, as the hourly sync does (changes, closures, reopenings); once a minute per board',
      responses: { 200: json(atsSyncAnswerSchema) },
    }),
    requireUser,
    boardParams,
    async (c) => {
      const { db, config } = c.get('deps');
      const { id, boardId } = c.req.valid('param');
      return c.json({
        board: await syncBoardNowForOwner({ db, config, actor: c.get('actor'), startupId: id, boardId }),
      });
    },
  );
