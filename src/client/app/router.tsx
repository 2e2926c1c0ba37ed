import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { Spinner } from '../components/states';
import { paths } from '../../shared/paths';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from './routes/error-pages';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './routes/guards';
import { Layout } from './shell/layout';

type PageModule = { default: ComponentType };

// Pages load on demand, so a visitor of one page downloads only that page's code. They are the router's
// own lazy routes rather than React.lazy: the router starts fetching the first page's code the moment it
// is created, alongside the session request, instead of after the shell has rendered.
// Until the first page's code is there, the shell shows with a spinner where the page goes.
const page = (path: string, load: () => Promise<PageModule>): RouteObject => ({
  path,
  lazy: async () => ({ Component: (await load()).default }),
  hydrateFallbackElement: <Spinner />,
});

const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ServerErrorPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          page(paths.home, () => import('./routes/landing')),
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
          page(paths.newJob, () => import('../features/startups/job-form-page')),
          page(paths.editJob, () => import('../features/startups/job-form-page')),
          page(paths.dashboard, () => import('../features/dashboard/dashboard-page')),
        ],
      },
      { element: <RequireAdmin redirectTo={paths.blog} />, children: [page(paths.blogAdmin, () => import('../features/blog/blog-admin-page'))] },
      { element: <RequireAdmin redirectTo={paths.startups} />, children: [page(paths.adminStartups, () => import('../features/admin/admin-startups-page'))] },
      page(paths.startups, () => import('../features/startups/startups-page')),
      page(paths.startup, () => import('../features/startups/startup-detail-page')),
      page(paths.startupAlt, () => import('../features/startups/startup-detail-page')),
      page(paths.userProfile, () => import('../features/profiles/user-profile-page')),
      page(paths.invest, () => import('../features/invest/invest-page')),
      page(paths.legal, () => import('../features/marketing/legal-page')),
      page(paths.betaAgreement, () => import('../features/marketing/beta-agreement-page')),
      page(paths.about, () => import('../features/marketing/about-page')),
      page(paths.incubators, () => import('../features/marketing/incubators-page')),
      page(paths.roadmap, () => import('../features/marketing/roadmap-page')),
      page(paths.contact, () => import('../features/contact/contact-page')),
      page(paths.faqs, () => import('../features/marketing/faqs-page')),
      page(paths.getStarted, () => import('../features/marketing/get-started-page')),
      page(paths.blog, () => import('../features/blog/blog-page')),
      page(paths.blogCategory, () => import('../features/blog/category-page')),
      page(paths.blogPost, () => import('../features/blog/post-page')),
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
