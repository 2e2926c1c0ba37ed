import { useSyncExternalStore } from 'react';

// The Settings dialog opens from the profile menu and from pages that point to it (a saved job alert,
// the unsubscribe page): one dialog, mounted by the shell, opened from anywhere on a chosen tab.

export type SettingsTab = 'preferences' | 'alerts' | 'account' | 'security' | 'tokens' | 'danger';
export type SettingsDialogState = { isOpen: boolean; hasOpened: boolean; tab: SettingsTab };

let state: SettingsDialogState = { isOpen: false, hasOpened: false, tab: 'preferences' };
const listeners = new Set<() => void>();

function set(next: Partial<SettingsDialogState>) {
  state = { ...state, ...next };
  for (const listener of listeners) listener();
}

export function openSettings(tab: SettingsTab = 'preferences') {
  set({ isOpen: true, hasOpened: true, tab });
}

export function closeSettings() {
  set({ isOpen: false });
}

export function setSettingsTab(tab: SettingsTab) {
  set({ tab });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const closed: SettingsDialogState = { isOpen: false, hasOpened: false, tab: 'preferences' };

export function useSettingsDialog(): SettingsDialogState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  );
}
