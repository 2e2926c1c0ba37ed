import {
  lazy,
  startTransition,
  Suspense,
  useState,
  type ComponentType,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';

/** How the control was first opened: it opens at once when its code arrives, on its first item for a keyboard user. */
export type FirstOpen = { isKeyboard: boolean };

export type TriggerProps = {
  onPointerEnter(): void;
  onFocus(): void;
  onClick(event: MouseEvent): void;
  onKeyDown(event: KeyboardEvent): void;
};

const inert: TriggerProps = { onPointerEnter() {}, onFocus() {}, onClick() {}, onKeyDown() {} };

/**
 * A control (a Radix menu or dialog, with floating-ui and its focus and scroll handling) whose code
 * loads on first use, so it stays out of the JavaScript every page downloads before it can show anything.
 * Until then a look-alike trigger stands in: pointing at it or focusing it starts the download, and a
 * click, Enter, Space or ArrowDown opens the real control as soon as it is there. The stand-in stays on
 * screen (and keeps focus) while the code loads: the swap is a transition.
 */
export function deferredControl<P extends object>(
  load: () => Promise<{ default: ComponentType<P & { firstOpen: FirstOpen }> }>,
  renderTrigger: (props: P, triggerProps: TriggerProps) => ReactElement,
) {
  // Offline, the code may not come: the stand-in stays rather than the page failing (a reload retries).
  const Control = lazy(() => load().catch(() => ({ default: (props: P) => renderTrigger(props, inert) })));
  let loading: Promise<unknown> | undefined;
  const preload = () => {
    loading ??= load().catch(() => (loading = undefined));
  };

  return function DeferredControl(props: P) {
    const [firstOpen, setFirstOpen] = useState<FirstOpen | null>(null);
    const open = (isKeyboard: boolean) => {
      preload();
      startTransition(() => setFirstOpen({ isKeyboard }));
    };
    const trigger = renderTrigger(props, {
      onPointerEnter: preload,
      onFocus: preload,
      // A click from Enter or Space has no pointer behind it (detail 0).
      onClick: (event) => open(event.detail === 0),
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        open(true);
      },
    });
    return <Suspense fallback={trigger}>{firstOpen ? <Control {...props} firstOpen={firstOpen} /> : trigger}</Suspense>;
  };
}

/**
 * For a menu first opened from the keyboard: focus moves on to its first item, as Radix does when its code
 * was already there (it focuses the menu itself when it mounts open). Pass as the menu content's onFocus.
 */
export function focusFirstItemOnce(firstOpen: FirstOpen, isFirst: { current: boolean }) {
  return (event: FocusEvent<HTMLElement>) => {
    if (event.target !== event.currentTarget || !isFirst.current) return;
    isFirst.current = false;
    if (firstOpen.isKeyboard) event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  };
}
