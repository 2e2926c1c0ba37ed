import { formatInZone, zoneName } from '../../../shared/interview-time';
import { cn } from '../../lib/cn';
import { useViewerZone } from './viewer-zone';

/** "Tue, Dec 1, 2026, 10:00 AM · Central European Standard Time": an instant in the viewer's zone, named. */
export function InterviewTime({
  instant,
  zone: givenZone,
  className,
  isZoneShown = true,
}: {
  instant: string;
  zone?: string;
  className?: string;
  isZoneShown?: boolean;
}) {
  const viewerZone = useViewerZone();
  const zone = givenZone ?? viewerZone;
  return (
    <time dateTime={instant} className={cn('tabular-nums', className)}>
      {formatInZone(instant, zone)}
      {isZoneShown && <span className="text-slate-500"> · {zoneName(zone, instant)}</span>}
    </time>
  );
}

/** The viewer's zone as it stands at `instant`: "Central European Standard Time". */
export function ViewerZoneName({ instant }: { instant: string }) {
  const zone = useViewerZone();
  return <>{zoneName(zone, instant)}</>;
}
