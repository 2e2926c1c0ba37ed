import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { clientConfig } from './client-config';

const subscribe = () => () => {};

/**
 * This page's absolute address, for share links. The server knows only the configured address, and
 * the browser keeps the server's value while it hydrates (useSyncExternalStore's server snapshot), so
 * both render the same HTML; then the browser shows the address it was really opened at.
 */
export function usePageUrl(): string {
  const { pathname, search } = useLocation();
  return useSyncExternalStore(
    subscribe,
    () => window.location.href,
    () => `${clientConfig.publicUrl}${pathname}${search}`,
  );
}
