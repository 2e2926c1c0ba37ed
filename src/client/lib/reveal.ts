import { useEffect, useRef } from 'react';

/** Brings an element into view: smoothly, unless the person asked for less motion (DESIGN.md: return and land). */
export function reveal(element: Element | null, block: ScrollLogicalPosition = 'center') {
  if (!element) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block });
  if (isReduced) return;
  // Chromium sometimes never starts a smooth scroll asked for while the page is changing under it (a
  // step hidden, the button pressed gone): nothing moves. If the page has not scrolled at all a moment
  // later and the element is still out of view, it is brought in at once. A page that scrolled, by the
  // smooth scroll or by the person (even back to where it was), is left where it is: any scroll event
  // counts, not the position, which a person can come back to.
  let hasScrolled = false;
  const onScroll = () => {
    hasScrolled = true;
  };
  window.addEventListener('scroll', onScroll, { passive: true, once: true });
  window.setTimeout(() => {
    window.removeEventListener('scroll', onScroll);
    if (hasScrolled) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) element.scrollIntoView({ behavior: 'auto', block });
  }, 300);
}

/**
 * Reveals the element with `data-reveal="<key>"` once it is on the page, once per key: after creating
 * something, or arriving from a link about it, the page shows that thing instead of where it was.
 */
export function useRevealOnce(key: string | null, isReady: boolean) {
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!key || !isReady || done.current === key) return;
    const element = document.querySelector(`[data-reveal="${CSS.escape(key)}"]`);
    if (!element) return;
    done.current = key;
    reveal(element);
  }, [key, isReady]);
}
