import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TIntegrationAssociate, ZIntegrationAssociateSchema } from '@trade-terms/domain/integrations';
import { httpClient } from '../../../platform/http-client';
import { integrationKeys } from './integration-keys';

export const ZAssociateProductInputSchema = ZIntegrationAssociateSchema;

/** Resolves a product row pending association with a PPA product (`integracaoProdutos/associar`). */
export async function associateProduct(input: TIntegrationAssociate) {
  await httpClient.post<unknown>('/integracaoProdutos/associar', ZAssociateProductInputSchema.parse(input));
}

/** The row changes tab and the counts move, so every row list of the products is refreshed. */
export function useAssociateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all('product') }),
  });
}
