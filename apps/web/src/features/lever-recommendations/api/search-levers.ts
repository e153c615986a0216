import { useQuery } from '@tanstack/react-query';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';

/** Levers to pick from by name (the first 20 matching), with the one already chosen. */
export function useLeverOptions(search: string) {
  return useQuery({
    queryKey: leverSheetKeys.levers(search),
    queryFn: () => callApi(leverCalls.search, { pageSize: 20, ...(search ? { search } : {}) }),
  });
}
