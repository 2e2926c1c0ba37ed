import { isReady, release, signatureOf, type EarlyState, type Field } from './early-state';

// The half of decision 022 that comes with the app's code (main.tsx): the actions held and the text typed
// before React owned their elements (early-actions.ts, the page's first script) are handed over as each
// element becomes React's: the typed text first, so that an action reads what the person sees.

/** How often held actions look whether their element is ready, and how long they wait at most. */
const POLL_MS = 50;
const GIVE_UP_MS = 30_000;

export function replayEarlyActions() {
  // A page whose HTML came without the head script (an old cached page): nothing was held.
  if (window.__liftoffEarly) replayFrom(window.__liftoffEarly);
}

function replayFrom(early: EarlyState) {
  // Owned at the previous look too: React has committed it, not only begun to hydrate it.
  const seenReady = new WeakSet<Element>();
  // Held elements seen owned by React at least once.
  const ownedOnce = new WeakSet<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let startedAt = 0;

  /** Ready now and at the previous look. */
  function isSettled(element: Element) {
    if (!isReady(early, element)) return false;
    if (seenReady.has(element)) return true;
    seenReady.add(element);
    return false;
  }

  function look() {
    timer = undefined;
    if (Date.now() - startedAt > GIVE_UP_MS) {
      // The app never took these over: the plain HTML way for what has one.
      early.giveUp();
      return;
    }
    for (const [field, value] of early.typed) {
      if (!field.isConnected) early.typed.delete(field);
      else if (isSettled(field)) {
        early.typed.delete(field);
        handToReact(field, value);
      }
    }
    for (const [element, action] of [...early.held]) {
      // React took the element over and has since removed it: what was tapped is gone from the page (an
      // earlier action replaced it), and acting on what came in its place would act on something the
      // person never saw. Nothing is done, not even the plain HTML way.
      if (!element.isConnected && ownedOnce.has(element)) {
        release(early, element);
        continue;
      }
      if (element.isConnected && isReady(early, element)) ownedOnce.add(element);
      // React may have rendered another element in its place while hydrating: the same kind of control
      // with the same name. None yet: it may still come (the give-up above ends the wait).
      const target = element.isConnected ? element : successorOf(element, action.signature);
      if (target && early.typed.size === 0 && isSettled(target)) {
        // Typed text reaches the page's state before the action that reads it (the size check).
        action.replay(target);
        release(early, element);
        // One action a turn: React commits what it did before the next is looked at, so the next acts
        // on the page as the first left it (a position chosen, then Apply: the chosen one's Apply).
        timer = setTimeout(look, 0);
        return;
      }
    }
    if (early.held.size > 0 || early.typed.size > 0) timer = setTimeout(look, POLL_MS);
  }

  // Called by the boot half on each new hold; a loop already running takes it along.
  early.wake = () => {
    if (timer !== undefined) return;
    startedAt = Date.now();
    timer = setTimeout(look, POLL_MS);
  };
  if (early.held.size > 0 || early.typed.size > 0) early.wake();
}

/** The one connected element of the same kind and name, or null (none, or more than one: no guessing). */
function successorOf(element: Element, signature: string): Element | null {
  const candidates = [...document.querySelectorAll(element.tagName)].filter(
    (candidate) => signatureOf(candidate) === signature,
  );
  return candidates.length === 1 ? candidates[0]! : null;
}

/**
 * Tells React what the field holds, as if it had just been typed. React compares a text field's value
 * with the last one it recorded and ignores an input event that changes nothing, so the recorded value
 * is first set to something else through the element's own setter (which React watches), then the
 * typed text through the prototype's (which it does not).
 */
function handToReact(field: Field, value: string) {
  const prototype =
    field instanceof HTMLSelectElement
      ? HTMLSelectElement.prototype
      : field instanceof HTMLTextAreaElement
        ? HTMLTextAreaElement.prototype
        : HTMLInputElement.prototype;
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')!.set!;
  if (!(field instanceof HTMLSelectElement)) field.value = value === '' ? ' ' : '';
  setValue.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}
