import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS as AUTH_ENDPOINTS } from './auth/auth.routes';
import { authEndpoints } from './auth/endpoints';
import { TOKEN_SCOPES, type TokenScope } from '../shared/api-tokens';
import { contractFor, isPublicRoute } from './openapi/document';
import { apiTokens, atsBoards, jobAlerts, memberResumes, pipelineStages, reports, startups, users } from './db/schema';
import { unsubscribeToken } from './email/unsubscribe';
import {
  freshInterview,
  memberInvitation,
  openToWorkMember,
  ownerScorecard,
  ownerWebhook,
  stageOf,
  validInputs,
  verifiableStartup,
} from './testing/route-inputs';
import { buildSignUp } from './seed/factories';
import { servedRoutes, type RouteKey } from './testing/served-routes';
import { atsApiBasesEnv, startAtsFixtures, type AtsFixtures } from './testing/ats-fixtures';
import { softwarePasskey } from './testing/software-passkey';
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/test-app';
import { ROLES, seedWorld, type Person, type Role, type World } from './testing/world';

// Who gets what, for every route the app serves.
//
// Callers: visitor = no session; member = signed in, nothing to do with the resource; owner = owns the
// resource in the path (the startup, its jobs and the applications to them, their own profile and
// notification); applicant = applied to the owner's job (owns the application's resume, and nothing
// else); admin = the verified ADMIN_EMAILS address, owning nothing.
//
// A cell is the status, and for answers that differ by caller in content only, a label of what the
// caller saw ('200 private'). Each request is valid (testing/route-inputs.ts), except where a row says
// otherwise, so the caller alone decides the answer. DELETE rows act on a throwaway resource per cell.

type Cell = number | `${number} ${string}`;
type Cells = [visitor: Cell, member: Cell, owner: Cell, applicant: Cell, admin: Cell];
type Options = {
  /** What the row is about, when a route has several rows. */
  about?: string;
  /** The concrete path; without it, the route's path (routes without parameters). */
  path?: (w: World) => string | Promise<string>;
  json?: (w: World, role: Role) => unknown;
  query?: string | ((w: World) => string);
  /** Turns a 2xx body into the label written after the status in the cells. */
  view?: (body: never, w: World) => string;
  /** The call ends the session it is sent with: it gets a session of its own, and runs after the rest. */
  endsSession?: boolean;
};
type Row = Options & { route: RouteKey; cells: Cells };
const row = (route: RouteKey, cells: Cells, options: Options = {}): Row => ({ route, cells, ...options });

const wrongPassword = 'a wrong current password: 400 once signed in';

const table: Row[] = [
  //                                                       visitor member owner applicant admin
  row('GET /api/health', [200, 200, 200, 200, 200]),
  row('GET /api/ready', [200, 200, 200, 200, 200]),
  // The API's reference is public: it describes routes, never anyone's data (decision 029).
  row('GET /api/openapi.json', [200, 200, 200, 200, 200]),
  row('GET /api/docs', [200, 200, 200, 200, 200]),
  row('GET /api/docs/start.js', [200, 200, 200, 200, 200]),
  row('GET /api/docs/swagger-ui.css', [200, 200, 200, 200, 200]),
  row('GET /api/docs/swagger-ui-bundle.js', [200, 200, 200, 200, 200]),
  // Prometheus only, with METRICS_TOKEN (set here so the route exists): no session opens it, not even the administrator's.
  row('GET /metrics', [401, 401, 401, 401, 401]),
  row('GET /files/:folder/:owner/:name', [200, 200, 200, 200, 200], {
    about: 'a startup logo',
    path: (w) => w.startup.logoUrl,
  }),
  row('GET /files/:folder/:owner/:name', [404, 404, 404, 404, 404], {
    about: 'a resume is never a public file',
    path: (w) => `/files/${w.application.resumeKey}`,
  }),
  row('GET /blog/rss.xml', [200, 200, 200, 200, 200]),
  row('GET /sitemap.xml', [200, 200, 200, 200, 200]),
  row('GET /robots.txt', [200, 200, 200, 200, 200]),
  row('GET /sitemaps/:file', [200, 200, 200, 200, 200], { path: () => '/sitemaps/jobs-1-of-1.xml' }),
  row('GET /jobs/feed.xml', [200, 200, 200, 200, 200]),
  // The local mail view (no SMTP_URL, not production): for this machine's own requests only, whoever is signed
  // in; to any other caller (here: no socket, as from elsewhere) it does not exist. dev-mail.test.ts shows the 200.
  row('GET /dev/mail', [404, 404, 404, 404, 404]),

  // Auth (better-auth, behind the allow-list of auth.routes.ts).
  row('POST /api/auth/sign-up/email', [200, 200, 200, 200, 200]),
  row('POST /api/auth/sign-in/email', [200, 200, 200, 200, 200], { about: "the member's own e-mail and password" }),
  row('POST /api/auth/sign-out', [200, 200, 200, 200, 200], { endsSession: true }),
  row('POST /api/auth/revoke-sessions', [401, 200, 200, 200, 200], { endsSession: true }),
  row('POST /api/auth/change-password', [401, 400, 400, 400, 400], { about: wrongPassword }),
  row('POST /api/auth/delete-user', [401, 400, 400, 400, 400], { about: wrongPassword }),
  row('POST /api/auth/email-otp/request-password-reset', [200, 200, 200, 200, 200]),
  row('POST /api/auth/email-otp/reset-password', [400, 400, 400, 400, 400], { about: 'a wrong code' }),
  row('POST /api/auth/email-otp/send-verification-otp', [401, 200, 200, 200, 400], {
    about: 'only the administrator is verified already',
  }),
  row('POST /api/auth/email-otp/verify-email', [401, 400, 400, 400, 400], {
    about: 'a wrong code (the administrator: already verified)',
  }),
  // Second factors (decision 046), each member's own: wrong codes and passwords, challenges never asked for.
  row('POST /api/auth/two-factor/enable', [401, 400, 400, 400, 400], { about: wrongPassword }),
  row('POST /api/auth/two-factor/verify-totp', [401, 400, 400, 400, 401], {
    about: 'a wrong code (the administrator has the app on; the others have none)',
  }),
  row('POST /api/auth/two-factor/verify-backup-code', [401, 400, 400, 400, 401], {
    about: 'a wrong code (the administrator has the app on; the others have none)',
  }),
  row('POST /api/auth/two-factor/disable', [401, 400, 400, 400, 400], { about: wrongPassword }),
  row('POST /api/auth/two-factor/generate-backup-codes', [401, 400, 400, 400, 400], {
    about: 'only the administrator has the app on (and a wrong password)',
  }),
  row('GET /api/auth/passkey/generate-register-options', [401, 200, 200, 200, 200]),
  row('POST /api/auth/passkey/verify-registration', [401, 400, 400, 400, 400], { about: 'no challenge was asked for' }),
  row('GET /api/auth/passkey/generate-authenticate-options', [200, 200, 200, 200, 200]),
  row('POST /api/auth/passkey/verify-authentication', [400, 400, 400, 400, 400], {
    about: 'no challenge was asked for',
  }),
  row('GET /api/auth/passkey/list-user-passkeys', [401, 200, 200, 200, 200]),
  row('POST /api/auth/passkey/update-passkey', [401, 404, 404, 404, 404], { about: 'no such passkey' }),
  row('POST /api/auth/passkey/delete-passkey', [401, 400, 400, 400, 400], { about: wrongPassword }),

  // Account and profiles. The owner's profile is public; the applicant's is hidden in their settings.
  row('GET /api/account/session', ['200 nobody', '200 member', '200 member', '200 member', '200 admin'], {
    view: (b: { user: { isAdmin: boolean } | null }) => (b.user ? (b.user.isAdmin ? 'admin' : 'member') : 'nobody'),
  }),
  row('GET /api/account/settings', [401, 200, 200, 200, 200]),
  row('PUT /api/account/settings', [401, 200, 200, 200, 200]),
  row('PUT /api/account/time-zone', [401, 200, 200, 200, 200]),
  row('POST /api/account/change-email', [401, 400, 400, 400, 400], { about: wrongPassword }),
  row('POST /api/account/change-email/confirm', [401, 400, 400, 400, 400], { about: 'a wrong code' }),
  row('GET /api/profiles/me', [401, 200, 200, 200, 200]),
  row('GET /api/profiles/:id', [401, 200, 200, 200, 200], {
    about: "the owner's profile",
    path: (w) => `/api/profiles/${w.people.owner.id}`,
  }),
  row('GET /api/profiles/:id', [401, '200 private', '200 full', '200 full', '200 full'], {
    about: "the applicant's hidden profile: its founder sees it",
    path: (w) => `/api/profiles/${w.people.applicant.id}`,
    view: (b: { profile: { isPrivate: boolean } }) => (b.profile.isPrivate ? 'private' : 'full'),
  }),
  row('PUT /api/profiles/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/profiles/${w.people.owner.id}` }),
  // What a member is open to: themselves, founders with an active startup (null unless the member is open
  // to work, and from a hidden profile whose member did not apply to them), the administrator; never another candidate.
  row('GET /api/profiles/:id/preferences', [401, 403, 200, 403, 200], {
    about: "the owner's: a candidate never sees another member's",
    path: (w) => `/api/profiles/${w.people.owner.id}/preferences`,
  }),
  row('GET /api/profiles/:id/preferences', [401, 403, '200 hidden', '200 shown', '200 shown'], {
    about:
      "the applicant's, who is not looking (their profile hidden too): even the founder they applied to is told nothing",
    path: (w) => `/api/profiles/${w.people.applicant.id}/preferences`,
    view: (b: { preferences: object | null }) => (b.preferences ? 'shown' : 'hidden'),
  }),
  row('PUT /api/profiles/:id/preferences', [401, 403, 200, 403, 403], {
    path: (w) => `/api/profiles/${w.people.owner.id}/preferences`,
  }),
  row('PUT /api/profiles/:id/avatar', [401, 403, 200, 403, 403], {
    path: (w) => `/api/profiles/${w.people.owner.id}/avatar`,
  }),
  row('DELETE /api/profiles/:id/avatar', [401, 403, 200, 403, 403], {
    path: (w) => `/api/profiles/${w.people.owner.id}/avatar`,
  }),
  // Kept resumes (decision 040): each member keeps their own; someone else's, the administrator's
  // included, is not found (an application's resume is the administrator's to read, one nobody sent is not).
  row('GET /api/resumes', [401, '200 theirs', '200 with it', '200 theirs', '200 theirs'], {
    about: "only the owner's list holds the owner's resume",
    view: (b: { items: { id: string }[] }, w) => (b.items.some((r) => r.id === w.keptResume.id) ? 'with it' : 'theirs'),
  }),
  row('POST /api/resumes', [401, 201, 201, 201, 201]),
  row('PATCH /api/resumes/:id', [401, 404, 200, 404, 404], { path: (w) => `/api/resumes/${w.keptResume.id}` }),
  row('DELETE /api/resumes/:id', [401, 404, 200, 404, 404], {
    path: async (w) => `/api/resumes/${await w.throwaway.keptResume()}`,
  }),
  row('GET /api/resumes/:id/file', [401, 404, 200, 404, 404], { path: (w) => `/api/resumes/${w.keptResume.id}/file` }),
  row('GET /files/:folder/:owner/:name', [404, 404, 404, 404, 404], {
    about: 'a kept resume is never a public file',
    path: async (w) => `/files/${await keptResumeKey(w)}`,
  }),

  // Candidates: founders with a listed startup and the administrator; a member without one is refused
  // (here, before the rows below make every role post a startup).
  row('GET /api/talent', [401, 403, 200, 403, 200]),
  // Asked by the profile menu of every member: one who does not hire hears so (canFindTalent false), with no positions.
  row('GET /api/talent/positions', [401, '200 not hiring', '200 hiring', '200 not hiring', '200 hiring'], {
    view: (b: { canFindTalent: boolean; items: unknown[] }) =>
      b.canFindTalent ? 'hiring' : b.items.length === 0 ? 'not hiring' : 'leak',
  }),
  // "Hide from these startups": each member's own list.
  row('GET /api/talent/hidden-from', [401, 200, 200, 200, 200]),
  row('PUT /api/talent/hidden-from/:startupId', [401, 200, 200, 200, 200], {
    path: (w) => `/api/talent/hidden-from/${w.startup.id}`,
  }),
  row('DELETE /api/talent/hidden-from/:startupId', [401, 200, 200, 200, 200], {
    path: (w) => `/api/talent/hidden-from/${w.startup.id}`,
  }),

  // Invitations to apply: sent by founders with a listed startup to a listed candidate, for their own
  // position (the administrator has none here: 404); each member reads their own; only the candidate declines.
  row('POST /api/invitations', [401, 403, 201, 403, 404]),
  row('GET /api/invitations/options/:candidateId', [401, 403, 200, 403, 200], {
    path: async (w) => `/api/invitations/options/${await openToWorkMember(w)}`,
  }),
  row('GET /api/invitations/received', [401, 200, 200, 200, 200]),
  row('GET /api/invitations/sent', [401, 200, 200, 200, 200]),
  row('POST /api/invitations/:id/decline', [401, 200, 404, 404, 404], {
    about: 'to the member: theirs alone to answer',
    path: async (w) => `/api/invitations/${await memberInvitation(w)}/decline`,
  }),
  // Startups and jobs: public listing and page, everything else the owner's.
  row('GET /api/startups', [200, 200, 200, 200, 200]),
  row('GET /api/startups/by-slug/:slug', [200, 200, 200, 200, 200], {
    path: (w) => `/api/startups/by-slug/${w.startup.slug}`,
  }),
  row('GET /api/startups/by-owner/:id', [401, 200, 200, 200, 200], {
    path: (w) => `/api/startups/by-owner/${w.people.owner.id}`,
  }),
  row('GET /api/startups/mine', [401, 200, 200, 200, 200]),
  row('POST /api/startups/logo', [401, 201, 201, 201, 201]),
  row('POST /api/startups', [401, 201, 201, 201, 201]),
  row('GET /api/startups/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/startups/${w.startup.id}` }),
  row('PUT /api/startups/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/startups/${w.startup.id}` }),
  row('PATCH /api/startups/:id/active', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/active`,
  }),
  row('DELETE /api/startups/:id', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/startups/${await w.throwaway.startup()}`,
  }),
  row('GET /api/startups/:id/jobs', [401, 403, 200, 403, 403], { path: (w) => `/api/startups/${w.startup.id}/jobs` }),
  row('POST /api/startups/:id/jobs', [401, 403, 201, 403, 403], { path: (w) => `/api/startups/${w.startup.id}/jobs` }),
  row('GET /api/jobs', [200, 200, 200, 200, 200]),
  row('GET /api/jobs/:id/page', [200, 200, 200, 200, 200], { path: (w) => `/api/jobs/${w.job.id}/page` }),
  row('GET /api/jobs/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/jobs/${w.job.id}` }),
  row('PUT /api/jobs/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/jobs/${w.job.id}` }),
  row('PATCH /api/jobs/:id/active', [401, 403, 200, 403, 403], { path: (w) => `/api/jobs/${w.job.id}/active` }),
  row('DELETE /api/jobs/:id', [401, 403, 200, 403, 403], { path: async (w) => `/api/jobs/${await w.throwaway.job()}` }),
  // Jobs for you: each member's own list; anyone signed in may say a position is not for them.
  row('GET /api/job-matches', [401, 200, 200, 200, 200]),
  row('PUT /api/jobs/:id/dismissal', [401, 200, 200, 200, 200], { path: (w) => `/api/jobs/${w.job.id}/dismissal` }),
  row('PUT /api/jobs/:id/dismissal', [401, 404, 404, 404, 404], {
    about: 'a position that does not exist',
    path: () => '/api/jobs/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e/dismissal',
  }),
  row('DELETE /api/jobs/:id/dismissal', [401, 200, 200, 200, 200], { path: (w) => `/api/jobs/${w.job.id}/dismissal` }),
  row('DELETE /api/jobs/:id/dismissal', [401, 404, 404, 404, 404], {
    about: 'a position that does not exist',
    path: () => '/api/jobs/5f0c2a3e-8d1b-4c6f-9a7e-2b4d6f8a0c1e/dismissal',
  }),

  // Applications: the applicant applies (again) and reads their resume; the founder decides.
  row('POST /api/jobs/:id/applications', [401, 201, 403, 201, 201], {
    path: (w) => `/api/jobs/${w.job.id}/applications`,
  }),
  // The caller's own earlier answers: every member's, for any position.
  row('GET /api/jobs/:id/previous-answers', [401, 200, 200, 200, 200], {
    path: (w) => `/api/jobs/${w.job.id}/previous-answers`,
  }),
  row('GET /api/jobs/:id/applications', [401, 403, 200, 403, 403], {
    path: (w) => `/api/jobs/${w.job.id}/applications`,
  }),
  row('GET /api/applications/mine', [401, 200, 200, 200, 200]),
  row('GET /api/applications/metrics', [401, 200, 200, 200, 200]),
  row('PATCH /api/applications/:id/status', [401, 403, 200, 403, 403], {
    path: (w) => `/api/applications/${w.application.id}/status`,
  }),
  row('DELETE /api/applications/:id', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/applications/${await w.throwaway.application()}`,
  }),
  row('GET /api/applications/:id/answers', [401, 403, 200, 200, 200], {
    path: (w) => `/api/applications/${w.application.id}/answers`,
  }),
  row('GET /api/applications/:id/resume', [401, 403, 200, 200, 200], {
    path: (w) => `/api/applications/${w.application.id}/resume`,
  }),
  // The history is for the candidate, the founder and the administrator; only the candidate withdraws (decision 019).
  row('GET /api/applications/:id/timeline', [401, 403, 200, 200, 200], {
    path: (w) => `/api/applications/${w.application.id}/timeline`,
  }),
  row('POST /api/applications/:id/withdraw', [401, 403, 403, 200, 403], {
    path: async (w) => `/api/applications/${await w.throwaway.application()}/withdraw`,
  }),
  // Notes and rating: the owner's; the administrator reads them; never the candidate.
  row('GET /api/applications/:id/notes', [401, 403, 200, 403, 200], {
    path: (w) => `/api/applications/${w.application.id}/notes`,
  }),
  row('POST /api/applications/:id/notes', [401, 403, 201, 403, 403], {
    path: (w) => `/api/applications/${w.application.id}/notes`,
  }),
  row('PUT /api/applications/:id/rating', [401, 403, 200, 403, 403], {
    path: (w) => `/api/applications/${w.application.id}/rating`,
  }),
  // Scorecards, as notes (decision 041): the owner writes and deletes their own; the administrator reads; never the candidate.
  row('GET /api/applications/:id/scorecards', [401, 403, 200, 403, 200], {
    path: (w) => `/api/applications/${w.application.id}/scorecards`,
  }),
  row('PUT /api/applications/:id/scorecard', [401, 403, 200, 403, 403], {
    path: (w) => `/api/applications/${w.application.id}/scorecard`,
  }),
  row('DELETE /api/applications/:id/scorecard', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/applications/${await ownerScorecard(w)}/scorecard`,
  }),
  // Interviews: the owner offers times for an application to their startup; its two people and the
  // administrator read them; the candidate books or asks for other times; either of the two cancels. Each
  // cell acts on a fresh interview of the world's application (one is open at a time).
  row('GET /api/applications/:id/interviews', [401, 403, 200, 200, 200], {
    path: (w) => `/api/applications/${w.application.id}/interviews`,
  }),
  row('POST /api/applications/:id/interviews', [401, 403, 201, 403, 403], {
    path: async (w) => {
      await freshInterview(w);
      await w.t.db.execute(
        sql`update interviews set status = 'cancelled' where application_id = ${w.application.id} and status <> 'cancelled'`,
      );
      return `/api/applications/${w.application.id}/interviews`;
    },
  }),
  row('GET /api/interviews/upcoming', [401, 200, 200, 200, 200]),
  row('GET /api/interviews/:id', [401, 403, 200, 200, 200], {
    path: async (w) => `/api/interviews/${await freshInterview(w)}`,
  }),
  row('GET /api/interviews/:id/calendar.ics', [401, 403, 200, 200, 403], {
    path: async (w) => `/api/interviews/${await freshInterview(w, { booked: true })}/calendar.ics`,
  }),
  row('POST /api/interviews/:id/book', [401, 403, 403, 200, 403], {
    path: async (w) => `/api/interviews/${await freshInterview(w)}/book`,
  }),
  row('POST /api/interviews/:id/other-times', [401, 403, 403, 200, 403], {
    path: async (w) => `/api/interviews/${await freshInterview(w)}/other-times`,
  }),
  row('POST /api/interviews/:id/reschedule', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/interviews/${await freshInterview(w, { booked: true })}/reschedule`,
  }),
  row('POST /api/interviews/:id/cancel', [401, 403, 200, 200, 403], {
    path: async (w) => `/api/interviews/${await freshInterview(w, { booked: true })}/cancel`,
  }),
  // A startup's domain proof (decision 047): its owner only; the administrator does not verify on anyone's behalf.
  row('GET /api/startups/:id/verification', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/verification`,
  }),
  row('POST /api/startups/:id/verification/email', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/startups/${await verifiableStartup(w)}/verification/email`,
  }),
  row('POST /api/startups/:id/verification/email/confirm', [401, 403, 400, 403, 403], {
    about: 'no code sent yet',
    path: async (w) => `/api/startups/${await verifiableStartup(w)}/verification/email/confirm`,
  }),
  row('POST /api/startups/:id/verification/dns', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/startups/${await verifiableStartup(w)}/verification/dns`,
  }),
  row('POST /api/startups/:id/verification/dns/check', [401, 403, 200, 403, 403], {
    about: 'the record not there yet: 200 not_found',
    path: async (w) => `/api/startups/${await verifiableStartup(w, { withRecord: true })}/verification/dns/check`,
  }),
  // Positions from an ATS (decision 051): the startup's owner only, against the local stand-in of the three APIs.
  row('GET /api/startups/:id/ats/boards', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/ats/boards`,
  }),
  row('POST /api/startups/:id/ats/preview', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/ats/preview`,
    json: () => ({ ats: 'greenhouse', board: 'acme' }),
  }),
  row('POST /api/startups/:id/ats/import', [401, 403, 201, 403, 403], {
    path: async (w) => `/api/startups/${await w.throwaway.startup()}/ats/import`,
    json: () => ({ ats: 'greenhouse', board: 'acme', sourceIds: ['4012345'] }),
  }),
  // "Sync now" (decision 065): each cell a fresh board of a throwaway startup, never read, so only the caller decides.
  row('POST /api/startups/:id/ats/boards/:boardId/sync', [401, 403, 200, 403, 403], {
    path: async (w) => {
      const id = await w.throwaway.startup();
      const [board] = await w.t.db
        .insert(atsBoards)
        .values({ startupId: id, ats: 'greenhouse', board: 'acme' })
        .returning({ id: atsBoards.id });
      return `/api/startups/${id}/ats/boards/${board!.id}/sync`;
    },
  }),
  // Webhooks (decision 050): the startup's owner only; the administrator has no use for them. Each cell its own throwaway startup.
  row('GET /api/startups/:id/webhooks', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/webhooks`,
  }),
  row('POST /api/startups/:id/webhooks', [401, 403, 201, 403, 403], {
    path: async (w) => `/api/startups/${await w.throwaway.startup()}/webhooks`,
  }),
  row('DELETE /api/startups/:id/webhooks/:endpointId', [401, 403, 200, 403, 403], {
    path: async (w) => {
      const hook = await ownerWebhook(w);
      return `/api/startups/${hook.startupId}/webhooks/${hook.endpointId}`;
    },
  }),
  row('GET /api/startups/:id/webhooks/:endpointId/deliveries', [401, 403, 200, 403, 403], {
    path: async (w) => {
      const hook = await ownerWebhook(w);
      return `/api/startups/${hook.startupId}/webhooks/${hook.endpointId}/deliveries`;
    },
  }),
  row('POST /api/startups/:id/webhooks/:endpointId/test', [401, 403, 201, 403, 403], {
    about: 'its address refused before any connection: 201 pending',
    path: async (w) => {
      const hook = await ownerWebhook(w);
      return `/api/startups/${hook.startupId}/webhooks/${hook.endpointId}/test`;
    },
  }),
  row('POST /api/startups/:id/webhooks/deliveries/:deliveryId/resend', [401, 403, 200, 403, 403], {
    path: async (w) => {
      const hook = await ownerWebhook(w);
      return `/api/startups/${hook.startupId}/webhooks/deliveries/${hook.deliveryId}/resend`;
    },
  }),
  // Own pipeline stages (decision 044): the owner edits and moves; the administrator reads the pipeline; the candidate never sees a stage's name.
  row('GET /api/startups/:id/pipeline', [401, 403, 200, 403, 200], {
    path: (w) => `/api/startups/${w.startup.id}/pipeline`,
  }),
  row('POST /api/startups/:id/pipeline-stages', [401, 403, 201, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/pipeline-stages`,
    json: (w) => ({ name: w.unique('Stage').slice(0, 30), candidateView: 'previous' }),
  }),
  row('PUT /api/startups/:id/pipeline-stages/order', [401, 403, 200, 403, 403], {
    path: (w) => `/api/startups/${w.startup.id}/pipeline-stages/order`,
    json: async (w) => ({ ids: await pipelineIds(w) }),
  }),
  row('PATCH /api/startups/:id/pipeline-stages/:stageId', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/startups/${w.startup.id}/pipeline-stages/${await stageOf(w, 'Offer')}`,
    json: () => ({ candidateView: 'offer' }),
  }),
  row('DELETE /api/startups/:id/pipeline-stages/:stageId', [401, 403, 200, 403, 403], {
    path: async (w) => `/api/startups/${w.startup.id}/pipeline-stages/${await w.throwaway.stage()}`,
  }),
  row('PUT /api/applications/:id/stage', [401, 403, 200, 403, 403], {
    path: (w) => `/api/applications/${w.application.id}/stage`,
  }),
  row('POST /api/applicants/bulk-stage', [401, '200 refused', '200 moved', '200 refused', '200 refused'], {
    view: (b: { results: { ok: boolean }[] }) => (b.results[0]?.ok ? 'moved' : 'refused'),
  }),
  // The conversation: the founder and the candidate, nobody else (not the administrator either).
  row('GET /api/applications/:id/messages', [401, 403, 200, 200, 403], {
    path: (w) => `/api/applications/${w.application.id}/messages`,
  }),
  row('POST /api/applications/:id/messages', [401, 403, 201, 201, 403], {
    path: (w) => `/api/applications/${w.application.id}/messages`,
  }),
  // The applicants page lists the caller's own startups' applications: the others get an empty page.
  row('GET /api/applicants', [401, '200 none', '200 own', '200 none', '200 none'], {
    query: 'sort=rating',
    view: (b: { items: unknown[] }) => (b.items.length > 0 ? 'own' : 'none'),
  }),
  row('GET /api/applicants/export.csv', [401, 200, 200, 200, 200]),
  row('GET /api/applicants/:id', [401, 403, 200, 403, 403], { path: (w) => `/api/applicants/${w.application.id}` }),
  row('POST /api/applicants/bulk-status', [401, '200 refused', '200 changed', '200 refused', '200 refused'], {
    view: (b: { results: { ok: boolean }[] }) => (b.results[0]?.ok ? 'changed' : 'refused'),
  }),

  // Blog: published posts are public; drafts and writing are the administrator's.
  row('GET /api/blog', [200, 200, 200, 200, 200]),
  row('GET /api/blog/posts', ['200 published', '200 published', '200 published', '200 published', '200 drafts too'], {
    about: 'with no filter',
    query: '',
    view: (b: { items: { id: string }[] }, w) =>
      b.items.some((p) => p.id === w.draft.id) ? 'drafts too' : 'published',
  }),
  row('GET /api/blog/posts/:slug', [200, 200, 200, 200, 200], {
    about: 'a published post',
    path: (w) => `/api/blog/posts/${w.post.slug}`,
  }),
  row('GET /api/blog/posts/:slug', [404, 404, 404, 404, 200], {
    about: 'a draft',
    path: (w) => `/api/blog/posts/${w.draft.slug}`,
  }),
  row('GET /api/blog/stats', [401, 403, 403, 403, 200]),
  row('GET /api/blog/posts/by-id/:id', [401, 403, 403, 403, 200], {
    path: (w) => `/api/blog/posts/by-id/${w.draft.id}`,
  }),
  row('POST /api/blog/posts', [401, 403, 403, 403, 201]),
  row('PUT /api/blog/posts/by-id/:id', [401, 403, 403, 403, 200], {
    path: (w) => `/api/blog/posts/by-id/${w.post.id}`,
  }),
  row('DELETE /api/blog/posts/by-id/:id', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/blog/posts/by-id/${await w.throwaway.post()}`,
  }),
  row('POST /api/blog/images', [401, 403, 403, 403, 201]),

  // Administration.
  row('GET /api/admin/startups', [401, 403, 403, 403, 200]),
  row('DELETE /api/admin/startups/:id', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/startups/${await w.throwaway.startup()}`,
  }),
  // Trust and safety: anyone signed in reports what is not theirs; the queue, its decisions and the log are the
  // administrator's.
  row('POST /api/reports', [401, 201, 403, 201, 201], {
    about: "a startup of the owner's: not their own to report",
    json: (w) => reportOf(w),
    path: async (w) => {
      lastThrowawayStartup = await w.throwaway.startup();
      return '/api/reports';
    },
  }),
  row('GET /api/admin/reports', [401, 403, 403, 403, 200]),
  row('POST /api/admin/reports/:itemType/:itemId/hide', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/reports/startup/${await reportedStartup(w)}/hide`,
  }),
  row('POST /api/admin/reports/:itemType/:itemId/dismiss', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/reports/startup/${await reportedStartup(w)}/dismiss`,
  }),
  row('POST /api/admin/reports/:itemType/:itemId/restore', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/reports/startup/${await reportedStartup(w, { hidden: true })}/restore`,
  }),
  row('POST /api/admin/members/:userId/suspend', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/members/${await throwawayMember(w)}/suspend`,
  }),
  row('POST /api/admin/members/:userId/reinstate', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/members/${await throwawayMember(w, { suspended: true })}/reinstate`,
  }),
  row('GET /api/admin/audit', [401, 403, 403, 403, 200]),
  // The members page (decision 063): the administrator's alone; suspending and reinstating are the rows above.
  row('GET /api/admin/members', [401, 403, 403, 403, 200]),
  row('GET /api/admin/members/:userId', [401, 403, 403, 403, 200], {
    path: (w) => `/api/admin/members/${w.people.member.id}`,
  }),
  row('POST /api/admin/members/:userId/export', [401, 403, 403, 403, 200], {
    path: (w) => `/api/admin/members/${w.people.member.id}/export`,
  }),
  row('DELETE /api/admin/members/:userId', [401, 403, 403, 403, 200], {
    path: async (w) => `/api/admin/members/${await throwawayMember(w)}`,
  }),
  row('GET /api/account/security-events', [401, 200, 200, 200, 200]),
  // Personal API tokens (decision 049): each member's own, from a session only (no token reaches them: see the last section).
  row('GET /api/account/tokens', [401, 200, 200, 200, 200]),
  row('POST /api/account/tokens', [401, 201, 201, 201, 201]),
  row('DELETE /api/account/tokens/:id', [401, 404, 200, 404, 404], {
    about: "the owner's token: someone else's is not found",
    path: async (w) => `/api/account/tokens/${await ownerApiToken(w)}`,
  }),

  // The rest of a member's things.
  row('GET /api/poll', [401, 200, 200, 200, 200]),
  row('PUT /api/poll', [401, 200, 200, 200, 200]),
  row('GET /api/notifications', [401, 200, 200, 200, 200]),
  row('GET /api/notifications/stream', [401, 200, 200, 200, 200]),
  row('POST /api/notifications/read-all', [401, 200, 200, 200, 200]),
  row('POST /api/notifications/:id/read', [401, 404, 200, 404, 404], {
    about: "the owner's notification: someone else's is not found",
    path: (w) => `/api/notifications/${w.ownerNotification.id}/read`,
  }),
  row('POST /api/contact', [201, 201, 201, 201, 201]),

  // Following startups and job alerts (decision 018): each member's own.
  row('GET /api/follows', [401, 200, 200, 200, 200]),
  row('PUT /api/follows/:startupId', [401, 200, 200, 200, 200], { path: (w) => `/api/follows/${w.startup.id}` }),
  row('DELETE /api/follows/:startupId', [401, 200, 200, 200, 200], { path: (w) => `/api/follows/${w.startup.id}` }),
  row('GET /api/job-alerts', [401, 200, 200, 200, 200]),
  row('POST /api/job-alerts', [401, 201, 201, 201, 201]),
  row('PATCH /api/job-alerts/:id', [401, 404, 200, 404, 404], {
    about: "the owner's alert: someone else's is not found",
    path: async (w) => `/api/job-alerts/${await ownerAlert(w)}`,
  }),
  row('DELETE /api/job-alerts/:id', [401, 404, 200, 404, 404], {
    about: "the owner's alert: someone else's is not found",
    path: async (w) => `/api/job-alerts/${await ownerAlert(w)}`,
  }),
  // The link of an e-mail: the signed token is the permission, whoever sends it (here, the owner's).
  row('GET /api/unsubscribe', [200, 200, 200, 200, 200], { query: (w) => `token=${ownerToken(w)}` }),
  row('POST /api/unsubscribe', [200, 200, 200, 200, 200], { query: (w) => `token=${ownerToken(w)}` }),
  row('POST /api/unsubscribe/resubscribe', [200, 200, 200, 200, 200], { query: (w) => `token=${ownerToken(w)}` }),
  row('GET /api/unsubscribe', [400, 400, 400, 400, 400], {
    about: 'a link this server did not sign',
    query: (w) => `token=${ownerToken(w).slice(0, -4)}`,
  }),
];

/** Every own stage of the world's startup, in their order: a valid reorder (the same one). */
async function pipelineIds(w: World): Promise<string[]> {
  const rows = await w.t.db
    .select({ id: pipelineStages.id })
    .from(pipelineStages)
    .where(eq(pipelineStages.startupId, w.startup.id))
    .orderBy(pipelineStages.position, pipelineStages.createdAt);
  return rows.map((row) => row.id);
}

/** Where the owner's kept resume is stored. */
async function keptResumeKey(w: World): Promise<string> {
  const [row] = await w.t.db
    .select({ key: memberResumes.storageKey })
    .from(memberResumes)
    .where(eq(memberResumes.id, w.keptResume.id));
  return row!.key;
}

/** An alert of the owner's, written straight to the table (the API would stop at its limit over a run). */
async function ownerAlert(w: World): Promise<string> {
  const [alert] = await w.t.db
    .insert(jobAlerts)
    .values({
      userId: w.people.owner.id,
      name: 'Owner alert',
      frequency: 'daily',
      search: '',
      nextRunAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: jobAlerts.id });
  return alert!.id;
}

/** The startup a POST /api/reports cell reports: a throwaway of the owner's per cell, so that no three reports hide anything of the world. */
let lastThrowawayStartup = '';
const reportOf = (w: World) => ({
  itemType: 'startup',
  itemId: lastThrowawayStartup || w.startup.id,
  reason: 'spam',
  note: '',
});

/** A throwaway startup of the owner's with an open report (from the member), hidden on it when asked. */
async function reportedStartup(w: World, options: { hidden?: boolean } = {}): Promise<string> {
  const id = await w.throwaway.startup();
  await w.t.db.insert(reports).values({
    reporterId: w.people.member.id,
    ownerId: w.people.owner.id,
    itemType: 'startup',
    itemId: id,
    reason: 'scam',
  });
  if (options.hidden)
    await w.t.db.update(startups).set({ hiddenAt: new Date(), hiddenReason: 'scam' }).where(eq(startups.id, id));
  return id;
}

/** A member of no other row, written straight to the table: a suspension must not reach the world's people. */
async function throwawayMember(w: World, options: { suspended?: boolean } = {}): Promise<string> {
  const [user] = await w.t.db
    .insert(users)
    .values({
      name: 'Tom Throwaway',
      email: `${w.unique('throwaway')}@example.com`,
      suspendedAt: options.suspended ? new Date() : null,
    })
    .returning({ id: users.id });
  return user!.id;
}

/** A throwaway token of the owner's, written straight to the table (the API stops at 20 a member). */
async function ownerApiToken(w: World): Promise<string> {
  const [token] = await w.t.db
    .insert(apiTokens)
    .values({
      userId: w.people.owner.id,
      name: 'Throwaway',
      tokenHash: w.unique('hash'),
      prefix: 'lft_xxxx',
      scopes: ['jobs:read'],
    })
    .returning({ id: apiTokens.id });
  return token!.id;
}

const ownerToken = (w: World) => encodeURIComponent(unsubscribeToken(w.t.config, w.people.owner.id, 'status'));

let t: TestApp;
let w: World;
let atsFixtures: AtsFixtures;
beforeAll(async () => {
  atsFixtures = await startAtsFixtures();
  t = await createTestApp({
    ATS_API_BASES: atsApiBasesEnv(atsFixtures),
    METRICS_TOKEN: 'metrics-token-long-enough-0123456789',
    ADMIN_EMAILS: `admin@example.com,${UNFACTORED_ADMIN_EMAIL},${UNPROVEN_ADMIN_EMAIL}`,
  });
  w = await seedWorld(t);
  unfactoredAdmin = await signedUpWithoutFactor();
  unprovenAdmin = await signedInWithPasswordOnly();
});
afterAll(async () => {
  await t.close();
  await atsFixtures.close();
});

/**
 * The per-member limit of password checks (5 in 15 minutes, auth-limits.ts) counts every wrong-password
 * row of the table; the limit has its own tests, so each cell starts with none counted.
 */
const forgetPasswordChecks = () => t.db.execute(sql`delete from rate_limits where key like 'app:password-check:%'`);

const routeOf = (r: Row) => r.route.slice(r.route.indexOf(' ') + 1);
const methodOf = (r: Row) => r.route.slice(0, r.route.indexOf(' '));
const describeRow = (r: Row) => `${r.route}${r.about ? ` (${r.about})` : ''}`;

/** Sends the row's request as `role` and says what came back, in the table's terms. */
/**
 * `as`: a derived caller (below the table's tests), by its cookie, or as a person signed in again for rows
 * that end the session, or by a personal API token alone (no cookie).
 */
async function outcome(
  r: Row,
  role: Role,
  as?: string | Person | { bearer: string },
): Promise<{ cell: string; body: string }> {
  const input = validInputs[r.route] ?? {};
  const path = (await r.path?.(w)) ?? routeOf(r);
  const query = (typeof r.query === 'function' ? r.query(w) : r.query) ?? input.query;
  const json = (r.json ?? input.json)?.(w, role);
  const form = await input.form?.(w, role);
  const bearer = typeof as === 'object' && 'bearer' in as ? as.bearer : undefined;
  const cookie =
    bearer !== undefined
      ? ''
      : typeof as === 'string'
        ? as
        : as && !('bearer' in as)
          ? r.endsSession
            ? await w.signedInAgain(as)
            : as.cookie
          : r.endsSession && role !== 'visitor'
            ? await w.freshSession(role)
            : undefined;
  const response = await w.send(role, query ? `${path}?${query}` : path, {
    method: methodOf(r),
    json: await json,
    form,
    cookie,
    bearer,
  });
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { cell: String(response.status), body: '(event stream)' };
  }
  const body = await response.text();
  if (!r.view || !response.ok) return { cell: String(response.status), body };
  return { cell: `${response.status} ${r.view(JSON.parse(body) as never, w)}`, body };
}

describe('access matrix', () => {
  it('has a row for every route the app serves, and none for a route it does not', () => {
    const served = servedRoutes(t.app);
    const inTable = new Set(table.map((r) => r.route));
    expect(
      served.filter((route) => !inTable.has(route)),
      'routes with no row in the access matrix',
    ).toEqual([]);
    expect(
      [...inTable].filter((route) => !served.includes(route)),
      'rows for routes the app does not serve',
    ).toEqual([]);
  });

  it('answers 404 for every better-auth endpoint outside the allow-list, whoever calls', async () => {
    // The library's own list of endpoints: a new better-auth version or plugin cannot open one unnoticed.
    const endpoints = Object.values(
      t.auth.api as unknown as Record<string, { path?: string; options?: { method?: string | string[] } }>,
    );
    const answered: string[] = [];
    for (const { path, options } of endpoints) {
      for (const method of [options?.method ?? []].flat()) {
        if (!path || AUTH_ENDPOINTS.has(`${method} ${path}`)) continue;
        for (const role of ROLES) {
          const response = await w.send(role, `/api/auth${path.replace(/:\w+/g, 'x')}`, {
            method,
            json: method === 'GET' ? undefined : { email: w.people.member.email },
          });
          if (response.status !== 404) answered.push(`${method} /api/auth${path} as ${role}: ${response.status}`);
        }
      }
    }
    expect(answered).toEqual([]);
  });

  it('answers each caller as the table says', async () => {
    const mismatches: string[] = [];
    // Calls that end their session go last: revoking sessions ends every session of the account.
    const ordered = [...table.filter((r) => !r.endsSession), ...table.filter((r) => r.endsSession)];
    for (const r of ordered) {
      for (const [index, role] of ROLES.entries()) {
        const expected = String(r.cells[index]);
        const { cell, body } = await outcome(r, role);
        await w.removeLeftovers();
        await forgetPasswordChecks();
        if (cell !== expected)
          mismatches.push(`${describeRow(r)} as ${role}: expected ${expected}, got ${cell} ${body.slice(0, 160)}`);
      }
    }
    expect(mismatches).toEqual([]);
    // Every cell of the table, one request after another (about a thousand): more than the default 20 s
    // on a loaded 2-core machine. The time is a budget, not what the test asserts.
  }, 120_000);

  it('answers a suspended member as it answers a visitor, on every route', async () => {
    // A member signs up (and so holds a session), then the administrator suspends them: the session they hold
    // is gone everywhere, and each route answers that cookie as it answers no cookie at all.
    // It runs after the table, whose last rows ended every session of the world's people: fresh ones.
    for (const role of ROLES) if (role !== 'visitor') w.people[role].cookie = await w.freshSession(role);
    const signUp = await w.send('visitor', '/api/auth/sign-up/email', {
      json: buildSignUp({ email: `${w.unique('suspended')}@example.com` }),
    });
    expect(signUp.status, await signUp.clone().text()).toBe(200);
    const cookie = signUp.headers.get('set-cookie')?.split(';')[0];
    const { id } = ((await signUp.json()) as { user: { id: string } }).user;
    expect((await w.send('admin', `/api/admin/members/${id}/suspend`, { method: 'POST' })).status).toBe(200);

    const mismatches: string[] = [];
    for (const r of table.filter((row) => !row.endsSession)) {
      const expected = String(r.cells[0]);
      const { cell, body } = await outcome(r, 'member', cookie);
      await w.removeLeftovers();
      if (cell !== expected)
        mismatches.push(
          `${describeRow(r)} as a suspended member: expected ${expected} (a visitor's), got ${cell} ${body.slice(0, 160)}`,
        );
    }
    expect(mismatches).toEqual([]);
  }, 120_000);
});

// A derived caller: an ADMIN_EMAILS administrator who has no second factor yet (decision 046). Admin
// powers need one, so where only the administrator gets through (the admin's cell 2xx, the member's
// not) the answer is 403 SECOND_FACTOR_REQUIRED; everywhere else they are an ordinary member.
const UNFACTORED_ADMIN_EMAIL = 'unfactored-admin@example.com';
let unfactoredAdmin: Person;

async function signedUpWithoutFactor(): Promise<Person> {
  const caller = t.client();
  const user = await caller.signUp(
    { email: UNFACTORED_ADMIN_EMAIL, firstName: 'Una', lastName: 'Unfactored' },
    { verified: true, secondFactor: false },
  );
  return { id: user.id, email: user.email, password: user.password, cookie: caller.cookie };
}

/** Rows where the member's cell is not this caller's for a reason other than admin powers. */
const UNFACTORED_OWN_CELLS: Partial<Record<string, string>> = {
  // Its address is verified, as the administrator's is.
  'POST /api/auth/email-otp/send-verification-otp': '400',
  // The member's own: their invitation, their uploaded logo.
  'POST /api/invitations/:id/decline': '404',
  'POST /api/startups': '400',
};

const isOk = (cell: Cell) => /^2/.test(String(cell));

/**
 * The derived caller's table: where only the administrator gets through, 403 SECOND_FACTOR_REQUIRED;
 * `refusedToo` (route keys) the same; elsewhere the member's cell.
 */
async function derivedAdminMismatches(person: Person, refusedToo: ReadonlySet<string> = new Set()) {
  const mismatches: string[] = [];
  const ordered = [...table.filter((r) => !r.endsSession), ...table.filter((r) => r.endsSession)];
  for (const r of ordered) {
    const isRefused = (isOk(r.cells[4]) && !isOk(r.cells[1])) || refusedToo.has(r.route);
    const expected = isRefused ? '403' : (UNFACTORED_OWN_CELLS[r.route] ?? String(r.cells[1]));
    const { cell, body } = await outcome(r, 'member', person);
    await w.removeLeftovers();
    await forgetPasswordChecks();
    if (cell !== expected)
      mismatches.push(`${describeRow(r)}: expected ${expected}, got ${cell} ${body.slice(0, 160)}`);
    else if (isRefused && !body.includes('"SECOND_FACTOR_REQUIRED"'))
      mismatches.push(`${describeRow(r)}: 403 without SECOND_FACTOR_REQUIRED ${body.slice(0, 160)}`);
  }
  return mismatches;
}

describe('access matrix: an administrator without a second factor', () => {
  // The table's last rows revoked every session of the people; the rows here need theirs.
  beforeAll(async () => {
    for (const role of ['member', 'owner', 'applicant', 'admin'] as const)
      w.people[role].cookie = await w.freshSession(role);
  });

  it('is refused with SECOND_FACTOR_REQUIRED where only the administrator gets through, and is a member elsewhere', async () => {
    expect(await derivedAdminMismatches(unfactoredAdmin)).toEqual([]);
  }, 120_000);
});

// A second derived caller (decision 048): an ADMIN_EMAILS administrator whose factor is a passkey, signed
// in with the password alone. The session proved no factor: no admin powers, and no changing the factors.
const UNPROVEN_ADMIN_EMAIL = 'unproven-admin@example.com';
let unprovenAdmin: Person;

async function signedInWithPasswordOnly(): Promise<Person> {
  const first = t.client();
  const user = await first.signUp(
    { email: UNPROVEN_ADMIN_EMAIL, firstName: 'Una', lastName: 'Unproven' },
    { verified: true, secondFactor: false },
  );
  const passkey = softwarePasskey({ rpId: new URL(TEST_ORIGIN).hostname, origin: TEST_ORIGIN });
  const { challenge } = (await (await first.request('/api/auth/passkey/generate-register-options')).json()) as {
    challenge: string;
  };
  expect(
    (
      await first.request('/api/auth/passkey/verify-registration', {
        json: { response: passkey.register(challenge), name: 'Laptop' },
      })
    ).status,
  ).toBe(200);
  const second = t.client();
  expect((await second.signIn(user.email, user.password)).status).toBe(200);
  return { id: user.id, email: user.email, password: user.password, cookie: second.cookie };
}

/** better-auth's endpoints that add or take away a factor, as the matrix keys them. */
const FACTOR_CHANGES = new Set(
  authEndpoints
    .filter((endpoint) => endpoint.changesFactors)
    .map((endpoint) => `${endpoint.method} /api/auth${endpoint.path}`),
);

describe('access matrix: an administrator signed in with the password alone', () => {
  beforeAll(async () => {
    for (const role of ['member', 'owner', 'applicant', 'admin'] as const)
      w.people[role].cookie = await w.freshSession(role);
  });

  it('is refused with SECOND_FACTOR_REQUIRED where only the administrator gets through and where factors change', async () => {
    expect(FACTOR_CHANGES.size).toBe(6);
    expect(await derivedAdminMismatches(unprovenAdmin, FACTOR_CHANGES)).toEqual([]);
  }, 120_000);
});

// A derived caller per scope (decision 049): the owner's personal API token with that one scope, sent alone,
// as a script sends it. Where the route declares the scope (its contract's tokenScope, which the OpenAPI
// document also shows) it gets the owner's answer; on a public route that does not, a visitor's answer
// (public data answers a token as it answers anyone, decision 064); everywhere else under /api, 403
// TOKEN_SCOPE_MISSING; outside /api (files, feeds, /metrics) and on the load balancer's checks the header
// means nothing: a visitor's answer.
const OUTSIDE_THE_GATE = new Set(['GET /api/health', 'GET /api/ready']);

async function tokenMismatches(scope: TokenScope, token: string) {
  const mismatches: string[] = [];
  for (const r of table) {
    const isGated = routeOf(r).startsWith('/api/') && !OUTSIDE_THE_GATE.has(r.route);
    const isOpened = contractFor(t.app.routes, methodOf(r), routeOf(r))?.tokenScope === scope;
    const isPublic = isPublicRoute(t.app.routes, methodOf(r), routeOf(r));
    const expected = !isGated || (isPublic && !isOpened) ? String(r.cells[0]) : isOpened ? String(r.cells[2]) : '403';
    const { cell, body } = await outcome(r, 'owner', { bearer: token });
    await w.removeLeftovers();
    // Four more passes of the table make four times its throwaway applications: the uploads' hourly counts have their own tests.
    await t.db.execute(sql`delete from rate_limits where key like 'app:upload-%'`);
    if (cell !== expected)
      mismatches.push(`${describeRow(r)}: expected ${expected}, got ${cell} ${body.slice(0, 160)}`);
    else if (isGated && !isOpened && !isPublic && !body.includes('"TOKEN_SCOPE_MISSING"'))
      mismatches.push(`${describeRow(r)}: 403 without TOKEN_SCOPE_MISSING ${body.slice(0, 160)}`);
  }
  return mismatches;
}

describe('access matrix: a personal API token of the owner, one scope at a time', () => {
  const tokens = new Map<TokenScope, string>();
  beforeAll(async () => {
    for (const role of ['member', 'owner', 'applicant', 'admin'] as const)
      w.people[role].cookie = await w.freshSession(role);
    for (const scope of TOKEN_SCOPES) {
      const response = await w.send('owner', '/api/account/tokens', {
        json: { name: `Matrix ${scope}`, scopes: [scope] },
      });
      expect(response.status, await response.clone().text()).toBe(201);
      tokens.set(scope, ((await response.json()) as { token: string }).token);
    }
  });

  it('opens some routes to each scope', () => {
    for (const scope of TOKEN_SCOPES)
      expect(
        table.filter((r) => contractFor(t.app.routes, methodOf(r), routeOf(r))?.tokenScope === scope).length,
        scope,
      ).toBeGreaterThanOrEqual(2);
  });

  it.each(TOKEN_SCOPES)(
    "with %s: the owner's answer where the route declares it, TOKEN_SCOPE_MISSING elsewhere",
    async (scope) => {
      expect(await tokenMismatches(scope, tokens.get(scope)!)).toEqual([]);
    },
    120_000,
  );
});
