import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { chatCalls } from '@trade-terms/domain/calls/chat-calls';
import { callApi } from '../../../platform/call-api';
import { chatKeys } from './chat-keys';

export type TSearchTicketsInput = CallInput<typeof chatCalls.search>;

export const searchTicketsQueryOptions = (input: TSearchTicketsInput) =>
  queryOptions({
    queryKey: chatKeys.list(input),
    queryFn: () => callApi(chatCalls.search, input),
    placeholderData: keepPreviousData,
  });

export function useSearchTickets(input: TSearchTicketsInput) {
  return useQuery(searchTicketsQueryOptions(input));
}
