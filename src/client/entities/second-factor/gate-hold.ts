import { useSyncExternalStore } from 'react';

// The administrator's gate stays on screen while it shows the backup codes of the authenticator app it
// just turned on. The app's code makes the session a proven one, and any refetch of the session (the
// confirmation itself, a window coming back into focus, the interval, a reconnect) would otherwise open
// the admin page in its place and take the codes, shown only once, with it.

let isHeld = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Holds the gate (codes on screen) or lets it go (the person said they saved them, or left the page). */
export function holdAdminGate(held: boolean) {
  if (isHeld === held) return;
  isHeld = held;
  for (const listener of listeners) listener();
}

export function useIsAdminGateHeld(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHeld,
    () => false,
  );
}
