import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type IntegrationDeclaration, ZIntegrationHistorySchema } from '@trade-terms/domain/integrations';
import { type TPageRequest, ZPageRequestSchema } from '@trade-terms/domain/paging';
import { httpClient } from '../../../platform/http-client';
import { refetchWhileAnyProcessing } from '../integration-view';
import { integrationKeys } from './integration-keys';

export const ZIntegrationHistoryInputSchema = ZPageRequestSchema;

/** Every integration of the kind, newest first: who, when, file, status and counts (`historico`). */
export async function getIntegrationHistory(integration: IntegrationDeclaration, page: TPageRequest) {
  const payload = await httpClient.post<unknown>(
    `/${integration.apiName}/historico`,
    ZIntegrationHistoryInputSchema.parse(page),
  );
  return ZIntegrationHistorySchema.parse(payload);
}

export function useIntegrationHistory(integration: IntegrationDeclaration, page: TPageRequest) {
  return useQuery({
    queryKey: integrationKeys.history(integration.kind, page),
    queryFn: () => getIntegrationHistory(integration, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileAnyProcessing(query.state.data?.itens ?? []),
  });
}
