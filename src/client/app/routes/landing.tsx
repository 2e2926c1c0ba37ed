import { ArrowRight, Briefcase, LayoutDashboard, Rocket } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';

const features = [
  { icon: Rocket, title: 'Showcase your startup', text: 'Tell your story, mission and vision on a page built to be shared with talent and investors.' },
  { icon: Briefcase, title: 'Hire your founding team', text: 'Post open roles with clear pay, equity and location, and receive applications with a resume.' },
  { icon: LayoutDashboard, title: 'Run it from one dashboard', text: 'Review applicants, update their status, and keep your startups and positions current.' },
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
            The community where founders showcase what they are building, hire their first team, and meet the people who back them.
          </p>
          <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
            <Button asChild variant="accent" size="lg">
              <Link to="/login">
                Launch Your Startup <ArrowRight className="size-5" aria-hidden />
              </Link>
            </Button>
            <Button asChild variant="secondary" size="lg" className="bg-white/10 text-white ring-white/30 hover:bg-white/20">
              <Link to="/startups">Explore Startups</Link>
            </Button>
          </div>
        </div>
      </section>
      <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24" aria-labelledby="features-title">
        <h2 id="features-title" className="text-center text-3xl font-bold text-slate-900">Everything a young startup needs to grow</h2>
        <div className="mt-12 grid gap-6 md:grid-cols-3">
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
    </>
  );
}
