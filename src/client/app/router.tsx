import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { paths } from '../../shared/paths';
import { NotFoundPage, ServerErrorPage, UnauthorizedPage } from './routes/error-pages';
import { RedirectIfSignedIn, RequireAdmin, RequireAuth } from './routes/guards';
import { Layout } from './shell/layout';

// Pages load on demand, so a visitor of one page downloads only that page's code.
const LandingPage = lazy(() => import('./routes/landing'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const OwnProfilePage = lazy(() => import('../features/profiles/own-profile-page'));
const UserProfilePage = lazy(() => import('../features/profiles/user-profile-page'));
const StartupsPage = lazy(() => import('../features/startups/startups-page'));
const StartupDetailPage = lazy(() => import('../features/startups/startup-detail-page'));
const PostStartupPage = lazy(() => import('../features/startups/post-startup-page'));
const EditStartupPage = lazy(() => import('../features/startups/edit-startup-page'));
const JobFormPage = lazy(() => import('../features/startups/job-form-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const BlogPage = lazy(() => import('../features/blog/blog-page'));
const PostPage = lazy(() => import('../features/blog/post-page'));
const CategoryPage = lazy(() => import('../features/blog/category-page'));
const BlogAdminPage = lazy(() => import('../features/blog/blog-admin-page'));
const AdminStartupsPage = lazy(() => import('../features/admin/admin-startups-page'));
const InvestPage = lazy(() => import('../features/invest/invest-page'));
const ContactPage = lazy(() => import('../features/contact/contact-page'));
const AboutPage = lazy(() => import('../features/marketing/about-page'));
const RoadmapPage = lazy(() => import('../features/marketing/roadmap-page'));
const IncubatorsPage = lazy(() => import('../features/marketing/incubators-page'));
const FaqsPage = lazy(() => import('../features/marketing/faqs-page'));
const LegalPage = lazy(() => import('../features/marketing/legal-page'));
const BetaAgreementPage = lazy(() => import('../features/marketing/beta-agreement-page'));
const GetStartedPage = lazy(() => import('../features/marketing/get-started-page'));

const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <ServerErrorPage />,
    children: [
      {
        element: <RedirectIfSignedIn />,
        children: [
          { path: paths.home, element: <LandingPage /> },
          { path: paths.login, element: <LoginPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          { path: paths.profile, element: <OwnProfilePage /> },
          { path: paths.postStartup, element: <PostStartupPage /> },
          { path: paths.editStartup, element: <EditStartupPage /> },
          { path: paths.newJob, element: <JobFormPage /> },
          { path: paths.editJob, element: <JobFormPage /> },
          { path: paths.dashboard, element: <DashboardPage /> },
        ],
      },
      { element: <RequireAdmin redirectTo={paths.blog} />, children: [{ path: paths.blogAdmin, element: <BlogAdminPage /> }] },
      { element: <RequireAdmin redirectTo={paths.startups} />, children: [{ path: paths.adminStartups, element: <AdminStartupsPage /> }] },
      { path: paths.startups, element: <StartupsPage /> },
      { path: paths.startup, element: <StartupDetailPage /> },
      { path: paths.startupAlt, element: <StartupDetailPage /> },
      { path: paths.userProfile, element: <UserProfilePage /> },
      { path: paths.invest, element: <InvestPage /> },
      { path: paths.legal, element: <LegalPage /> },
      { path: paths.betaAgreement, element: <BetaAgreementPage /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.incubators, element: <IncubatorsPage /> },
      { path: paths.roadmap, element: <RoadmapPage /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.faqs, element: <FaqsPage /> },
      { path: paths.getStarted, element: <GetStartedPage /> },
      { path: paths.blog, element: <BlogPage /> },
      { path: paths.blogCategory, element: <CategoryPage /> },
      { path: paths.blogPost, element: <PostPage /> },
      { path: paths.unauthorized, element: <UnauthorizedPage /> },
      { path: paths.serverError, element: <ServerErrorPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

export const router = createBrowserRouter(routes);
