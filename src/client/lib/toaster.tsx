import { createRoot } from 'react-dom/client';
import { Toaster } from 'sonner';

export { toast } from 'sonner';

/**
 * Puts sonner's toaster in its own root at the end of the page. Resolves a moment later: its live region
 * must be in the page before a message goes into it, or screen readers may not announce the first one.
 */
export function mountToaster(): Promise<void> {
  const container = document.createElement('div');
  document.body.append(container);
  // The close button is made a 44 px target in styles.css (sonner styles it with attribute selectors).
  // Bottom left: clear of the headers at the top (the page's, a side panel's with its Close button) and of
  // the side panels, which open on the right (a toast covered the applicant's name).
  createRoot(container).render(<Toaster position="bottom-left" richColors closeButton />);
  return new Promise((resolve) => setTimeout(resolve, 100));
}
