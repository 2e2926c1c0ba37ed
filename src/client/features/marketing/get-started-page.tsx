import { ArrowRight, Briefcase, FileText, Rocket, Search, Sprout, UserPlus, Users } from 'lucide-react';
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
    text: `Tell your story in two guided steps with a live preview of your card. You can run up to ${MAX_STARTUPS_PER_OWNER} startups on one account.`,
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

/** For someone looking for a team to join: the way from an account to an offer. */
const seekerSteps = [
  {
    icon: Search,
    title: 'Browse the jobs board',
    text: 'Search positions by skill, pay, location and type, or set an alert and hear about new ones first.',
  },
  {
    icon: FileText,
    title: 'Apply with your resume',
    text: 'A PDF and two short answers. You can follow each application and talk with the founders in the app.',
  },
];

/** /get-started: the four steps from an account to a team, and the way for job seekers. */
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
        <section
          aria-labelledby="seekers-title"
          className="mt-16 rounded-3xl bg-brand-50 p-6 ring-1 ring-brand-100 sm:p-10"
        >
          <h2 id="seekers-title" className="text-2xl font-bold text-slate-900">
            Looking for a startup to join?
          </h2>
          <p className="mt-2 text-slate-600">Students and professionals use the same account: no startup needed.</p>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {seekerSteps.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-600 text-white">
                  <Icon className="size-5" aria-hidden />
                </span>
                <div>
                  <h3 className="font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-sm leading-relaxed text-slate-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
          <Button asChild className="mt-6">
            <Link to="/jobs">
              <Briefcase className="size-4" aria-hidden /> Browse Jobs
            </Link>
          </Button>
        </section>
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
