import { type ComponentType, useSyncExternalStore } from 'react';
import { setToastLoader } from '../platform/notifier';

let toasts: ComponentType | null = null;
let loading: Promise<unknown> | null = null;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the toasts with the first screen that uses the component library (the signed-in shell,
 * the bare frame). They then stay at the root for the rest of the visit, so a toast outlives the
 * screen that raised it: the session-expired warning still shows on /login after the shell is
 * gone. A page without a session that raises a toast loads them then (`platform/notifier.ts`).
 */
export function loadToasts(): Promise<unknown> {
  loading ??= import('./antd-theme').then(
    (module) => {
      toasts = module.AntdToasts;
      for (const listener of listeners) listener();
    },
    (error: unknown) => {
      // Tried again by the next screen or toast: the server may hand out the chunk by then.
      loading = null;
      throw error;
    },
  );
  return loading;
}

// A toast that cannot be drawn now waits in the notifier for a later attempt.
setToastLoader(() => void loadToasts().catch(() => undefined));

export function ToastHost() {
  const Toasts = useSyncExternalStore(subscribe, () => toasts);
  return Toasts ? <Toasts /> : null;
}
