import { useSession } from '../../lib/session';

// Each person reads interview times in their own zone (decision 043): the one they chose in
// Settings, else their browser's.

/** The browser's own IANA zone ("Europe/Berlin"); UTC where the runtime does not say. */
export const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The zone the signed-in viewer reads times in. */
export function useViewerZone(): string {
  const { user } = useSession();
  return user?.timeZone ?? browserZone();
}
