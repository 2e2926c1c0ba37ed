/**
 * Scrolls what just changed into view (DESIGN.md: "after a message, bring it into view"), gliding
 * unless the person asked for less motion. 'start' for the top of a page, 'center' for a message.
 */
export function bringIntoView(element: Element | null, block: ScrollLogicalPosition) {
  if (!element) return;
  const isReduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: isReduced ? 'auto' : 'smooth' });
}
