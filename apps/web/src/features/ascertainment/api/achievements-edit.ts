import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAchievementsEditExport,
  TAchievementsEditSearch,
} from '@trade-terms/domain/ascertainment-achievements-edit';
import { ascertainmentAchievementsCalls } from '@trade-terms/domain/calls/ascertainment-achievements-calls';
import { callApi } from '../../../platform/call-api';
import { saveExportFile, uploadBodyOf } from '../../../platform/file-transfer';
import { jobKeys } from '../../../platform/jobs/job-keys';
import { ascertainmentKeys } from './ascertainment-keys';

/** The lines that take a typed achievement; under the lists' keys, so a calculation reads them again. */
export function useAchievements(search: TAchievementsEditSearch) {
  return useQuery(
    queryOptions({
      queryKey: [...ascertainmentKeys.lists(), 'achievements-edit', search] as const,
      queryFn: () => callApi(ascertainmentAchievementsCalls.search, search),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The rows under the filters as the spreadsheet that is imported back. */
export function useExportAchievements() {
  return useMutation({
    mutationFn: async (filters: TAchievementsEditExport) => {
      const file = await callApi(ascertainmentAchievementsCalls.export, filters);
      saveExportFile(file);
      return file;
    },
  });
}

/** The typed achievements, queued as a job (`apuracao/salvarAtingimentos`); answers the job and its message. */
export function useSaveAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rows: { lineId: number; version: number; achievementPercent: string | null }[]) =>
      callApi(ascertainmentAchievementsCalls.save, { rows }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}

/** A filled spreadsheet, queued as the same job (`apuracao/importarAtingimentos`); answers the job's id. */
export function useImportAchievements() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) =>
      (await callApi(ascertainmentAchievementsCalls.import, await uploadBodyOf(file))).id,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: jobKeys.lists() }),
  });
}
