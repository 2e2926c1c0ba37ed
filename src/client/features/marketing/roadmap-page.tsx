import { BrainCircuit, Check, Circle, CircleDashed, Landmark, Smartphone } from 'lucide-react';
import { Link } from 'react-router';
import { marketingPages } from '../../../shared/marketing';
import { Badge, type BadgeTone } from '../../components/badge';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PageHero, PageSection } from './components/page-hero';
import {
  phases,
  phaseStatus,
  statusLabels,
  upcomingFeatures,
  type RoadmapStatus,
  type UpcomingFeature,
} from './content/roadmap';

const featureIcons: Record<UpcomingFeature['key'], typeof Smartphone> = {
  mobile: Smartphone,
  investors: Landmark,
  insights: BrainCircuit,
};

const statusLooks: Record<RoadmapStatus, { tone: BadgeTone; Icon: typeof Check; icon: string; step: string }> = {
  done: { tone: 'success', Icon: Check, icon: 'text-success', step: 'bg-success text-white' },
  'in-progress': { tone: 'info', Icon: CircleDashed, icon: 'text-info', step: 'bg-brand-600 text-white' },
  planned: { tone: 'neutral', Icon: Circle, icon: 'text-slate-400', step: 'bg-slate-200 text-slate-700' },
};

function StatusBadge({ status }: { status: RoadmapStatus }) {
  return <Badge tone={statusLooks[status].tone}>{statusLabels[status]}</Badge>;
}

/** /roadmap: a hero, the four-step timeline and the upcoming features, each with how far it is. */
export default function RoadmapPage() {
  useDocumentTitle(marketingPages['/roadmap'].title);
  return (
    <>
      <PageHero eyebrow="Roadmap" title="Building the Future of Innovation">
        Where we are taking the platform, and how far each piece has come. We build in the open: tell us what you need
        and it shapes what comes next.
      </PageHero>
      <PageSection id="timeline-title" title="Our plan in four steps">
        <ul
          className="mx-auto mb-8 flex max-w-3xl flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-slate-600"
          aria-label="What the marks mean"
        >
          {(Object.keys(statusLabels) as RoadmapStatus[]).map((status) => {
            const { Icon, icon } = statusLooks[status];
            return (
              <li key={status} className="inline-flex items-center gap-1.5">
                <Icon className={cn('size-4', icon)} aria-hidden /> {statusLabels[status]}
              </li>
            );
          })}
        </ul>
        {/* Room on the left for the step numbers, which sit on the line, on a phone too. */}
        <div className="pl-5 sm:pl-0">
          <ol className="relative mx-auto max-w-3xl space-y-8 border-l-2 border-brand-200 pl-8">
            {phases.map((phase, index) => {
              const status = phaseStatus(phase);
              return (
                <li key={phase.title} className="relative">
                  <span
                    className={cn(
                      'absolute -left-[3.05rem] grid size-9 place-items-center rounded-full text-sm font-bold ring-4 ring-slate-50',
                      statusLooks[status].step,
                    )}
                    aria-hidden
                  >
                    {index + 1}
                  </span>
                  <article
                    className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
                    aria-labelledby={`phase-${index}`}
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h3 id={`phase-${index}`} className="text-xl font-bold text-slate-900">
                        {phase.title}
                      </h3>
                      <StatusBadge status={status} />
                    </div>
                    <p className="mt-2 text-slate-600">{phase.description}</p>
                    <ul className="mt-4 grid gap-2 sm:grid-cols-2">
                      {phase.items.map((item) => {
                        const { Icon, icon } = statusLooks[item.status];
                        return (
                          <li key={item.text} className="flex gap-2 text-sm text-slate-700">
                            <Icon className={cn('mt-0.5 size-4 shrink-0', icon)} aria-hidden />
                            <span>
                              <span className="sr-only">{statusLabels[item.status]}: </span>
                              {item.text}
                              {item.note && <span className="block text-xs text-slate-500">{item.note}</span>}
                            </span>
                          </li>
                        );
                      })}
                    </ul>
                  </article>
                </li>
              );
            })}
          </ol>
        </div>
      </PageSection>
      <PageSection
        id="upcoming-title"
        title="Upcoming Features"
        intro="The next big pieces we plan to build, and what already exists on the way there."
        isShaded
      >
        <div className="grid gap-6 md:grid-cols-3">
          {upcomingFeatures.map((feature) => {
            const Icon = featureIcons[feature.key];
            return (
              <article
                key={feature.key}
                className="flex flex-col rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200"
                aria-labelledby={`upcoming-${feature.key}`}
              >
                <div className="flex items-center justify-between">
                  <span className="grid size-12 place-items-center rounded-xl bg-brand-100 text-brand-700">
                    <Icon className="size-6" aria-hidden />
                  </span>
                  <StatusBadge status={feature.status} />
                </div>
                <h3 id={`upcoming-${feature.key}`} className="mt-5 text-lg font-semibold text-slate-900">
                  {feature.title}
                </h3>
                <p className="mt-2 text-sm leading-relaxed text-slate-600">{feature.description}</p>
                <p className="mt-auto pt-4 text-sm text-slate-500">{feature.today}</p>
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
