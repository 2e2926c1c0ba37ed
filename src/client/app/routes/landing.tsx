import {
  ArrowRight,
  Bell,
  Briefcase,
  FileText,
  LayoutDashboard,
  Lightbulb,
  Rocket,
  Search,
  ShieldCheck,
  TrendingUp,
  Users,
} from 'lucide-react';
import type { ComponentType } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { FlipCard } from '../../components/flip-card';
import { useDocumentTitle } from '../../lib/use-document-title';

const features = [
  {
    icon: Rocket,
    title: 'Showcase your startup',
    text: 'Tell your story, mission and vision on a page built to be shared with talent and investors.',
  },
  {
    icon: Briefcase,
    title: 'Hire your founding team',
    text: 'Post open roles with clear pay, equity and location, and receive applications with a resume.',
  },
  {
    icon: LayoutDashboard,
    title: 'Run it from one dashboard',
    text: 'Review applicants, update their status, and keep your startups and positions current.',
  },
  {
    icon: Search,
    title: 'Find the right startup',
    text: 'Filter by industry, stage, country and role to find the teams that match what you want to build.',
  },
  {
    icon: Bell,
    title: 'Hear back in real time',
    text: 'Applicants see every status change the moment it happens, in the app and by e-mail.',
  },
  {
    icon: ShieldCheck,
    title: 'Private by default',
    text: 'Only you, the founder you applied to and our moderators can open your resume.',
  },
];

type NetworkCard = {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  text: string;
  points: string[];
  action: { to: string; label: string };
};

const network: NetworkCard[] = [
  {
    icon: Lightbulb,
    title: 'Startups',
    text: 'Founders at the idea, MVP or growth stage who want to be seen and hire the people to build with.',
    points: [
      'A public page with your story, mission and vision',
      'Open roles with pay, equity and location',
      'Applicants reviewed from one dashboard',
    ],
    action: { to: '/startups', label: 'Explore Startups' },
  },
  {
    icon: Users,
    title: 'Talent',
    text: 'Students and professionals who would rather join an early team than a big company.',
    points: [
      'A profile with your skills and links',
      'Apply with a PDF resume and two short answers',
      'Follow each application from submitted to a decision',
    ],
    action: { to: '/login', label: 'Create Your Profile' },
  },
  {
    icon: TrendingUp,
    title: 'Investors',
    text: 'Angels and funds looking for promising teams before everyone else has heard of them.',
    points: [
      'Browse startups by industry, stage and country',
      'Read each team’s mission before you reach out',
      'Tell us how you invest to shape the Investor Hub',
    ],
    action: { to: '/invest', label: 'For Investors' },
  },
];

export default function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-b from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-5xl px-4 py-20 text-center sm:px-6 sm:py-28">
          <p className="inline-flex rounded-full bg-white/10 px-3 py-1 text-xs font-semibold tracking-wide text-accent-300 ring-1 ring-white/20">
            Now in beta
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight sm:text-6xl">Where Startups Take Off</h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-brand-100">
            The community where founders showcase what they are building, hire their first team, and meet the people who
            back them.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/login">
                Launch Your Startup <ArrowRight className="size-5" aria-hidden />
              </Link>
            </Button>
            {/* A way in for people looking for a team to join, not only for founders. */}
            <Button
              asChild
              variant="secondary"
              size="lg"
              className="bg-white text-brand-800 ring-white hover:bg-brand-50"
            >
              <Link to="/jobs">
                <Briefcase className="size-5" aria-hidden /> Find a Job
              </Link>
            </Button>
            <Button
              asChild
              variant="secondary"
              size="lg"
              className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
            >
              <Link to="/startups">Explore Startups</Link>
            </Button>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">
          Everything a young startup needs to grow
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
          From the first public page to the first hire, in one place and free during the beta.
        </p>
        <div className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {features.map(({ icon: Icon, title, text }) => (
            <div key={title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <span className="grid size-11 place-items-center rounded-xl bg-brand-50 text-brand-600">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-sm text-slate-600">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <section className="bg-white py-16 sm:py-24" aria-labelledby="network-title">
        <div className="mx-auto max-w-6xl px-4 sm:px-6">
          <h2 id="network-title" className="text-center text-3xl font-bold text-slate-900">
            One network, three sides
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-center text-slate-600">
            Turn a card to see what the platform does for each of them.
          </p>
          <div className="mt-12 grid justify-items-center gap-6 md:grid-cols-3">
            {network.map((card) => (
              <FlipCard
                key={card.title}
                label={card.title}
                className="h-80 w-full max-w-sm"
                front={<NetworkFront card={card} />}
                back={<NetworkBack card={card} />}
              />
            ))}
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-brand-700 to-brand-600 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">Ready for take-off?</h2>
            <p className="mt-2 max-w-xl text-brand-100">
              It takes four steps from an account to your first hire. See how it works, then start in minutes.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button
              asChild
              variant="secondary"
              size="lg"
              className="bg-white/10 text-white ring-white/30 hover:bg-white/20"
            >
              <Link to="/get-started">
                <FileText className="size-5" aria-hidden /> How It Works
              </Link>
            </Button>
            <Button asChild variant="accent" size="lg">
              <Link to="/login">Get Started</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}

function NetworkFront({ card: { icon: Icon, title, text } }: { card: NetworkCard }) {
  return (
    <>
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-600">
        <Icon className="size-7" aria-hidden />
      </span>
      <h3 className="mt-6 text-2xl font-bold text-slate-900">{title}</h3>
      <p className="mt-3 text-slate-600">{text}</p>
      <p className="mt-auto text-sm font-semibold text-brand-700">Turn the card to see more</p>
    </>
  );
}

function NetworkBack({ card: { title, points, action } }: { card: NetworkCard }) {
  return (
    <>
      <h3 className="text-xl font-bold">For {title.toLowerCase()}</h3>
      <ul className="mt-4 space-y-3 text-sm text-brand-100">
        {points.map((point) => (
          <li key={point} className="flex gap-2">
            <span className="mt-1.5 size-1.5 shrink-0 rounded-full bg-accent-400" aria-hidden />
            {point}
          </li>
        ))}
      </ul>
      <Link
        to={action.to}
        className="mt-auto inline-flex h-10 items-center justify-center rounded-lg bg-accent-400 px-4 text-sm font-semibold text-slate-900 hover:bg-accent-300"
      >
        {action.label}
      </Link>
    </>
  );
}
