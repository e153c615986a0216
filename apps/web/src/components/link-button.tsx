import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

/**
 * A button that goes to another screen: one link styled as a button, never a button inside a
 * link (two nested controls a screen reader announces twice and the keyboard reaches once).
 * A plain click moves inside the client; Ctrl or middle click still opens a new tab.
 */
export function LinkButton({
  to,
  state,
  ...props
}: Omit<ButtonProps, 'href' | 'onClick'> & { to: string; state?: unknown }) {
  const href = useHref(to);
  const follow = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  return (
    <Button
      {...props}
      href={href}
      onClick={(event: MouseEvent<HTMLElement>) => follow(event as MouseEvent<HTMLAnchorElement>)}
    />
  );
}
