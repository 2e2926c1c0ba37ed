/**
 * What a write changes in the visitors' cache (decision 032): each kept answer is tagged with the
 * public data it shows, each write route with the data it changes, and a successful write forgets
 * only the answers that share a tag with it. The two tables below are the whole mapping; a path they
 * do not know is treated as showing, or changing, everything.
 */

/**
 * - `startups`: startups, their open positions, and their owners' names and photos (on a card);
 * - `response-records`: applications and their first answers, which make a startup's response record
 *   (on its page and its positions' pages, decision 019);
 * - `blog`: the posts.
 */
export type CacheTag = 'startups' | 'response-records' | 'blog';

export const ALL_TAGS: readonly CacheTag[] = ['startups', 'response-records', 'blog'];

/** A startup's page and a position's page: the startup, its positions and its response record. */
const WITH_RECORD: readonly CacheTag[] = ['startups', 'response-records'];

/**
 * What each kept answer shows, by its path. A server-rendered page shows what its `prefetch` asks of
 * the API (client pages, decision 014), plus its head (features/seo); any other page may show anything.
 */
const ANSWERS: [pattern: string, tags: readonly CacheTag[]][] = [
  ['/api/startups', ['startups']],
  ['/api/startups/by-slug/:slug', WITH_RECORD],
  ['/api/jobs', ['startups']],
  // The board's similar positions and the position's startup come with it.
  ['/api/jobs/:id/page', WITH_RECORD],
  ['/api/blog', ['blog']],
  ['/api/blog/posts', ['blog']],
  ['/api/blog/posts/:slug', ['blog']],
  ['/blog/rss.xml', ['blog']],
  ['/jobs/feed.xml', ['startups']],
  ['/sitemap.xml', ['startups', 'blog']],
  ['/sitemaps/:file', ['startups', 'blog']],
  ['/startups', ['startups']],
  ['/startup/:slug', WITH_RECORD],
  ['/startups/:slug', WITH_RECORD],
  ['/jobs', ['startups']],
  ['/jobs/:id', WITH_RECORD],
  ['/blog', ['blog']],
  ['/blog/category/:category', ['blog']],
  ['/blog/:slug', ['blog']],
];

const NOTHING: readonly CacheTag[] = [];

/**
 * What each write changes that visitors see. Read from the routes (features/*\/*.routes.ts and
 * auth/endpoints.ts) and the public reads' queries: a card joins its owner's profile; the response
 * record counts applications and their first status change, not messages, notes, ratings or scorecards; follower
 * counts and poll results are shown to members only, never kept here.
 */
const WRITES: [route: string, tags: readonly CacheTag[]][] = [
  // A member's own things, shown to them alone.
  ['POST /api/notifications/read-all', NOTHING],
  // Second factors (decision 046): a member's own sign-in, never on a public page.
  ['POST /api/auth/two-factor/enable', NOTHING],
  ['POST /api/auth/two-factor/verify-totp', NOTHING],
  ['POST /api/auth/two-factor/verify-backup-code', NOTHING],
  ['POST /api/auth/two-factor/disable', NOTHING],
  ['POST /api/auth/two-factor/generate-backup-codes', NOTHING],
  ['POST /api/auth/passkey/verify-registration', NOTHING],
  ['POST /api/auth/passkey/verify-authentication', NOTHING],
  ['POST /api/auth/passkey/update-passkey', NOTHING],
  ['POST /api/auth/passkey/delete-passkey', NOTHING],
  ['POST /api/notifications/:id/read', NOTHING],
  ['PUT /api/account/settings', NOTHING],
  ['POST /api/account/change-email', NOTHING],
  ['POST /api/account/change-email/confirm', NOTHING],
  ['PUT /api/poll', NOTHING],
  ['PUT /api/follows/:startupId', NOTHING],
  ['DELETE /api/follows/:startupId', NOTHING],
  ['PUT /api/talent/hidden-from/:startupId', NOTHING],
  ['DELETE /api/talent/hidden-from/:startupId', NOTHING],
  ['POST /api/invitations', NOTHING],
  ['POST /api/invitations/:id/decline', NOTHING],
  ['POST /api/job-alerts', NOTHING],
  ['PATCH /api/job-alerts/:id', NOTHING],
  ['DELETE /api/job-alerts/:id', NOTHING],
  // Kept resumes: private to their member (decision 040).
  ['POST /api/resumes', NOTHING],
  ['PATCH /api/resumes/:id', NOTHING],
  ['DELETE /api/resumes/:id', NOTHING],
  // Jobs for you: a member's own list, never kept for visitors.
  ['PUT /api/jobs/:id/dismissal', NOTHING],
  ['DELETE /api/jobs/:id/dismissal', NOTHING],
  ['POST /api/contact', NOTHING],
  ['POST /api/unsubscribe', NOTHING],
  ['POST /api/unsubscribe/resubscribe', NOTHING],
  ['POST /api/applications/:id/messages', NOTHING],
  ['POST /api/applications/:id/notes', NOTHING],
  ['PUT /api/applications/:id/rating', NOTHING],
  // Scorecards are the team's alone (decision 041), never on a public page.
  ['PUT /api/applications/:id/scorecard', NOTHING],
  ['DELETE /api/applications/:id/scorecard', NOTHING],
  // Interviews are their two people's alone, never on a public page; nor is a member's time zone.
  ['POST /api/applications/:id/interviews', NOTHING],
  ['POST /api/interviews/:id/book', NOTHING],
  ['POST /api/interviews/:id/other-times', NOTHING],
  ['POST /api/interviews/:id/reschedule', NOTHING],
  ['POST /api/interviews/:id/cancel', NOTHING],
  ['PUT /api/account/time-zone', NOTHING],
  // Personal API tokens are their member's alone (decision 049).
  ['POST /api/account/tokens', NOTHING],
  ['DELETE /api/account/tokens/:id', NOTHING],
  // An uploaded image shows once a startup or post is saved with it.
  ['POST /api/startups/logo', NOTHING],
  ['POST /api/blog/images', NOTHING],
  // Accounts and sessions; deleting an account removes its startups, applications and posts.
  ['POST /api/auth/sign-up/email', NOTHING],
  ['POST /api/auth/sign-in/email', NOTHING],
  ['POST /api/auth/sign-out', NOTHING],
  ['POST /api/auth/revoke-sessions', NOTHING],
  ['POST /api/auth/change-password', NOTHING],
  ['POST /api/auth/email-otp/request-password-reset', NOTHING],
  ['POST /api/auth/email-otp/reset-password', NOTHING],
  ['POST /api/auth/email-otp/send-verification-otp', NOTHING],
  ['POST /api/auth/email-otp/verify-email', NOTHING],
  ['POST /api/auth/delete-user', ALL_TAGS],
  // Startups and positions; deleting either deletes applications too.
  ['POST /api/startups', ['startups']],
  ['PUT /api/startups/:id', ['startups']],
  ['PATCH /api/startups/:id/active', ['startups']],
  // A domain proved shows as a badge on the startup's cards and pages; a code sent or a record shown does not (decision 047).
  // Imported positions are public at once; the hourly sync's changes forget the listing counts itself.
  ['POST /api/startups/:id/ats/preview', NOTHING],
  ['POST /api/startups/:id/ats/import', ['startups']],
  ['POST /api/startups/:id/ats/boards/:boardId/sync', ['startups']],
  ['POST /api/startups/:id/verification/email', NOTHING],
  ['POST /api/startups/:id/verification/email/confirm', ['startups']],
  ['POST /api/startups/:id/verification/dns', NOTHING],
  ['POST /api/startups/:id/verification/dns/check', ['startups']],
  // Webhooks are the owner's own (decision 050): nothing a visitor sees.
  ['POST /api/startups/:id/webhooks', NOTHING],
  ['DELETE /api/startups/:id/webhooks/:endpointId', NOTHING],
  ['POST /api/startups/:id/webhooks/:endpointId/test', NOTHING],
  ['POST /api/startups/:id/webhooks/deliveries/:deliveryId/resend', NOTHING],
  ['DELETE /api/startups/:id', WITH_RECORD],
  ['DELETE /api/admin/startups/:id', WITH_RECORD],
  // Moderation: hiding, restoring and suspending change what visitors see, and so may a report (the third hides its
  // item).
  ['POST /api/reports', ['startups']],
  ['POST /api/admin/reports/:itemType/:itemId/hide', ['startups']],
  ['POST /api/admin/reports/:itemType/:itemId/dismiss', ['startups']],
  ['POST /api/admin/reports/:itemType/:itemId/restore', ['startups']],
  ['POST /api/admin/members/:userId/suspend', ['startups']],
  ['POST /api/admin/members/:userId/reinstate', ['startups']],
  // A member's data downloaded changes nothing; erasing a member removes their startups, applications and posts, as deleting one's own account.
  ['POST /api/admin/members/:userId/export', NOTHING],
  ['DELETE /api/admin/members/:userId', ALL_TAGS],
  ['POST /api/startups/:id/jobs', ['startups']],
  ['PUT /api/jobs/:id', ['startups']],
  ['PATCH /api/jobs/:id/active', ['startups']],
  ['DELETE /api/jobs/:id', WITH_RECORD],
  // The owner's name and photo on their startups' cards.
  ['PUT /api/profiles/:id', ['startups']],
  // What a member is open to is shown to founders only, never kept for visitors.
  ['PUT /api/profiles/:id/preferences', NOTHING],
  ['PUT /api/profiles/:id/avatar', ['startups']],
  ['DELETE /api/profiles/:id/avatar', ['startups']],
  // Applications: the response record.
  ['POST /api/jobs/:id/applications', ['response-records']],
  ['PATCH /api/applications/:id/status', ['response-records']],
  ['POST /api/applicants/bulk-status', ['response-records']],
  // A move into an own stage answers an application as a status change does (the response record, decision 044);
  // removing a stage moves only applications already answered. The stages themselves are the team's alone.
  ['PUT /api/applications/:id/stage', ['response-records']],
  ['POST /api/applicants/bulk-stage', ['response-records']],
  ['POST /api/startups/:id/pipeline-stages', NOTHING],
  ['PUT /api/startups/:id/pipeline-stages/order', NOTHING],
  ['PATCH /api/startups/:id/pipeline-stages/:stageId', NOTHING],
  ['DELETE /api/startups/:id/pipeline-stages/:stageId', NOTHING],
  ['POST /api/applications/:id/withdraw', ['response-records']],
  ['DELETE /api/applications/:id', ['response-records']],
  ['POST /api/blog/posts', ['blog']],
  ['PUT /api/blog/posts/by-id/:id', ['blog']],
  ['DELETE /api/blog/posts/by-id/:id', ['blog']],
];

/** The write routes the table names (its test checks them against the app's). */
export const WRITE_ROUTES: readonly string[] = WRITES.map(([route]) => route);

type Matcher = { method: string; segments: string[]; tags: readonly CacheTag[] };

const compile = (method: string, pattern: string, tags: readonly CacheTag[]): Matcher => ({
  method,
  segments: pattern.split('/'),
  tags,
});
const answerMatchers = ANSWERS.map(([pattern, tags]) => compile('GET', pattern, tags));
const writeMatchers = WRITES.map(([route, tags]) => {
  const [method = '', pattern = ''] = route.split(' ');
  return compile(method, pattern, tags);
});

function find(matchers: Matcher[], method: string, path: string): readonly CacheTag[] | undefined {
  const segments = path.split('/');
  for (const matcher of matchers) {
    if (matcher.method !== method || matcher.segments.length !== segments.length) continue;
    if (
      matcher.segments.every((segment, i) => (segment.startsWith(':') ? segments[i] !== '' : segment === segments[i]))
    )
      return matcher.tags;
  }
  return undefined;
}

/** The public data an answer at `path` (no query) shows: everything when the path is not in the table. */
export const tagsOfAnswer = (path: string): readonly CacheTag[] => find(answerMatchers, 'GET', path) ?? ALL_TAGS;

/** The public data a successful write changes: everything when the route is not in the table. */
export const tagsChangedBy = (method: string, path: string): readonly CacheTag[] =>
  find(writeMatchers, method, path) ?? ALL_TAGS;
