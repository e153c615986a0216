import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { actpmCalls } from '@trade-terms/domain/calls/actpm-calls';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { callApi } from '../../../platform/call-api';
import { saveExportFile } from '../../../platform/file-transfer';

export type TActpmReportInput = CallInput<typeof actpmCalls.report>;
export type TActpmReportFiltersInput = CallInput<typeof actpmCalls.exportReport>;

export const actpmKeys = {
  all: ['actpm'] as const,
  lists: () => [...actpmKeys.all, 'list'] as const,
  period: (competence: string) => [...actpmKeys.lists(), 'period', competence] as const,
  report: (search: object) => [...actpmKeys.lists(), 'report', search] as const,
};

export function useActpmPeriod(competence: string | null) {
  return useQuery(
    queryOptions({
      queryKey: actpmKeys.period(competence ?? ''),
      queryFn: () => callApi(actpmCalls.period, { competence: competence as string }),
      enabled: competence !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

/** Ascertains or approves a competence; the period and the report are read again. */
export function useActpmMove(move: 'ascertain' | 'approve') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (competence: string) => callApi(actpmCalls[move], { competence }),
    onSuccess: (period) => {
      client.setQueryData(actpmKeys.period(period.competence), period);
      void client.invalidateQueries({ queryKey: actpmKeys.lists() });
    },
  });
}

export function useActpmReport(input: TActpmReportInput | null) {
  return useQuery(
    queryOptions({
      queryKey: actpmKeys.report(input ?? {}),
      queryFn: () => callApi(actpmCalls.report, input as TActpmReportInput),
      enabled: input !== null,
      placeholderData: keepPreviousData,
    }),
  );
}

export const useExportActpmReport = () =>
  useMutation({
    mutationFn: async (input: TActpmReportFiltersInput) =>
      saveExportFile(await callApi(actpmCalls.exportReport, input)),
  });
