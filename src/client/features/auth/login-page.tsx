import { Briefcase, Rocket, Users } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { api, unwrap } from '../../lib/api';
import { applyingTo, safeRedirect } from '../../lib/sign-in-redirect';
import { Logo } from '../../components/logo';
import { Tabs, TabsContent, TabsList } from '../../components/tabs';
import { useDocumentTitle } from '../../lib/use-document-title';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { queryKeys } from '../../lib/query-keys';

const benefits = [
  { icon: Rocket, title: 'Showcase your startup', text: 'A page for your mission, story and open roles.' },
  { icon: Briefcase, title: 'Hire your first team', text: 'Post positions and review applications in one dashboard.' },
  { icon: Users, title: 'Join a startup', text: 'Browse early-stage teams and apply with one PDF.' },
];

/** One screen, two tabs: sign in and sign up. */
export default function LoginPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = searchParams.get('tab') === 'signup' ? 'signup' : 'signin';
  useDocumentTitle(tab === 'signup' ? 'Sign Up' : 'Sign In');
  const reason = useSignInReason(safeRedirect(searchParams.get('redirect')));
  // Switching tabs keeps where the person returns to.
  const showTab = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'signup') next.set('tab', 'signup');
        else next.delete('tab');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-2 lg:py-16">
      <section className="hidden flex-col justify-center rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-10 text-white lg:flex">
        <Logo inverted />
        <h1 className="mt-8 text-4xl font-bold leading-tight">Where Startups Take Off</h1>
        <p className="mt-3 max-w-md text-brand-100">
          Founders, talent and investors, building what comes next together.
        </p>
        <ul className="mt-10 space-y-6">
          {benefits.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-white/10">
                <Icon className="size-5 text-accent-300" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="text-sm text-brand-100">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <section className="mx-auto w-full max-w-md self-center">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <h1 className="text-2xl font-bold text-slate-900">
            {tab === 'signup' ? 'Create your account' : 'Welcome back'}
          </h1>
          {reason ? (
            <p className="mt-2 rounded-lg bg-brand-50 px-3 py-2 text-sm font-medium text-brand-900" role="status">
              {reason}
            </p>
          ) : (
            <p className="mt-1 text-sm text-slate-600">
              {tab === 'signup' ? 'It takes a minute, and it is free.' : 'Sign in to continue to your dashboard.'}
            </p>
          )}
          <Tabs value={tab} onValueChange={showTab} className="mt-6">
            <TabsList
              label="Sign in or sign up"
              tabs={[
                { value: 'signin', label: 'Sign In' },
                { value: 'signup', label: 'Sign Up' },
              ]}
            />
            <TabsContent value="signin" className="mt-6">
              <SignInForm />
            </TabsContent>
            <TabsContent value="signup" className="mt-6">
              <SignUpForm />
            </TabsContent>
          </Tabs>
        </div>
      </section>
    </div>
  );
}

/**
 * Why the person is asked to sign in, when a page sent them (decision 020): "Sign in to apply for Product
 * Designer at GreenGrid" for a position (its title read from the API, never from the address), else
 * that they will come back where they were.
 */
function useSignInReason(redirect: string | null): string | null {
  const jobId = applyingTo(redirect);
  const job = useQuery({
    // Its own key: the job page keeps this address's answer in another shape.
    queryKey: queryKeys.signInReason(jobId),
    queryFn: () => unwrap(api.jobs[':id'].page.$get({ param: { id: encodeURIComponent(jobId!) } })),
    enabled: !!jobId,
    retry: false,
  });
  if (!redirect) return null;
  if (job.data)
    return `Sign in to apply for ${job.data.job.title} at ${job.data.startup.name}. You will come back to it.`;
  return 'Sign in to continue. You will come back to where you were.';
}
