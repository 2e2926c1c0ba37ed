/**
 * Scrolls a message that just appeared to the middle of the screen (DESIGN.md: "after a message, bring
 * it into view"), gliding unless the person asked for less motion.
 */
export function bringIntoView(element: Element | null) {
  if (!element) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block: 'center', behavior: isReduced ? 'auto' : 'smooth' });
}
