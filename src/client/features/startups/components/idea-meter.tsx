import { Cpu, Lightbulb, TrendingUp } from 'lucide-react';
import { fundingReadyStages, techIndustries } from '../../../../shared/catalog';
import { ideaMeter, type StartupCard } from '../../../../shared/startup-cards';

/** Three figures over the startups loaded so far (spec 1, startup listing). */
export function IdeaMeter({ loaded }: { loaded: StartupCard[] }) {
  const meter = ideaMeter(loaded, fundingReadyStages, techIndustries);
  const items = [
    { label: 'Innovation Index', value: meter.innovationIndex, icon: Lightbulb },
    { label: 'Funding Ready', value: meter.fundingReady, icon: TrendingUp },
    { label: 'Tech Focus', value: meter.techFocus, icon: Cpu },
  ];
  return (
    <section aria-label="Idea Meter" className="rounded-2xl bg-gradient-to-r from-brand-800 to-brand-600 p-5 text-white shadow-sm">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-brand-100">Idea Meter</h2>
      <dl className="mt-3 grid grid-cols-3 gap-3">
        {items.map(({ label, value, icon: Icon }) => (
          <div key={label}>
            <dt className="flex items-center gap-1.5 text-xs text-brand-100 sm:text-sm"><Icon className="size-4 shrink-0" aria-hidden /> {label}</dt>
            <dd className="mt-1 text-2xl font-bold sm:text-3xl">{value}%</dd>
            <div className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/20" aria-hidden>
              <div className="h-full rounded-full bg-accent-400" style={{ width: `${value}%` }} />
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
