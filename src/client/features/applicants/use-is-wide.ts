import { useSyncExternalStore } from 'react';

const WIDE = '(min-width: 1024px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is wide enough for the table (lg and up); narrower ones get a list of cards. One
 * or the other is rendered, not both hidden by CSS, so each control exists once on the page.
 */
export const useIsWide = () =>
  useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE).matches,
    () => true,
  );
