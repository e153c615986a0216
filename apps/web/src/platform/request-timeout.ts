import { appSettings } from './app-settings';

export interface TimedSignal {
  /** Aborts when the caller's own signal does, or when the server's time to answer runs out. */
  signal: AbortSignal;
  timedOut(): boolean;
  /** Stops the clock once the answer has been read. */
  clear(): void;
}

/**
 * A frozen server accepts the connection and never answers, and the browser then waits for
 * ever: every call gets the request timeout of the server's settings. A plain timer rather
 * than `AbortSignal.timeout`, so it follows the page's clock.
 */
export function timedSignal(callerSignal?: AbortSignal): TimedSignal {
  const controller = new AbortController();
  let expired = false;
  const abortWithCaller = () => controller.abort(callerSignal?.reason);
  if (callerSignal?.aborted) abortWithCaller();
  else callerSignal?.addEventListener('abort', abortWithCaller, { once: true });
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException('The server did not answer in time', 'TimeoutError'));
  }, appSettings().requestTimeoutSeconds * 1000);
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', abortWithCaller);
    },
  };
}

/** The caller's signal alone, for a request whose length is the caller's (a large upload). */
export function untimedSignal(callerSignal?: AbortSignal): TimedSignal {
  return { signal: callerSignal ?? new AbortController().signal, timedOut: () => false, clear() {} };
}
