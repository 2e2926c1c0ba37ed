import { MapPin, Phone, Video, type LucideIcon } from 'lucide-react';
import { interviewKindLabels, type Interview, type InterviewKind } from '../../../shared/interviews';

const kindIcons: Record<InterviewKind, LucideIcon> = { video: Video, call: Phone, onsite: MapPin };

/** "30 minutes", "1 hour 30 minutes". */
export function lengthText(minutes: number) {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const parts = [hours > 0 && `${hours} hour${hours > 1 ? 's' : ''}`, rest > 0 && `${rest} minutes`].filter(Boolean);
  return parts.join(' ');
}

/** How and where they meet, and for how long: the same lines on both sides. */
export function InterviewFacts({ interview }: { interview: Pick<Interview, 'kind' | 'durationMinutes' | 'location'> }) {
  const Icon = kindIcons[interview.kind];
  return (
    <ul className="space-y-2 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <Icon className="size-4 shrink-0 text-brand-600" aria-hidden />
        <span>
          <span className="font-medium text-slate-900">{interviewKindLabels[interview.kind]}</span>,{' '}
          {lengthText(interview.durationMinutes)}
        </span>
      </li>
      {interview.location && (
        <li className="pl-6">
          {interview.kind === 'video' ? (
            <a
              href={interview.location}
              target="_blank"
              rel="noopener noreferrer"
              className="min-w-0 break-all font-medium text-brand-700 hover:underline"
            >
              {interview.location}
            </a>
          ) : (
            <span className="min-w-0 break-words">
              {interview.kind === 'call' ? 'Call: ' : 'Address: '}
              {interview.location}
            </span>
          )}
        </li>
      )}
    </ul>
  );
}
