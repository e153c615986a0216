import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';

/** What each route of the table carries for the title, the guard and the breadcrumbs. */
export interface RouteHandle {
  path: string;
  title: MessageKey;
  deniedMessage?: MessageKey;
}

export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle && 'path' in handle;
}
