import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { integrationCallsOf } from '@trade-terms/domain/calls/integration-calls';
import type { IntegrationDeclaration, TIntegrationRowsRequest } from '@trade-terms/domain/integrations';
import { callApi } from '../../../platform/call-api';
import { refetchWhileProcessing } from '../integration-view';
import { integrationKeys } from './integration-keys';

/**
 * One tab of an integration, paged on the server, with the integration itself and its tab
 * counts (`buscarLinhas`); without an id, the latest integration of the kind. Followed every 2
 * seconds while the file is still being compared with the registers.
 */
export function useIntegrationRows(
  integration: IntegrationDeclaration,
  request: Partial<TIntegrationRowsRequest>,
) {
  return useQuery({
    queryKey: integrationKeys.rows(integration.kind, request),
    queryFn: () => callApi(integrationCallsOf(integration).rows, request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileProcessing(query.state.data?.integration ?? null),
  });
}
