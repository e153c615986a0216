/**
 * What the side menu may show (spec, section 2: Side menu). An entry with a path is shown when
 * the user may open that route; an entry without one (a group, or an action such as logout)
 * only with visible children, when it is open to all, or with one of its listed permissions.
 */
export interface MenuNode {
  key: string;
  path?: string;
  openToAll?: boolean;
  permissions?: readonly string[];
  children?: readonly MenuNode[];
}

export function visibleMenu<T extends MenuNode>(
  nodes: readonly T[],
  authorities: readonly string[],
  mayOpen: (path: string) => boolean,
): T[] {
  return nodes.flatMap((node) => {
    const children = node.children
      ? visibleMenu(node.children as readonly T[], authorities, mayOpen)
      : undefined;
    const shown = node.path
      ? mayOpen(node.path)
      : (children?.length ?? 0) > 0 ||
        node.openToAll === true ||
        (node.permissions ?? []).some((permission) => authorities.includes(permission));
    if (!shown) return [];
    return [children ? { ...node, children } : node];
  });
}
