import { createContext, useContext, useEffect } from 'react';
import { clientConfig } from './client-config';

/** On the server, what the page being rendered calls itself; the server puts it in the page's <title>. */
export type RenderedTitle = { value?: string };
export const RenderedTitleContext = createContext<RenderedTitle | null>(null);

const fullTitle = (title?: string) =>
  title ? `${title} · ${clientConfig.platformName}` : `${clientConfig.platformName} · Where Startups Take Off`;

/** "{page} · {platform}" in the browser tab; the platform name alone without a page title. */
export function useDocumentTitle(title?: string) {
  // Server rendering runs no effects: the title is handed over during the render instead (the last
  // one rendered wins, as the innermost page's effect would in the browser).
  const rendered = useContext(RenderedTitleContext);
  if (rendered) rendered.value = fullTitle(title);
  useEffect(() => {
    document.title = fullTitle(title);
  }, [title]);
}
