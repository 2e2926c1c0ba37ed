import { Globe, Plane, Wallet } from 'lucide-react';
import { countryName } from '../../../shared/catalog';
import { openToWorkLabels, type JobPreferences } from '../../../shared/job-preferences';
import { Card } from '../../components/card';
import { cn } from '../../lib/cn';
import { minPayLine } from './job-preferences';

const statusTones: Record<JobPreferences['openToWork'], string> = {
  active: 'bg-green-50 text-success',
  open: 'bg-brand-50 text-brand-700',
  not_looking: 'bg-slate-100 text-slate-700',
};

/** What a member said they are open to, compactly: status, choices as badges, pay, visa and their line. */
export function PreferencesSummary({ preferences: p }: { preferences: JobPreferences }) {
  const choices = [...p.jobTypes, ...p.experienceLevels, ...p.locationTypes];
  return (
    <div className="space-y-3" data-testid="job-preferences-summary">
      {/* Not a Badge: that one capitalizes every word ("Open To Offers"). */}
      <span
        className={cn(
          'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
          statusTones[p.openToWork],
        )}
      >
        {openToWorkLabels[p.openToWork]}
      </span>
      {p.lookingFor && <p className="max-w-prose text-slate-700">{p.lookingFor}</p>}
      {choices.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label="Job preferences">
          {choices.map((choice) => (
            <li key={choice} className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-700">
              {choice}
            </li>
          ))}
        </ul>
      )}
      {(p.countries.length > 0 || p.minPay || p.needsVisa) && (
        <ul className="space-y-1.5 text-sm text-slate-700">
          {p.countries.length > 0 && (
            <li className="flex items-start gap-2">
              <Globe className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
              <span>Can work in {p.countries.map(countryName).join(', ')}</span>
            </li>
          )}
          {p.minPay && (
            <li className="flex items-start gap-2">
              <Wallet className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
              <span>{minPayLine(p.minPay)}</span>
            </li>
          )}
          {p.needsVisa && (
            <li className="flex items-start gap-2">
              <Plane className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
              <span>Needs visa sponsorship</span>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

/**
 * A member's "Open to work" card as a founder sees it on their profile: only when the answer is theirs
 * (not null: hidden from this founder) and they are open at all.
 */
export function OpenToWorkCard({ preferences }: { preferences: JobPreferences | null | undefined }) {
  if (!preferences || preferences.openToWork === 'not_looking') return null;
  return (
    <Card title="Open to work">
      <PreferencesSummary preferences={preferences} />
    </Card>
  );
}
