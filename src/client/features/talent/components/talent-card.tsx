import { CircleAlert, Globe, Plane, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { countryName } from '../../../../shared/catalog';
import { matchSummary, misfitSummary } from '../../../../shared/job-match-text';
import { openToWorkLabels } from '../../../../shared/job-preferences';
import type { TalentCard as Candidate } from '../../../../shared/talent';
import { Avatar } from '../../../components/avatar';
import { InviteButton } from '../../../entities/invitation/invite-dialog';
import { cn } from '../../../lib/cn';

const statusTones = {
  active: 'bg-green-50 text-success',
  open: 'bg-brand-50 text-brand-700',
  not_looking: 'bg-slate-100 text-slate-700',
} as const;
const SKILLS_SHOWN = 8;

/** One candidate: who they are, what they are open to, their skills, and why they fit when ranked. */
export function TalentCard({
  candidate: c,
  forJob,
}: {
  candidate: Candidate;
  forJob: { id: string; title: string } | null;
}) {
  const name = `${c.firstName} ${c.lastName}`;
  const p = c.preferences;
  const wants = [...p.jobTypes, ...p.locationTypes, ...p.experienceLevels];
  const matched = new Set(
    c.match?.reasons.flatMap((r) => (r.kind === 'skills' ? r.skills.map((s) => s.toLowerCase()) : [])) ?? [],
  );
  return (
    <article
      className="flex flex-col rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
      aria-label={name}
    >
      <div className="flex items-start gap-3">
        <Avatar name={name} src={c.avatarUrl} size="md" isDecorative />
        <div className="min-w-0 flex-1">
          <h2 className="font-semibold text-slate-900">
            <Link to={`/profile/${c.id}`} className="hover:underline">
              {name}
            </Link>
          </h2>
          {c.headline && <p className="text-sm text-slate-700">{c.headline}</p>}
          <div className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <span
              className={cn(
                'inline-flex items-center rounded-full px-2.5 py-0.5 font-semibold',
                statusTones[p.openToWork],
              )}
            >
              {openToWorkLabels[p.openToWork]}
            </span>
            {c.country && <span>{countryName(c.country)}</span>}
          </div>
        </div>
      </div>

      {c.match && forJob && (
        <div className="mt-3 rounded-xl bg-brand-50 px-3 py-2 text-sm text-brand-900">
          <p className="flex items-center gap-1.5 font-semibold">
            <Sparkles className="size-4 shrink-0" aria-hidden /> Suggested for {forJob.title}
          </p>
          {c.match.reasons.length > 0 ? (
            <p className="mt-0.5" data-testid="match-reasons">
              {matchSummary(c.match, 'founder')}
            </p>
          ) : (
            <p className="mt-0.5 text-brand-800">Few of the position's wishes match.</p>
          )}
          {/* What does not fit, first of all a place or time zones they cannot work from (decision 060). */}
          {c.match.misfits.length > 0 && (
            <p className="mt-1 flex items-start gap-1.5 text-amber-900" data-testid="match-misfits">
              <CircleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden />
              <span>
                <span className="sr-only">Does not fit: </span>
                {misfitSummary(c.match, 'founder')}
              </span>
            </p>
          )}
        </div>
      )}

      {p.lookingFor && (
        <p className="mt-3 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Looking for: </span>
          {p.lookingFor}
        </p>
      )}
      {wants.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Open to">
          {wants.map((w) => (
            <li key={w} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-700">
              {w}
            </li>
          ))}
        </ul>
      )}
      {(p.countries.length > 0 || p.needsVisa) && (
        <ul className="mt-2 space-y-1 text-xs text-slate-600">
          {p.countries.length > 0 && (
            <li className="flex gap-1.5">
              <Globe className="size-3.5 shrink-0" aria-hidden /> Can work in {p.countries.map(countryName).join(', ')}
            </li>
          )}
          {p.needsVisa && (
            <li className="flex gap-1.5">
              <Plane className="size-3.5 shrink-0" aria-hidden /> Needs visa sponsorship
            </li>
          )}
        </ul>
      )}
      {c.skills.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Skills">
          {c.skills.slice(0, SKILLS_SHOWN).map((s) => (
            <li
              key={s}
              className={cn(
                'rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset',
                matched.has(s.toLowerCase())
                  ? 'bg-green-50 text-green-800 ring-green-200'
                  : 'bg-white text-slate-700 ring-slate-200',
              )}
            >
              {s}
            </li>
          ))}
          {c.skills.length > SKILLS_SHOWN && (
            <li className="px-1 text-xs text-slate-500">+{c.skills.length - SKILLS_SHOWN} more</li>
          )}
        </ul>
      )}

      <div className="mt-auto flex flex-col gap-2 pt-4 sm:flex-row sm:items-center">
        <Link
          to={`/profile/${c.id}`}
          className="inline-flex min-h-11 items-center justify-center rounded-lg px-3 text-sm font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 sm:flex-1"
        >
          View profile
        </Link>
        {c.canInvite ? (
          <InviteButton candidate={c} jobId={forJob?.id} className="min-h-11 sm:flex-1" />
        ) : (
          <p className="text-center text-xs text-slate-500 sm:flex-1">Not accepting invitations</p>
        )}
      </div>
    </article>
  );
}
