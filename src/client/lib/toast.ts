import type { ExternalToast } from 'sonner';
import type * as ToasterModule from './toaster';

type Show = (message: string, options?: ExternalToast) => void;
type Toaster = typeof ToasterModule;

let toaster: Promise<Toaster> | undefined;

// sonner and its toaster load with the first message, not with every page: most visits show none.
// Messages keep their order (each waits for the same load), and sonner shows a message sent before
// its toaster subscribed.
function load(): Promise<Toaster> {
  toaster ??= import('./toaster').then(
    async (module) => {
      await module.mountToaster();
      return module;
    },
    (error: unknown) => {
      toaster = undefined;
      throw error;
    },
  );
  return toaster;
}

const show =
  (kind: 'success' | 'error' | 'warning' | 'info'): Show =>
  (message, options) => {
    void load().then(
      ({ toast }) => toast[kind](message, options),
      () => undefined,
    );
  };

/** Short messages at the top of the screen (spec: success, error, warning), sonner's look and behaviour. */
export const toast = { success: show('success'), error: show('error'), warning: show('warning'), info: show('info') };
