import { useEffect, useRef } from 'react';

/** Brings an element into view: smoothly, unless the person asked for less motion (DESIGN.md: return and land). */
export function reveal(element: Element | null, block: ScrollLogicalPosition = 'center') {
  if (!element) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block });
  if (isReduced) return;
  // A smooth scroll stops short, or never starts, when the page changes under it (a step hidden, the
  // button pressed gone, an image laid out): once scrolling has ended, or after a second without any,
  // an element still out of view is brought in at once.
  const land = () => {
    window.clearTimeout(fallback);
    window.removeEventListener('scrollend', land);
    const { top, bottom } = element.getBoundingClientRect();
    if (bottom <= 0 || top >= window.innerHeight) element.scrollIntoView({ behavior: 'auto', block });
  };
  const fallback = window.setTimeout(land, 1_000);
  window.addEventListener('scrollend', land);
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
