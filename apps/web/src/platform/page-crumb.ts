import { useEffect, useSyncExternalStore } from 'react';

/**
 * The last breadcrumb of a page that names what it shows (an edit page: the record's code).
 * The route table only knows the screen, so the page publishes the text once it has it; the
 * shell's breadcrumbs read it for the address it was published on and fall back to the route.
 */
let current: { pathname: string; text: string } | null = null;
const listeners = new Set<() => void>();

function publish(next: typeof current) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The text a page published for this address, if any. */
export function usePageCrumb(pathname: string): string | null {
  const crumb = useSyncExternalStore(subscribe, () => current);
  return crumb?.pathname === pathname ? crumb.text : null;
}

/** Names the page's last breadcrumb while the page is shown; null leaves the route's title. */
export function usePublishPageCrumb(pathname: string, text: string | null) {
  useEffect(() => {
    if (text === null) return;
    const mine = { pathname, text };
    publish(mine);
    return () => {
      if (current === mine) publish(null);
    };
  }, [pathname, text]);
}
