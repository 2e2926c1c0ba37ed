// Every page of the app. The client routes on them; the server answers 404 for
// any other path, so that a missing page is a real 404 for browsers and search engines too.

export const paths = {
  home: '/',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  startups: '/startups',
  jobs: '/jobs',
  /** Jobs for you: ahead of /jobs/:id, so that the server's routes match it first too. */
  jobsForYou: '/jobs/for-you',
  job: '/jobs/:id',
  startup: '/startup/:slug',
  startupAlt: '/startups/:slug',
  profile: '/profile',
  userProfile: '/profile/:id',
  postStartup: '/post-startup',
  editStartup: '/edit-startup/:id',
  newJob: '/jobs/:startupId/new',
  /** Positions from the startup's applicant tracking system. */
  importJobs: '/jobs/:startupId/import',
  editJob: '/jobs/:startupId/edit/:jobId',
  dashboard: '/dashboard',
  /** The founder's applicants across their startups (decision 019): a tab of the dashboard with its own address. */
  applicants: '/dashboard/applicants',
  /** A startup's webhooks (decision 050): its owner's endpoints and their deliveries. */
  startupWebhooks: '/dashboard/startups/:id/webhooks',
  /** An interview's page: the candidate books a time there; the founder sees where it stands. */
  interview: '/interviews/:id',
  invest: '/invest',
  legal: '/legal',
  betaAgreement: '/beta-agreement',
  about: '/about',
  incubators: '/incubators',
  roadmap: '/roadmap',
  contact: '/contact',
  faqs: '/faqs',
  getStarted: '/get-started',
  blog: '/blog',
  blogAdmin: '/blog/admin',
  blogCategory: '/blog/category/:category',
  blogPost: '/blog/:slug',
  /** The administrator's home: a link to every administrator page (decision 063). */
  admin: '/admin',
  adminStartups: '/admin/startups',
  /** Members found by name or e-mail, and a member's page with the actions on the account (decision 063). */
  adminMembers: '/admin/members',
  adminMember: '/admin/members/:id',
  /** The moderation queue: reported items grouped, and what the administrator decides. */
  adminReports: '/admin/reports',
  /** The audit log: every administrator action and member security event. */
  adminAudit: '/admin/audit',
  /** The report form: a page of its own, so that a Report link works before the page's script has loaded. */
  report: '/report',
  /** Candidates open to work, for founders with a listed startup and the administrator. */
  talent: '/talent',
  /** Invitations to apply: those a member received, and those a founder sent. */
  invitations: '/invitations',
  unauthorized: '/unauthorized',
  serverError: '/server-error',
  /** The page of an e-mail's unsubscribe link (decision 018): no sign-in needed. */
  unsubscribe: '/unsubscribe',
} as const;

/** The administrator's page of one member. */
export const adminMemberPath = (userId: string) => paths.adminMember.replace(':id', userId);

/** The address of a startup's webhooks page. */
export const startupWebhooksPath = (startupId: string) => paths.startupWebhooks.replace(':id', startupId);

export const pagePatterns: readonly string[] = Object.values(paths);

/**
 * Where a session that ends on its own does not send the user to /login (the public pages, plus the marketing
 * pages).
 */
export const publicPaths: readonly string[] = [
  paths.home,
  paths.login,
  paths.forgotPassword,
  paths.resetPassword,
  paths.startups,
  paths.jobs,
  paths.job,
  paths.startup,
  paths.startupAlt,
  paths.invest,
  paths.legal,
  paths.betaAgreement,
  paths.about,
  paths.incubators,
  paths.roadmap,
  paths.contact,
  paths.faqs,
  paths.getStarted,
  paths.blog,
  paths.blogCategory,
  paths.blogPost,
  paths.unauthorized,
  paths.serverError,
  paths.unsubscribe,
];

/** Where a notification leads (decision 020): the page about what it tells. */
export const notificationLinks = {
  /** The candidate's own application, opened in My Applications. */
  myApplication: (applicationId: string) => `${paths.dashboard}?tab=applications&application=${applicationId}`,
  /** An application to the founder's startup, opened in the applicants panel. */
  applicant: (applicationId: string) => `${paths.applicants}?open=${applicationId}`,
  job: (jobId: string) => `/jobs/${jobId}`,
  /** The candidate's invitations to apply. */
  invitations: () => paths.invitations,
  /** The founder's sent invitations, with their answers. */
  sentInvitations: () => `${paths.invitations}?tab=sent`,
  interview: (interviewId: string) => `/interviews/${interviewId}`,
} as const;

/** What a notification's link is about, among the things that can be deleted after it was sent. */
export type LinkSubject = { kind: 'interview' | 'application' | 'job'; id: string };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The interview, application or position a link of notificationLinks opens; null for any other link. */
export function subjectOfLink(link: string | null): LinkSubject | null {
  if (!link?.startsWith('/')) return null;
  const url = new URL(link, 'http://link.invalid');
  const candidates: [LinkSubject['kind'], string | null | undefined][] = [
    ['interview', /^\/interviews\/([^/]+)$/.exec(url.pathname)?.[1]],
    ['application', url.pathname === paths.dashboard ? url.searchParams.get('application') : null],
    ['application', url.pathname === paths.applicants ? url.searchParams.get('open') : null],
    ['job', /^\/jobs\/([^/]+)$/.exec(url.pathname)?.[1]],
  ];
  const found = candidates.find(([, id]) => id && ID.test(id));
  return found ? { kind: found[0], id: found[1]!.toLowerCase() } : null;
}
