import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type IntegrationDeclaration,
  type TIntegrationRowsRequest,
  ZIntegrationRowsRequestSchema,
  ZIntegrationRowsSchema,
} from '@trade-terms/domain/integrations';
import { httpClient } from '../../../platform/http-client';
import { refetchWhileProcessing } from '../integration-view';
import { integrationKeys } from './integration-keys';

export const ZIntegrationRowsInputSchema = ZIntegrationRowsRequestSchema;

/**
 * One tab of an integration, paged on the server, with the integration itself and its tab
 * counts (`buscarLinhas`); without an id, the latest integration of the kind.
 */
export async function getIntegrationRows(
  integration: IntegrationDeclaration,
  request: Partial<TIntegrationRowsRequest>,
) {
  const payload = await httpClient.post<unknown>(
    `/${integration.apiName}/buscarLinhas`,
    ZIntegrationRowsInputSchema.parse(request),
  );
  return ZIntegrationRowsSchema.parse(payload);
}

/** Followed every 2 seconds while the file is still being compared with the registers. */
export function useIntegrationRows(
  integration: IntegrationDeclaration,
  request: Partial<TIntegrationRowsRequest>,
) {
  return useQuery({
    queryKey: integrationKeys.rows(integration.kind, request),
    queryFn: () => getIntegrationRows(integration, request),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => refetchWhileProcessing(query.state.data?.integracao ?? null),
  });
}
