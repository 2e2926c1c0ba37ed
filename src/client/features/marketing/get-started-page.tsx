import { ArrowRight, Rocket, Sprout, UserPlus, Users } from 'lucide-react';
import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { MAX_STARTUPS_PER_OWNER } from '../../../shared/limits';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero } from './components/page-hero';

const steps = [
  {
    icon: UserPlus,
    title: 'Create your account',
    text: 'Sign up with your e-mail in under a minute, then add your role, skills and links so founders and talent know who you are.',
  },
  {
    icon: Rocket,
    title: 'Post your startup',
    text: `Tell your story in two guided steps with a live preview of your card. You can run up to ${MAX_STARTUPS_PER_OWNER} startups during the MVP phase.`,
  },
  {
    icon: Users,
    title: 'Build your team',
    text: 'Open positions with clear pay, equity and location. Review every application with its resume from your dashboard and answer each applicant.',
  },
  {
    icon: Sprout,
    title: 'Grow together',
    text: 'Share your milestones, follow the community on the blog and meet investors as the Investor Hub opens.',
  },
];

/** /get-started: the four steps from an account to a team (spec 2, "Onboarding (Get Started) page"). */
export default function GetStartedPage() {
  useDocumentTitle(marketingPages['/get-started'].title);
  return (
    <>
      <PageHero eyebrow="Get Started" title="From idea to team in four steps">
        Whether you are building a startup or looking for one to join, here is how the platform works.
      </PageHero>
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <ol className="grid gap-6 sm:grid-cols-2">
          {steps.map(({ icon: Icon, title, text }, index) => (
            <li key={title} className="relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
              <div className="flex items-center gap-4">
                <span className="grid size-12 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon className="size-6" aria-hidden />
                </span>
                <span className="text-sm font-semibold uppercase tracking-wider text-brand-700">Step {index + 1}</span>
              </div>
              <h2 className="mt-5 text-xl font-bold text-slate-900">{title}</h2>
              <p className="mt-2 leading-relaxed text-slate-600">{text}</p>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col items-center gap-3 text-center">
          <p className="text-lg text-slate-700">Ready? It is free during the beta.</p>
          <Button asChild variant="accent" size="lg">
            <Link to="/login">
              Create Your Account <ArrowRight className="size-5" aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </>
  );
}
