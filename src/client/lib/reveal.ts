import { useEffect, useRef } from 'react';

/** Brings an element into view: smoothly, unless the person asked for less motion (DESIGN.md: return and land). */
export function reveal(element: Element | null, block: ScrollLogicalPosition = 'center') {
  if (!element) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ behavior: isReduced ? 'auto' : 'smooth', block });
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
