import { useQuery } from '@tanstack/react-query';
import { leverCalls } from '@trade-terms/domain/calls/levers-calls';
import { callApi } from '../../../platform/call-api';
import { leverSheetKeys } from './lever-sheet-keys';

/** Levers to pick from by name (the first 20 matching), with the one already chosen. */
export function useLeverOptions(texto: string) {
  return useQuery({
    queryKey: leverSheetKeys.levers(texto),
    queryFn: () => callApi(leverCalls.search, { tamanhoPagina: 20, ...(texto ? { texto } : {}) }),
  });
}
