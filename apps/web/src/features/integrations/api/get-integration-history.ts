import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { integrationCallsOf } from '@trade-terms/domain/calls/integration-calls';
import type { IntegrationDeclaration } from '@trade-terms/domain/integrations';
import type { TPageRequest } from '@trade-terms/domain/paging';
import { callApi } from '../../../platform/call-api';
import { refetchWhileAnyProcessing } from '../integration-view';
import { integrationKeys } from './integration-keys';

/** Every integration of the kind, newest first: who, when, file, status and counts (`historico`). */
export function useIntegrationHistory(integration: IntegrationDeclaration, page: TPageRequest) {
  return useQuery({
    queryKey: integrationKeys.history(integration.kind, page),
    queryFn: () => callApi(integrationCallsOf(integration).history, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileAnyProcessing(query.state.data?.items ?? []),
  });
}
