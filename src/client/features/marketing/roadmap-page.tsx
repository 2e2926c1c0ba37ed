import { BrainCircuit, Check, Landmark, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { Button } from '../../components/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero, PageSection } from './components/page-hero';
import { phases, upcomingFeatures, type UpcomingFeature } from './content/roadmap';

const featureIcons: Record<UpcomingFeature['key'], typeof Smartphone> = { mobile: Smartphone, investors: Landmark, insights: BrainCircuit };

/** /roadmap: a hero, the four-step timeline and the upcoming features (spec 2, "Roadmap page"). */
export default function RoadmapPage() {
  useDocumentTitle(marketingPages['/roadmap'].title);
  return (
    <>
      <PageHero eyebrow="Roadmap" title="Building the Future of Innovation">
        Where we are taking the platform, one quarter at a time. We build in the open: tell us what you need and it shapes what comes next.
      </PageHero>
      <PageSection id="timeline-title" title="Our plan in four steps">
        {/* Room on the left for the step numbers, which sit on the line, on a phone too. */}
        <div className="pl-5 sm:pl-0">
          <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-brand-200 pl-8">
            {phases.map((phase, index) => (
              <li key={phase.title} className="relative">
                <span className="absolute -left-[3.05rem] grid size-9 place-items-center rounded-full bg-brand-600 text-sm font-bold text-white ring-4 ring-slate-50" aria-hidden>
                  {index + 1}
                </span>
                <article className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                  <p className="text-sm font-semibold text-brand-700">{phase.date}</p>
                  <h3 className="mt-1 text-xl font-bold text-slate-900">{phase.title}</h3>
                  <p className="mt-2 text-slate-600">{phase.description}</p>
                  <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                    {phase.features.map((feature) => (
                      <li key={feature} className="flex gap-2 text-sm text-slate-700">
                        <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden /> {feature}
                      </li>
                    ))}
                  </ul>
                </article>
              </li>
            ))}
          </ol>
        </div>
      </PageSection>
      <PageSection id="upcoming-title" title="Upcoming Features" intro="The next big pieces we are working on." isShaded>
        <div className="grid gap-6 md:grid-cols-3">
          {upcomingFeatures.map((feature) => {
            const Icon = featureIcons[feature.key];
            return (
              <article key={feature.key} className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <div className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <span className="rounded-full bg-accent-400/25 px-3 py-1 text-xs font-semibold text-amber-900">{feature.quarter}</span>
                </div>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">{feature.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.description}</p>
              </article>
            );
          })}
        </div>
        <div className="mt-12 text-center">
          <p className="text-slate-600">Have an idea for the roadmap?</p>
          <Button asChild variant="secondary" className="mt-3">
            <Link to="/contact">Tell Us</Link>
          </Button>
        </div>
      </PageSection>
    </>
  );
}
