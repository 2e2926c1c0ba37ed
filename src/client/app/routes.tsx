import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { PageSkeleton } from '../components/skeleton';
import type { PagePrefetch } from '../lib/prefetch';
import { paths } from '../../shared/paths';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from './routes/error-pages';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './routes/guards';
import { Layout } from './shell/layout';

type PageModule = { default: ComponentType; prefetch?: PagePrefetch };

/** What a page route carries once its code is loaded: whether the server renders it, and its data. */
export type PageHandle = { isServerRendered: boolean; prefetch?: PagePrefetch };

/** The route of the pages only visitors see (signed-in members go to /startups). */
export const VISITORS_ONLY_ROUTE_ID = 'visitors-only';

// Pages load on demand, so a visitor of one page downloads only that page's code. They are the router's
// own lazy routes rather than React.lazy: the router starts fetching the first page's code the moment it
// is created, alongside the session request, instead of after the shell has rendered.
// Until the first page's code is there, the shell shows with a page-shaped skeleton where the page goes.
// Public pages are rendered on the server (entry-server.tsx) with the data their `prefetch` names.
const page = (path: string, load: () => Promise<PageModule>, { isServerRendered = false } = {}): RouteObject => ({
  path,
  lazy: async () => {
    const module = await load();
    const handle: PageHandle = { isServerRendered, prefetch: module.prefetch };
    return { Component: module.default, handle };
  },
  hydrateFallbackElement: <PageSkeleton />,
});
const publicPage = (path: string, load: () => Promise<PageModule>) => page(path, load, { isServerRendered: true });

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ServerErrorPage />,
    children: [
      {
        id: VISITORS_ONLY_ROUTE_ID,
        element: <RedirectIfSignedIn />,
        children: [
          publicPage(paths.home, () => import('./routes/landing')),
          page(paths.login, () => import('../features/auth/login-page')),
          page(paths.forgotPassword, () => import('../features/auth/forgot-password-page')),
          page(paths.resetPassword, () => import('../features/auth/reset-password-page')),
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          page(paths.profile, () => import('../features/profiles/own-profile-page')),
          page(paths.postStartup, () => import('../features/startups/post-startup-page')),
          page(paths.editStartup, () => import('../features/startups/edit-startup-page')),
          page(paths.newJob, () => import('../features/jobs/job-form-page')),
          page(paths.importJobs, () => import('../features/ats-import/import-positions-page')),
          page(paths.editJob, () => import('../features/jobs/job-form-page')),
          page(paths.dashboard, () => import('../features/dashboard/dashboard-page')),
          page(paths.jobsForYou, () => import('../features/job-matches/job-matches-page')),
          page(paths.applicants, () => import('../features/applicants/applicants-page')),
          page(paths.startupWebhooks, () => import('../features/webhooks/webhooks-page')),
          page(paths.talent, () => import('../features/talent/talent-page')),
          page(paths.report, () => import('../features/moderation/report-page')),
          page(paths.invitations, () => import('../features/invitations/invitations-page')),
          page(paths.interview, () => import('../features/interviews/interview-page')),
        ],
      },
      {
        element: <RequireAdmin redirectTo={paths.blog} />,
        children: [page(paths.blogAdmin, () => import('../features/blog/blog-admin-page'))],
      },
      {
        element: <RequireAdmin redirectTo={paths.startups} />,
        children: [page(paths.adminStartups, () => import('../features/admin/admin-startups-page'))],
      },
      {
        element: <RequireAdmin redirectTo={paths.startups} />,
        children: [
          page(paths.adminReports, () => import('../features/moderation/admin-reports-page')),
          page(paths.adminAudit, () => import('../features/audit/admin-audit-page')),
        ],
      },
      {
        element: <RequireAdmin redirectTo={paths.startups} />,
        children: [
          page(paths.admin, () => import('../features/admin/admin-home-page')),
          page(paths.adminMembers, () => import('../features/admin/admin-members-page')),
          page(paths.adminMember, () => import('../features/admin/admin-member-page')),
        ],
      },
      publicPage(paths.startups, () => import('../features/startups/startups-page')),
      publicPage(paths.jobs, () => import('../features/jobs/jobs-page')),
      publicPage(paths.job, () => import('../features/jobs/job-page')),
      publicPage(paths.startup, () => import('../features/startups/startup-detail-page')),
      publicPage(paths.startupAlt, () => import('../features/startups/startup-detail-page')),
      page(paths.userProfile, () => import('../features/profiles/user-profile-page')),
      page(paths.invest, () => import('../features/invest/invest-page')),
      // The link in our e-mails: no sign-in, and rendered in the browser (nothing to list or cache).
      page(paths.unsubscribe, () => import('../features/email-preferences/unsubscribe-page')),
      publicPage(paths.legal, () => import('../features/marketing/legal-page')),
      publicPage(paths.betaAgreement, () => import('../features/marketing/beta-agreement-page')),
      publicPage(paths.about, () => import('../features/marketing/about-page')),
      publicPage(paths.incubators, () => import('../features/marketing/incubators-page')),
      publicPage(paths.roadmap, () => import('../features/marketing/roadmap-page')),
      publicPage(paths.contact, () => import('../features/contact/contact-page')),
      publicPage(paths.faqs, () => import('../features/marketing/faqs-page')),
      publicPage(paths.getStarted, () => import('../features/marketing/get-started-page')),
      publicPage(paths.blog, () => import('../features/blog/blog-page')),
      publicPage(paths.blogCategory, () => import('../features/blog/category-page')),
      publicPage(paths.blogPost, () => import('../features/blog/post-page')),
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
