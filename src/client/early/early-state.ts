// What the head script (early-actions.ts) and the app's code (replay.ts) share: they are two bundles (the
// first a classic script that runs before the page's content exists), so they meet on one global object.

export type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A held action: what to do once React owns the element, and what the browser would have done without the app. */
export type HeldAction = {
  replay: (element: Element) => void;
  withoutApp?: () => void;
  signature: string;
  /** What the control changes (its `aria-controls`), waiting with it: nothing there acts until the control has. */
  controls: Element[];
};

export type EarlyState = {
  /** Taps and submissions held, in order. */
  held: Map<Element, HeldAction>;
  /** Text typed into fields React did not own yet, latest value each. */
  typed: Map<Field, string>;
  /** The replay's, once the app's code runs: told of each new hold. */
  wake?: () => void;
  /** The app's code did not come: what was held goes the plain HTML way. */
  giveUp(): void;
  /** When the page said it is interactive (performance.now()), once it has. */
  interactiveAt?: number;
};

declare global {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges into Window
  interface Window {
    __liftoffEarly?: EarlyState;
  }
}

/** React marks each element it has taken over (hydrated or created) with a property of this prefix. */
const OWNED_PREFIX = '__reactFiber$';
const isOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith(OWNED_PREFIX));
/** Owned by React, on a page that has said it is interactive: React answers it now. */
export const isReady = (state: EarlyState, element: Element) => state.interactiveAt !== undefined && isOwned(element);

/** What a control is to a person: its kind and its name. The same on the element React may render in its place. */
export const signatureOf = (element: Element) =>
  `${element.tagName}|${element.getAttribute('type') ?? ''}|${element.getAttribute('aria-label') ?? element.textContent?.trim() ?? ''}|${element.getAttribute('href') ?? ''}`;

/** Ends the wait of an element, done or not. */
export function release(state: EarlyState, element: Element) {
  const controls = state.held.get(element)?.controls ?? [];
  state.held.delete(element);
  for (const waiting of [element, ...controls]) {
    waiting.removeAttribute('aria-busy');
    waiting.removeAttribute('data-early-waiting');
  }
  for (const part of controls) part.removeAttribute('inert');
}
