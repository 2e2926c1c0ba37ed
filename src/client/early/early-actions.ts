// A server-rendered page shows before its code has run, and a person acts as soon as it shows (decision
// 022). This is the page's first script, a classic one at the top of <head> (vite.config.ts puts it
// there): it runs before any of the content exists, so that what the person does from the first paint
// takes effect or visibly waits, and is never lost:
// - A tap on a button, a link (or a checkbox, a radio) that React has not taken over yet is held: the
//   control says it is busy (`aria-busy`, `data-early-waiting`), and once React owns it the same element
//   gets the click. Hydration keeps the server's elements, so the element tapped is the one that answers.
// - A form's submission (Enter in a field, or its button) is held the same way and sent again with
//   `requestSubmit`, with what was typed.
// - What is typed into a field before React owns it is handed to React then, as an input event, so the
//   state the page reads is what the person sees.
// Links and the searches are plain HTML (`<a href>`, `<form method="get" action>`), and work so without
// any script. While the app is coming they are held too: the browser's own navigation, started before the
// app's router, would be cancelled by the router's first history entry (Chromium), and the tap lost.
// Should the app's code not load, each held link and search is then followed or sent by the browser.
// A tap is replayed as the browser delivers one (pointer and mouse down and up, then the click): some
// controls act on the press, not the click (a menu's trigger, a tab), and a click alone was lost on them.
// A control that names what it changes (`aria-controls`: a position in a list, whose details show beside
// it) makes that part wait with it: until the choice has taken effect, nothing there acts on what it
// showed before.
// Only the elements the server sent are held (those parsed by the time the document is): what the app
// makes later is its own from the start. This half only records; the other half (replay.ts) comes with
// the app's code, which is what makes anything ready, and acts.

import { isReady, release, signatureOf, type EarlyState, type Field, type HeldAction } from './early-state';

const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';
const FIELDS = 'input, textarea, select';

/** A form the browser can send by itself to an address that answers with the page and what was typed. */
const worksWithoutApp = (form: HTMLFormElement | null) =>
  !!form && form.method === 'get' && form.hasAttribute('action');

/** A tap that makes the browser leave this page for another, in this tab (not a new tab, a download, a mail link, or a jump within the page). */
function leavesPage(event: MouseEvent, link: HTMLAnchorElement) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download') || !/^https?:$/.test(link.protocol))
    return false;
  return !(link.hash && link.pathname === location.pathname && link.search === location.search);
}

const state: EarlyState = {
  held: new Map(),
  typed: new Map(),
  giveUp() {
    state.typed.clear();
    for (const [element, action] of [...state.held]) {
      release(state, element);
      action.withoutApp?.();
    }
  },
};
window.__liftoffEarly = state;
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.interactive !== 'true') return;
  state.interactiveAt = performance.now();
  state.wake?.();
  observer.disconnect();
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-interactive'] });

// Until the document is parsed, every element is the server's; then those parsed are.
let serverSent: WeakSet<Element> | null = null;
document.addEventListener('DOMContentLoaded', () => {
  serverSent = new WeakSet(document.querySelectorAll(`${CONTROLS}, ${FIELDS}, form, a[href]`));
});
const isEarly = (element: Element | null): element is Element =>
  !!element && (serverSent?.has(element) ?? true) && !isReady(state, element);

function hold(element: Element, action: Omit<HeldAction, 'signature' | 'controls'>) {
  if (state.held.has(element)) return;
  const controls = (element.getAttribute('aria-controls') ?? '')
    .split(/\s+/)
    .flatMap((id) => document.getElementById(id) ?? []);
  state.held.set(element, { ...action, signature: signatureOf(element), controls });
  for (const waiting of [element, ...controls]) {
    waiting.setAttribute('aria-busy', 'true');
    waiting.setAttribute('data-early-waiting', '');
  }
  // What the choice will replace acts on nothing meanwhile (a tap there reaches nothing, as on a disabled control).
  for (const part of controls) part.setAttribute('inert', '');
  state.wake?.();
}

/** A tap as the browser delivers it, on the element React now owns; `detail` 1: a pointer's click, not a key's. */
function tap(target: Element, pointerType: string) {
  const init = {
    bubbles: true,
    cancelable: true,
    composed: true,
    button: 0,
    isPrimary: true,
    pointerId: 1,
    pointerType,
    detail: 1,
    view: window,
  };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new MouseEvent('mousedown', { ...init, buttons: 1 }));
  target.dispatchEvent(new PointerEvent('pointerup', init));
  target.dispatchEvent(new MouseEvent('mouseup', init));
  target.dispatchEvent(new PointerEvent('click', init));
}

// A press (pointer or mouse, down or up) on a control or link that is still the server's is kept from
// React, as its click is: React sees a whole tap or none of it. Else a control that acts on the press (a
// menu's trigger) and was taken over between the press and the click would act twice, once on the press
// and once on the replay (opened, then closed). The browser's own part of the press (focus) still happens.
// The element pressed while it was still the server's: its click is held even if React took the element
// over between the press and the release.
let pressedEarly: Element | null = null;
for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup']) {
  document.addEventListener(
    type,
    (event) => {
      const target = (event.target as Element | null)?.closest?.(`a[href], ${CONTROLS}`) ?? null;
      if (type === 'pointerdown') pressedEarly = isEarly(target) ? target : null;
      if (target && (isEarly(target) || target === pressedEarly)) event.stopPropagation();
    },
    true,
  );
}
const isHeldClick = (element: Element | null, pressed: Element | null): element is Element =>
  isEarly(element) || (!!element && element === pressed);

document.addEventListener(
  'click',
  (event) => {
    const pointerType = (event as PointerEvent).pointerType || 'mouse';
    const pressed = pressedEarly;
    pressedEarly = null;
    const link = (event.target as Element | null)?.closest?.('a[href]') ?? null;
    if (link) {
      // A new tab, a download, a mail link or a jump within the page is the browser's alone.
      if (!isHeldClick(link, pressed) || !leavesPage(event, link as HTMLAnchorElement)) return;
      event.preventDefault();
      event.stopPropagation();
      hold(link, {
        replay: (target) => tap(target, pointerType),
        withoutApp: () => location.assign((link as HTMLAnchorElement).href),
      });
      return;
    }
    const control = (event.target as Element | null)?.closest?.(CONTROLS) ?? null;
    if (!isHeldClick(control, pressed)) return;
    // A form's submit button: the browser goes on to submit the form, and that is held (below), with what
    // was typed. React is kept out of the click all the same.
    if ((control as HTMLButtonElement).type === 'submit' && (control as HTMLButtonElement).form)
      return void event.stopPropagation();
    event.preventDefault();
    event.stopPropagation();
    hold(control, { replay: (target) => tap(target, pointerType) });
  },
  true,
);

document.addEventListener(
  'submit',
  (event) => {
    const form = event.target as HTMLFormElement;
    if (!isEarly(form)) return;
    event.preventDefault();
    event.stopPropagation();
    const submitter = (event as SubmitEvent).submitter;
    hold(form, {
      replay: () => form.requestSubmit(submitter && submitter.isConnected ? submitter : undefined),
      withoutApp: worksWithoutApp(form) ? () => form.submit() : undefined,
    });
  },
  true,
);

const remember = (event: Event) => {
  const field = event.target as Field;
  if (
    !field.matches?.(FIELDS) ||
    !isEarly(field) ||
    (field instanceof HTMLInputElement &&
      (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file'))
  )
    return;
  state.typed.set(field, field.value);
  state.wake?.();
};
document.addEventListener('input', remember, true);
document.addEventListener('change', remember, true);
