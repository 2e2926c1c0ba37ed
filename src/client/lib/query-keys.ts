// Every query key of the client, in one place: a feature reads, writes and invalidates data (its own or
// another feature's) through these, never through a literal array. Invalidating a key invalidates every
// key it begins, so the prefixes (`all`, `lists`, `pages`) are what a write names to refresh a family.

export const queryKeys = {
  session: ['session'] as const,
  /** The member's own security events, in Settings. */
  securityEvents: (userId: string) => ['security-events', userId] as const,
  settings: ['settings'] as const,
  notifications: ['notifications'] as const,
  poll: ['poll'] as const,
  /** The sign-in page's "Sign in to apply for…": its own key, as the job page keeps that answer in another shape. */
  signInReason: (jobId: string | null) => ['sign-in-reason', jobId] as const,
  unsubscribe: (token: string) => ['unsubscribe', token] as const,
  follows: (userId: string) => ['follows', userId] as const,
  jobAlerts: (userId: string) => ['job-alerts', userId] as const,
  /** The member's personal API tokens (decision 049), in Settings. */
  apiTokens: (userId: string) => ['api-tokens', userId] as const,
  /** The member's kept resumes: their profile manages them, the apply form offers them. */
  keptResumes: (userId: string) => ['kept-resumes', userId] as const,
  /** What a member is open to: their own, or another member's as a founder sees it. */
  jobPreferences: (profileId: string) => ['job-preferences', profileId] as const,
  /** Jobs for you: the member's best matches, one list for the page, the dashboard and the board. */
  jobMatches: (userId: string) => ['job-matches', userId] as const,
  /** Candidates for founders: the pages of one set of filters, and the founder's open positions. */
  talent: {
    all: ['talent'] as const,
    list: <Filters>(filters: Filters) => ['talent', 'list', filters] as const,
    positions: ['talent', 'positions'] as const,
    /** The startups the member hides from. */
    hiddenFrom: ['talent', 'hidden-from'] as const,
    /** Startups by name, to pick one to hide from. */
    startupSearch: (search: string) => ['talent', 'startup-search', search] as const,
  },
  /** Invitations to apply: those received, those sent, and the invite dialog's options for one candidate. */
  invitations: {
    all: ['invitations'] as const,
    received: ['invitations', 'received'] as const,
    sent: ['invitations', 'sent'] as const,
    options: (candidateId: string) => ['invitations', 'options', candidateId] as const,
  },
  /** The member's passkeys (Settings → Security, decision 046). */
  passkeys: (userId: string) => ['passkeys', userId] as const,
  admin: {
    all: ['admin'] as const,
    startups: (search: string) => ['admin', 'startups', search] as const,
    /** The members page (decision 063), by its search; one member's page. */
    members: (search: string) => ['admin', 'members', search] as const,
    member: (userId: string) => ['admin', 'member', userId] as const,
    /** The moderation queue: open reports, or the latest decisions. */
    reports: (view: 'open' | 'resolved') => ['admin', 'reports', view] as const,
    /** The audit log, by its filters. */
    audit: <Filters>(filters: Filters) => ['admin', 'audit', filters] as const,
  },
  blog: {
    all: ['blog'] as const,
    sections: ['blog', 'sections'] as const,
    post: (slug: string) => ['blog', 'post', slug] as const,
    list: <Query>(query: Query) => ['blog', 'list', query] as const,
    stats: ['blog', 'stats'] as const,
    byId: (id: string) => ['blog', 'by-id', id] as const,
  },
  profiles: {
    all: ['profiles'] as const,
    me: ['profiles', 'me'] as const,
    byId: (id: string) => ['profiles', id] as const,
  },
  startups: {
    all: ['startups'] as const,
    list: <Filters>(filters: Filters) => ['startups', 'list', filters] as const,
    /** Every startup's public page. */
    pages: ['startups', 'slug'] as const,
    page: (slug: string) => ['startups', 'slug', slug] as const,
    own: (id: string | undefined) => ['startups', 'own', id] as const,
    /** Where the proof of a startup's domain stands, for its owner (decision 047). */
    verification: (id: string) => ['startups', 'own', id, 'verification'] as const,
    /** A startup's webhook endpoints, and each one's deliveries (decision 050). */
    webhooks: (id: string) => ['startups', 'own', id, 'webhooks'] as const,
    webhookDeliveries: (id: string, endpointId: string) =>
      ['startups', 'own', id, 'webhooks', endpointId, 'deliveries'] as const,
    /** The signed-in owner's startups (the dashboard and the applicants filters read the same). */
    mine: ['startups', 'mine'] as const,
    byOwner: (ownerId: string | undefined) => ['startups', 'owner', ownerId] as const,
  },
  jobs: {
    all: ['jobs'] as const,
    board: <Filters>(filters: Filters, after?: string) => ['jobs', 'board', filters, after ?? null] as const,
    /** Every position's public page. */
    pages: ['jobs', 'page'] as const,
    page: (id: string) => ['jobs', 'page', id] as const,
    /** A position as its owner edits it. */
    one: (id: string | undefined) => ['jobs', id] as const,
  },
  applications: {
    /** My Applications, and every application's notes, scorecards, messages and timeline. */
    all: ['applications'] as const,
    mine: ['applications', 'mine'] as const,
    /** The caller's earlier answers, offered again on a position's apply form. */
    previousAnswers: (jobId: string) => ['applications', 'previous-answers', jobId] as const,
    notes: (id: string) => ['applications', id, 'notes'] as const,
    /** The team's private scorecards of one application (decision 041). */
    scorecards: (id: string) => ['applications', id, 'scorecards'] as const,
    messages: (id: string) => ['applications', id, 'messages'] as const,
    timeline: (id: string) => ['applications', id, 'timeline'] as const,
  },
  applicants: {
    all: ['applicants'] as const,
    lists: ['applicants', 'list'] as const,
    list: <Filters>(filters: Filters) => ['applicants', 'list', filters] as const,
    answers: (applicationId: string) => ['applicants', 'answers', applicationId] as const,
    one: (id: string | null) => ['applicants', 'one', id] as const,
    /** A startup's pipeline and its counts (decision 044): under the page's key, so every move reads it again. */
    pipeline: (startupId: string | undefined) => ['applicants', 'pipeline', startupId] as const,
  },
  /** Interviews: one, an application's (newest first), and the caller's upcoming ones. */
  interviews: {
    all: ['interviews'] as const,
    one: (id: string) => ['interviews', 'one', id] as const,
    forApplication: (applicationId: string) => ['interviews', 'application', applicationId] as const,
    upcoming: ['interviews', 'upcoming'] as const,
  },
  dashboard: {
    /** The dashboard's counts and lists. */
    all: ['dashboard'] as const,
    metrics: ['dashboard', 'metrics'] as const,
    jobs: (startupId: string | undefined) => ['dashboard', 'jobs', startupId] as const,
    received: (jobId: string) => ['dashboard', 'applications', jobId] as const,
    /** The ATS boards a startup imported from. */
    atsBoards: (startupId: string) => ['dashboard', 'ats-boards', startupId] as const,
  },
};

export const mutationKeys = {
  /** Following or unfollowing a startup: the follows list is read again once the last one is answered. */
  follow: ['follow'] as const,
};
