import type { ReactNode } from 'react';

/**
 * A wide table's frame: it scrolls sideways and takes the keyboard's focus to do so (axe: a
 * scrollable region must be reachable by keyboard), named for screen readers.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
    <section aria-label={label} tabIndex={0} style={{ marginTop: 16, overflowX: 'auto' }}>
      {children}
    </section>
  );
}
