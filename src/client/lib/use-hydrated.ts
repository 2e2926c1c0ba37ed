import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders a page and while the browser hydrates it, true after. What depends
 * on the browser's language or time zone (dates, number formats) renders in a fixed form first, so the
 * browser's first render matches the server's HTML, then in the reader's own form.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/** The locale and time zone to format with: fixed before hydration, the reader's after. */
export function useFormatLocale(): { locale: string | undefined; timeZone: string | undefined } {
  const isHydrated = useIsHydrated();
  return isHydrated ? { locale: undefined, timeZone: undefined } : { locale: 'en-US', timeZone: 'UTC' };
}
