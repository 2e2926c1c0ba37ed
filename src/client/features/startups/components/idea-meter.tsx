import { ChevronDown, Cpu, Lightbulb, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { fundingReadyStages, techIndustries } from '../../../../shared/catalog';
import { ideaMeter, type StartupCard } from '../../../../shared/startup-cards';
import { cn } from '../../../lib/cn';

const list = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;

/**
 * Three figures over the startups loaded so far, each said in words:
 * on hover (the title) and behind "What these figures mean", which a tap opens. With nothing
 * loaded there is nothing to measure: "-", not 0%.
 */
export function IdeaMeter({ loaded }: { loaded: StartupCard[] }) {
  const meter = ideaMeter(loaded, fundingReadyStages, techIndustries);
  const [isExplained, setIsExplained] = useState(false);
  const explanationId = useId();
  const items = [
    {
      label: 'Innovation Index',
      value: meter.innovationIndex,
      icon: Lightbulb,
      meaning: 'How many startups are shown, out of ten: ten or more make 100%.',
    },
    {
      label: 'Funding Ready',
      value: meter.fundingReady,
      icon: TrendingUp,
      meaning: `The share of startups shown at the ${list(fundingReadyStages)} stage.`,
    },
    {
      label: 'Tech Focus',
      value: meter.techFocus,
      icon: Cpu,
      meaning: `The share of startups shown in ${list(techIndustries)}.`,
    },
  ];
  return (
    <section
      aria-label="Idea Meter"
      className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-5 text-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-100">Idea Meter</h2>
        <button
          type="button"
          aria-expanded={isExplained}
          aria-controls={explanationId}
          onClick={() => setIsExplained((shown) => !shown)}
          className="-my-2 inline-flex min-h-11 items-center gap-1 rounded text-xs font-medium text-brand-100 hover:text-white sm:min-h-0 sm:py-1 sm:text-sm"
        >
          What these figures mean{' '}
          <ChevronDown className={cn('size-4 transition-transform', isExplained && 'rotate-180')} aria-hidden />
        </button>
      </div>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {items.map(({ label, value, icon: Icon, meaning }) => (
          <div key={label} title={meaning}>
            <dt className="flex items-center gap-1.5 text-xs text-brand-100 sm:text-sm">
              <Icon className="size-4 shrink-0" aria-hidden /> {label}
            </dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl">{value === null ? '-' : `${value}%`}</dd>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/20" aria-hidden>
              <div className="h-full rounded-full bg-accent-400" style={{ width: `${value ?? 0}%` }} />
            </div>
          </div>
        ))}
      </dl>
      <div
        id={explanationId}
        hidden={!isExplained}
        className="mt-4 border-t border-white/20 pt-3 text-sm text-brand-50"
      >
        <p>Measured over the startups shown below, with your search and filters.</p>
        <ul className="mt-2 space-y-1">
          {items.map(({ label, meaning }) => (
            <li key={label}>
              <span className="font-semibold text-white">{label}:</span> {meaning}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
