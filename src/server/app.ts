import { Hono, type MiddlewareHandler } from 'hono';
import { csrf } from 'hono/csrf';
import { secureHeaders } from 'hono/secure-headers';
import { HTTPException } from 'hono/http-exception';
import type { AppDeps, AppEnv, RequestDeps } from './app-env';
import { handleEventsInTransaction } from './events/dispatcher';
import { subscribers } from './subscribers';
import { authRoutes } from './auth/auth.routes';
import { pingDatabase } from './db/client';
import { loadSession } from './auth/guards';
import { isBearerOnly, tokenGate } from './auth/api-token';
import { csrfOrigin } from './auth/origin';
import { accountRoutes } from './features/account/account.routes';
import { apiTokensRoutes } from './features/api-tokens/api-tokens.routes';
import { contactRoutes } from './features/contact/contact.routes';
import { unsubscribeRoutes } from './features/email-preferences/unsubscribe.routes';
import { followsRoutes } from './features/follows/follows.routes';
import { jobAlertsRoutes } from './features/job-alerts/job-alerts.routes';
import { jobDismissalRoutes, jobMatchesRoutes } from './features/job-matches/job-matches.routes';
import { notificationsRoutes } from './features/notifications/notifications.routes';
import { pollRoutes } from './features/poll/poll.routes';
import { profilesRoutes } from './features/profiles/profiles.routes';
import { resumesRoutes } from './features/hiring/resumes/resumes.routes';
import { jobPreferencesRoutes } from './features/job-preferences/job-preferences.routes';
import { talentRoutes } from './features/talent/talent.routes';
import { invitationsRoutes } from './features/hiring/invitations/invitations.routes';
import { blogPostHead, jobPageHead, marketingHead, startupPageHead } from './features/seo/seo';
import { marketingPages, type MarketingPath } from '../shared/marketing';
import { seoRoutes } from './features/seo/seo.routes';
import { jobBoardRoutes } from './features/jobs/job-board.routes';
import { jobsRoutes, startupJobsRoutes } from './features/jobs/jobs.routes';
import { createMetrics } from './features/ops/metrics';
import { opsRoutes } from './features/ops/ops.routes';
import { readinessCheck } from './features/ops/readiness';
import { auditAdminRoutes, securityEventsRoutes } from './features/audit/audit.routes';
import { moderationAdminRoutes, reportsRoutes } from './features/moderation/moderation.routes';
import { adminRoutes } from './features/admin/admin.routes';
import { membersAdminRoutes } from './features/members/members.routes';
import { applicantRoutes, applicationRoutes } from './features/hiring/hiring.routes';
import { jobApplicationsRoutes } from './features/hiring/applications/applications.routes';
import { blogRoutes } from './features/blog/blog.routes';
import { interviewsRoutes } from './features/hiring/interviews/interviews.routes';
import { startupVerificationRoutes } from './features/startup-verification/startup-verification.routes';
import { atsImportRoutes } from './features/ats-import/ats-import.routes';
import { webhooksRoutes } from './features/webhooks/webhooks.routes';
import { pipelineStagesRoutes } from './features/hiring/stages/pipeline-stages.routes';
import { startupsRoutes } from './features/startups/startups.routes';
import { filesRoutes } from './storage/files.routes';
import { AppError, appErrorResponse } from './lib/app-error';
import {
  DATABASE_RETRY_AFTER_SECONDS,
  DATABASE_UNAVAILABLE_MESSAGE,
  inputErrorFromDatabase,
  isDatabaseUnavailable,
} from './lib/db-errors';
import { compressText } from './lib/compression';
import {
  DEFAULT_PUBLIC_CACHE,
  forgetPublicCacheOnWrites,
  registerPublicCache,
  type PublicCacheLimits,
} from './lib/public-cache';
import { limitRequestBodies, rejectNulInUrl } from './lib/request-guards';
import { requestLogger } from './lib/request-logger';
import { devMailRoutes } from './features/dev-mail/dev-mail.routes';
import { testSessionsRoutes } from './features/test-sessions/test-sessions.routes';
import { buildOpenApiDocument } from './openapi/document';
import { describeRoute, json } from './lib/contract';
import { healthSchema } from '../shared/ops';
import { openApiRoutes } from './openapi/openapi.routes';
import { inlineScriptHashes, serveClient } from './static';
import type { PageRenderer } from '../shared/ssr';

export type CreateAppOptions = AppDeps & {
  /** The built client (dist/client). Without it the app is the API only, as in API tests. */
  clientDir?: string;
  /** Renders public pages on the server (the server build of the client); without it the browser renders them. */
  renderer?: PageRenderer;
  /** The visitors' response cache (lib/public-cache.ts); `false` turns it off. */
  publicCache?: PublicCacheLimits | false;
  /** Sees every answer before it leaves (the tests' contract check, testing/response-check.ts). */
  inspect?: MiddlewareHandler;
};

const API_VERSION = '1';
const API_DESCRIPTION =
  "The JSON API the web app uses. A signed-in call carries the session cookie that signing in sets; a state-changing call from a browser must come from the platform's own origin. A script may instead send a personal API token (bearerAuth) to the operations its scopes open. Every error answers { error: { message, code, fields } }.";

export function createApp(options: CreateAppOptions) {
  const { clientDir, renderer, publicCache = DEFAULT_PUBLIC_CACHE, inspect, ...deps } = options;
  const requestDeps: RequestDeps = {
    ...deps,
    handleEventsNow: (tx, afterId) =>
      handleEventsInTransaction({ tx, afterId, subscribers, config: deps.config, logger: deps.logger }),
  };
  // Keyed by the object each request carries as its deps (lib/public-cache.ts).
  if (publicCache) registerPublicCache(requestDeps, publicCache);

  const metrics = deps.config.metricsToken ? createMetrics(deps, deps.config.metricsToken) : null;

  let document: object | undefined;
  const formOrigin = csrf({ origin: csrfOrigin(deps.config) });
  const api = new Hono<AppEnv>()
    // First: a bearer token is its member within its scopes, or the request is refused (decision 049).
    // Nothing after /auth and /unsubscribe declares a scope, so a token never opens them.
    .use(tokenGate)
    .route('/auth', authRoutes)
    // Signed links from e-mails, posted to by mail providers too (see the routes' comment).
    .route('/unsubscribe', unsubscribeRoutes)
    // Form and multipart bodies skip CORS preflight; their Origin must be ours (JSON ones cannot be sent cross-site).
    // A token's request with no cookie is a script's, not a page's: nothing for a foreign site to ride on.
    .use((c, next) => (isBearerOnly(c) ? next() : formOrigin(c, next)))
    .use(loadSession)
    .route('/account', accountRoutes)
    .route('/account', securityEventsRoutes)
    .route('/account', apiTokensRoutes)
    .route('/profiles', profilesRoutes)
    .route('/profiles', jobPreferencesRoutes)
    .route('/resumes', resumesRoutes)
    .route('/startups', startupsRoutes)
    .route('/startups', startupJobsRoutes)
    .route('/startups', pipelineStagesRoutes)
    .route('/startups', startupVerificationRoutes)
    .route('/startups', atsImportRoutes)
    .route('/startups', webhooksRoutes)
    // The public board first: the owners' job routes below ask for a session on everything under /jobs.
    .route('/jobs', jobBoardRoutes)
    .route('/jobs', jobsRoutes)
    .route('/jobs', jobApplicationsRoutes)
    .route('/jobs', jobDismissalRoutes)
    .route('/applications', applicationRoutes)
    .route('/interviews', interviewsRoutes)
    .route('/applicants', applicantRoutes)
    .route('/blog', blogRoutes)
    .route('/admin', adminRoutes)
    .route('/admin', auditAdminRoutes)
    .route('/admin', moderationAdminRoutes)
    .route('/admin', membersAdminRoutes)
    .route('/reports', reportsRoutes)
    .route('/poll', pollRoutes)
    .route('/notifications', notificationsRoutes)
    .route('/follows', followsRoutes)
    .route('/job-alerts', jobAlertsRoutes)
    .route('/job-matches', jobMatchesRoutes)
    .route('/talent', talentRoutes)
    .route('/invitations', invitationsRoutes)
    .route('/contact', contactRoutes);
  // Outside the typed chain: the client never calls them, and their types would only weigh on its own.
  // The document is made once, on first request, from the whole app's route list (openapi/document.ts).
  api.route(
    '/',
    openApiRoutes(
      () =>
        (document ??= buildOpenApiDocument(app, {
          title: `${deps.config.platformName} API`,
          version: API_VERSION,
          description: API_DESCRIPTION,
        })),
    ),
  );
  api.all('*', () => {
    throw new AppError('NOT_FOUND', 'Not found');
  });

  const securityHeaders = secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // The built page's inline script, by its hash (static.ts); nothing else inline.
      scriptSrc: ["'self'", ...(clientDir ? inlineScriptHashes(clientDir) : [])],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
    crossOriginEmbedderPolicy: false,
    // A route's own header wins: /files keeps its `sandbox` policy for uploaded images.
    overwrite: false,
  });

  const app = new Hono<AppEnv>()
    // First, ahead of every other middleware: the request a load balancer sends every few seconds from
    // every instance. It reads no body, no session and no cache, so none of that runs for it, and it is
    // not logged (a line every few seconds per balancer says nothing); it keeps the security headers.
    .get(
      '/api/health',
      describeRoute({
        summary: 'The process and its database answer (the liveness check)',
        responses: { 200: json(healthSchema) },
      }),
      securityHeaders,
      async (c) => {
        await pingDatabase(deps.db);
        return c.json({ ok: true as const });
      },
    )
    .use(requestLogger(deps.logger))
    .use(inspect ?? ((_c, next) => next()))
    // Only with METRICS_TOKEN set: otherwise nothing is measured.
    .use(metrics?.record ?? ((_c, next) => next()))
    // brotli or gzip for text of 1 KB or more (the app's JavaScript is a third of its size compressed);
    // never for event streams, nor again for an answer already encoded (the visitors' cache keeps its
    // compressed copies, decision 032).
    .use(compressText())
    .use(securityHeaders)
    // Before any route, /api/auth included: bodies are bounded and NUL never reaches a query.
    .use(limitRequestBodies())
    .use(rejectNulInUrl)
    .use(async (c, next) => {
      c.set('deps', requestDeps);
      await next();
    })
    // A write forgets the visitors' answers that show what it changed (lib/public-cache-tags.ts), those
    // under /api/auth included: deleting an account removes its startups, applications and posts.
    .use(forgetPublicCacheOnWrites())
    .route('/', opsRoutes(readinessCheck(deps.db), metrics))
    .route('/api', api)
    .route('/files', filesRoutes)
    .route('/', seoRoutes);
  // Development only, without SMTP: the e-mails a mailbox would hold (features/dev-mail).
  if (deps.config.isDevMailOn) app.route('/dev/mail', devMailRoutes);
  // The journeys' server only (TEST_SESSIONS, refused in production): sessions without a password.
  if (deps.config.testSessions) app.route('/testing/sessions', testSessionsRoutes);

  // During an outage every request fails the same way: one log line per few seconds says it all.
  let unavailableSince = 0;
  let unavailableCount = 0;

  app.onError((error, c) => {
    if (error instanceof AppError) return appErrorResponse(c, error);
    if (error instanceof HTTPException) {
      return c.json({ error: { message: error.message || 'Request failed' } }, error.status);
    }
    if (isDatabaseUnavailable(error)) {
      unavailableCount += 1;
      const now = Date.now();
      if (now - unavailableSince >= DATABASE_RETRY_AFTER_SECONDS * 1000) {
        deps.logger.warn(
          { err: error, path: c.req.path, requests: unavailableCount },
          'database unavailable: answering 503',
        );
        unavailableSince = now;
        unavailableCount = 0;
      }
      c.header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
      return c.json({ error: { message: DATABASE_UNAVAILABLE_MESSAGE } }, 503);
    }
    const inputError = inputErrorFromDatabase(error);
    if (inputError) {
      deps.logger.warn({ err: error, path: c.req.path }, 'input refused by the database');
      return appErrorResponse(c, inputError);
    }
    deps.logger.error({ err: error, path: c.req.path }, 'unhandled error');
    return c.json({ error: { message: 'An unexpected error occurred. Please try again.' } }, 500);
  });

  if (clientDir) {
    serveClient(app, {
      clientDir,
      config: deps.config,
      renderer,
      heads: [
        {
          pattern: '/blog/:slug',
          render: (params) => blogPostHead({ db: deps.db, config: deps.config, slug: params.slug ?? '' }),
        },
        {
          pattern: '/jobs/:id',
          render: (params) => jobPageHead({ db: deps.db, config: deps.config, id: params.id ?? '' }),
        },
        {
          pattern: '/startup/:slug',
          render: (params) => startupPageHead({ db: deps.db, config: deps.config, slug: params.slug ?? '' }),
        },
        {
          pattern: '/startups/:slug',
          render: (params) => startupPageHead({ db: deps.db, config: deps.config, slug: params.slug ?? '' }),
        },
        ...(Object.keys(marketingPages) as MarketingPath[]).map((path) => ({
          pattern: path,
          render: () => marketingHead({ config: deps.config, path }),
        })),
      ],
    });
  }
  return app;
}

export type App = ReturnType<typeof createApp>;
