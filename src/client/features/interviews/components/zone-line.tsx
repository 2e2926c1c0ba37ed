import { Globe } from 'lucide-react';
import { zoneName } from '../../../../shared/interview-time';
import { useViewerZone } from '../../../entities/interview/viewer-zone';
import { openSettings } from '../../../lib/settings-dialog';

/** Which zone the times are in, named, with the way to change it (Settings). */
export function ZoneLine({ instant }: { instant: string }) {
  const zone = useViewerZone();
  return (
    <div className="flex items-start gap-2 text-sm text-slate-600">
      <Globe className="mt-0.5 size-4 shrink-0 text-slate-400" aria-hidden />
      <p>
        <span>
          Times in <span className="font-medium text-slate-800">{zoneName(zone, instant)}</span> (
          {zone.replaceAll('_', ' ')})
        </span>{' '}
        {/* A 44 px tall target on a phone, still reading as a link in the sentence. */}
        <button
          type="button"
          className="-my-3 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:underline sm:my-0 sm:min-h-0"
          onClick={() => openSettings('preferences')}
        >
          Change time zone
        </button>
      </p>
    </div>
  );
}
