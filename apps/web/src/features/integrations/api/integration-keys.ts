import type { IntegrationKind, TIntegrationRowsRequest } from '@trade-terms/domain/integrations';
import type { TPageRequest } from '@trade-terms/domain/paging';

export const integrationKeys = {
  all: (kind: IntegrationKind) => ['integrations', kind] as const,
  rowLists: (kind: IntegrationKind) => [...integrationKeys.all(kind), 'rows'] as const,
  rows: (kind: IntegrationKind, request: Partial<TIntegrationRowsRequest>) =>
    [...integrationKeys.rowLists(kind), request] as const,
  histories: (kind: IntegrationKind) => [...integrationKeys.all(kind), 'history'] as const,
  history: (kind: IntegrationKind, page: TPageRequest) => [...integrationKeys.histories(kind), page] as const,
};
