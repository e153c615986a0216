import type { BrowserContext, Page } from 'playwright-core';

/**
 * Counts the page's API calls by path as they leave (a fetch wrapper installed before the
 * page's own scripts), so a test reads at once what the page has asked for: with the browser
 * clock moved past a timer, "no call went out" is a fact to read, not a wait to sit through.
 */
export async function countCalls(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const counts: Record<string, number> = {};
    const answered: Record<string, number> = {};
    const pending = { count: 0 };
    Object.defineProperty(window, '__callCounts', { value: counts });
    Object.defineProperty(window, '__callsAnswered', { value: answered });
    Object.defineProperty(window, '__callsPending', { value: pending });
    const original = window.fetch.bind(window);
    window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
      const address = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const { pathname } = new URL(address, window.location.href);
      counts[pathname] = (counts[pathname] ?? 0) + 1;
      pending.count++;
      return original(input, init)
        .then((response) => {
          // An answer counts as read once its body has been: what the page does with it
          // follows at once, before the test's next look at the page.
          for (const method of ['text', 'json', 'arrayBuffer', 'blob'] as const) {
            const read = response[method].bind(response) as () => Promise<unknown>;
            Object.defineProperty(response, method, {
              value: () =>
                read().finally(() => {
                  answered[pathname] = (answered[pathname] ?? 0) + 1;
                }),
            });
          }
          return response;
        })
        .finally(() => {
          pending.count--;
        });
    };
  });
}

/** How many calls to `path` this page has sent since it was loaded. */
export function callsMade(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (wanted) => (window as unknown as { __callCounts?: Record<string, number> }).__callCounts?.[wanted] ?? 0,
    path,
  );
}

/** How many of this page's calls are still waiting for their answer. */
export function pendingCalls(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __callsPending?: { count: number } }).__callsPending?.count ?? 0,
  );
}

/** How many answers to calls to `path` this page has read (their bodies taken in). */
export function answersRead(page: Page, path: string): Promise<number> {
  return page.evaluate(
    (wanted) =>
      (window as unknown as { __callsAnswered?: Record<string, number> }).__callsAnswered?.[wanted] ?? 0,
    path,
  );
}
