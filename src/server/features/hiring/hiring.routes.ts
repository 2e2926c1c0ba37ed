import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { applicantsRoutes, applicationNotesRoutes } from './applicants/applicants.routes';
import { applicationsRoutes } from './applications/applications.routes';
import { applicationInterviewsRoutes } from './interviews/interviews.routes';
import { applicationMessagesRoutes } from './messages/application-messages.routes';
import { scorecardsRoutes } from './scorecards/scorecards.routes';
import { applicationStageRoutes, bulkStageRoutes } from './stages/pipeline-stages.routes';

// One router per URL prefix of the hiring domain, mounting its parts in the order they match: a part's
// router-wide middleware (a session asked for) covers the parts mounted after it under the same prefix.

/** /api/applications: the application, its notes, scorecards, interviews, stage and messages. */
export const applicationRoutes = new Hono<AppEnv>()
  .route('/', applicationsRoutes)
  .route('/', applicationNotesRoutes)
  .route('/', scorecardsRoutes)
  .route('/', applicationInterviewsRoutes)
  .route('/', applicationStageRoutes)
  .route('/', applicationMessagesRoutes);

/** /api/applicants: a founder's applicants across jobs, and their bulk moves into stages. */
export const applicantRoutes = new Hono<AppEnv>().route('/', applicantsRoutes).route('/', bulkStageRoutes);
