import { useEffect } from 'react';
import { clientConfig } from './client-config';

/** "{page} · {platform}" in the browser tab; the platform name alone without a page title. */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} · ${clientConfig.platformName}` : `${clientConfig.platformName} · Where Startups Take Off`;
  }, [title]);
}
