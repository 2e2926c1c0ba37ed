import { Globe } from 'lucide-react';
import { zoneName } from '../../../../shared/interview-time';
import { useViewerZone } from '../../../entities/interview/viewer-zone';
import { openSettings } from '../../../lib/settings-dialog';

/** Which zone the times are in, named, with the way to change it (Settings). */
export function ZoneLine({ instant }: { instant: string }) {
  const zone = useViewerZone();
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      <Globe className="size-4 shrink-0 text-slate-400" aria-hidden />
      <span>Times in <span className="font-medium text-slate-800">{zoneName(zone, instant)}</span> ({zone.replaceAll('_', ' ')})</span>
      <button type="button" className="min-h-11 font-semibold text-brand-700 hover:underline sm:min-h-0" onClick={() => openSettings('preferences')}>Change time zone</button>
    </p>
  );
}
