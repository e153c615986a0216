import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { integrationCalls } from '@trade-terms/domain/calls/integration-calls';
import { callApi } from '../../../platform/call-api';
import { integrationKeys } from './integration-keys';

/** Resolves a product row pending association with a PPA product (`associar`). */
async function associateProduct(input: CallInput<typeof integrationCalls.associateProduct>): Promise<void> {
  await callApi(integrationCalls.associateProduct, input);
}

/** The row changes tab and the counts move, so every row list of the products is refreshed. */
export function useAssociateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: associateProduct,
    onSettled: () => queryClient.invalidateQueries({ queryKey: integrationKeys.all('product') }),
  });
}
