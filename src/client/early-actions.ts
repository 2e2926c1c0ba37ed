// A server-rendered page shows before its code has run, and a person acts as soon as it shows (decision
// 022). boot.ts installs this on such a page, before the app's code loads, so that what they do then
// takes effect or visibly waits, and is never lost:
// - A tap on a button (or a checkbox, a radio) that React has not taken over yet is held: the control
//   says it is busy (`aria-busy`, `data-early-waiting`), and once React owns it the same element gets
//   the click. Hydration keeps the server's elements, so the element tapped is the one that answers.
// - A form's submission (Enter in a field, or its button) is held the same way and sent again with
//   `requestSubmit`, with what was typed.
// - What is typed into a field before React owns it is handed to React then, as an input event, so the
//   state the page reads is what the person sees.
// - Links, and the forms that work without the script (`method="get"` with an `action`: the searches),
//   are left to the browser: they work as plain HTML, and the server answers them with the page. React
//   is kept out of a tap on a link it does not own yet: while it hydrates it would take the click
//   (React Router's Link cancels the browser's navigation) before its router can navigate, and the tap
//   would do nothing.
// Only the elements the server sent are held (those present when this runs): what the app makes later
// is its own from the start.

/** React marks each element it has taken over (hydrated or created) with a property of this prefix. */
const OWNED_PREFIX = '__reactFiber$';
const CONTROLS = 'button, [role="button"], input[type="checkbox"], input[type="radio"], input[type="submit"], summary';
const FIELDS = 'input, textarea, select';
/** How often held actions look whether their element is ready, and how long they wait at most. */
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isOwned = (element: Element) => Object.keys(element).some((key) => key.startsWith(OWNED_PREFIX));

/** A form the browser can send by itself to an address that answers with the page and what was typed. */
export const worksWithoutApp = (form: HTMLFormElement | null) => !!form && form.method === 'get' && form.hasAttribute('action');

export function holdEarlyActions(root: ParentNode = document) {
  const serverSent = new WeakSet<Element>(root.querySelectorAll(`${CONTROLS}, ${FIELDS}, form, a[href]`));
  const held = new Map<Element, () => void>();
  const typed = new Map<Field, string>();
  // Owned at the previous look too: React has committed it, not only begun to hydrate it.
  const seenOwned = new WeakSet<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;

  const isInteractive = () => document.documentElement.dataset.interactive === 'true';
  const isReady = (element: Element) => isInteractive() && isOwned(element);
  const isEarly = (element: Element | null): element is Element => !!element && serverSent.has(element) && !isReady(element);

  function hold(element: Element, replay: () => void) {
    if (held.has(element)) return;
    held.set(element, replay);
    element.setAttribute('aria-busy', 'true');
    element.setAttribute('data-early-waiting', '');
    if (timer === undefined) {
      startedAt = Date.now();
      timer = setTimeout(look, POLL_MS);
    }
  }

  function release(element: Element) {
    held.delete(element);
    element.removeAttribute('aria-busy');
    element.removeAttribute('data-early-waiting');
  }

  /** Ready now and at the previous look. */
  function isSettled(element: Element) {
    if (!isReady(element)) return false;
    if (seenOwned.has(element)) return true;
    seenOwned.add(element);
    return false;
  }

  function look() {
    timer = undefined;
    const isTooLate = Date.now() - startedAt > GIVE_UP_MS;
    for (const [field, value] of typed) {
      if (!field.isConnected || isTooLate) typed.delete(field);
      else if (isSettled(field)) {
        typed.delete(field);
        handToReact(field, value);
      }
    }
    for (const [element, replay] of [...held]) {
      if (!element.isConnected || isTooLate) release(element);
      // Typed text reaches the page's state before the action that reads it.
      else if (typed.size === 0 && isSettled(element)) {
        release(element);
        replay();
      }
    }
    if (held.size > 0 || typed.size > 0) timer = setTimeout(look, POLL_MS);
  }

  document.addEventListener(
    'click',
    (event) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') ?? null;
      if (link) {
        // The browser follows it, as plain HTML.
        if (isEarly(link)) event.stopPropagation();
        return;
      }
      const control = (event.target as Element | null)?.closest?.(CONTROLS) ?? null;
      if (!isEarly(control)) return;
      const form = (control as HTMLButtonElement).form ?? null;
      const isSubmit = (control as HTMLButtonElement).type === 'submit' && !!form;
      if (isSubmit && worksWithoutApp(form)) return;
      event.preventDefault();
      event.stopPropagation();
      hold(control, () => (control as HTMLElement).click());
    },
    true,
  );

  document.addEventListener(
    'submit',
    (event) => {
      const form = event.target as HTMLFormElement;
      if (!isEarly(form) || worksWithoutApp(form)) return;
      event.preventDefault();
      event.stopPropagation();
      const submitter = (event as SubmitEvent).submitter;
      hold(form, () => form.requestSubmit(submitter && submitter.isConnected ? submitter : undefined));
    },
    true,
  );

  const remember = (event: Event) => {
    const field = event.target as Field;
    if (!field.matches?.(FIELDS) || !isEarly(field) || (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio' || field.type === 'file'))) return;
    typed.set(field, field.value);
    if (timer === undefined) {
      startedAt = Date.now();
      timer = setTimeout(look, POLL_MS);
    }
  };
  document.addEventListener('input', remember, true);
  document.addEventListener('change', remember, true);
}

/**
 * Tells React what the field holds, as if it had just been typed. React compares a text field's value
 * with the last one it recorded and ignores an input event that changes nothing, so the recorded value
 * is first set to something else through the element's own setter (which React watches), then the
 * typed text through the prototype's (which it does not).
 */
function handToReact(field: Field, value: string) {
  const prototype = field instanceof HTMLSelectElement ? HTMLSelectElement.prototype : field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
