import { type MenuNode, visibleMenu } from '@trade-terms/domain/menu';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import { FEATURE_GROUPS, type FeatureGroup } from '@trade-terms/domain/permissions';
import { mayOpenRoute } from '@trade-terms/domain/route-access';
import type { AppRoute } from './routes';

/** What the shell does for an entry without a path of its own. */
export type MenuAction = 'changePassword' | 'editRequest' | 'logout';

export interface MenuEntry extends MenuNode {
  title: MessageKey;
  group?: FeatureGroup;
  action?: MenuAction;
  /** An address outside the product, opened in a new tab. */
  externalHref?: string;
  children?: MenuEntry[];
}

/** Groups whose entries read best in alphabetical order (spec: "Clients and products"). */
const SORTED_BY_TITLE: ReadonlySet<FeatureGroup> = new Set(['clientsAndProducts']);

export interface MenuInput {
  routes: readonly AppRoute[];
  authorities: readonly string[];
  supportDocumentsUrl: string | null;
  /** The entries' titles as the user reads them, for the groups sorted by title. */
  translate: (key: MessageKey) => string;
}

function supportEntries(supportDocumentsUrl: string | null): MenuEntry[] {
  // The chat comes from the route table; the rest is open to every signed-in user.
  const entries: MenuEntry[] = [
    { key: 'changePassword', title: 'changePassword.title', action: 'changePassword', openToAll: true },
    { key: 'editRequest', title: 'editRequest.title', action: 'editRequest', openToAll: true },
  ];
  if (supportDocumentsUrl) {
    entries.push({
      key: 'supportDocuments',
      title: 'menu.supportDocuments',
      externalHref: supportDocumentsUrl,
      openToAll: true,
    });
  }
  return entries;
}

/**
 * The side menu of the spec (section 2): the groups in their order, each listing the screens of
 * the route table filed under it, Support with its actions, and Logout last; then only what
 * this user may see.
 */
export function buildMenu({ routes, authorities, supportDocumentsUrl, translate }: MenuInput): MenuEntry[] {
  const groups = FEATURE_GROUPS.map((group): MenuEntry => {
    const screens: MenuEntry[] = routes
      .filter((route) => route.menu === group)
      .map((route) => ({ key: route.path, path: route.path, title: route.title }));
    if (SORTED_BY_TITLE.has(group)) {
      screens.sort((a, b) => translate(a.title).localeCompare(translate(b.title)));
    }
    const children = group === 'support' ? [...screens, ...supportEntries(supportDocumentsUrl)] : screens;
    return { key: `group:${group}`, group, title: `menu.group.${group}`, children };
  });
  const logout: MenuEntry = { key: 'logout', title: 'shell.logout', action: 'logout', openToAll: true };
  return visibleMenu([...groups, logout], authorities, (path) => mayOpenRoute(path, authorities));
}
