import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@trade-terms/domain/calls/call';
import { promoMigrationCalls } from '@trade-terms/domain/calls/promo-migration-calls';
import type { TMigrationRow } from '@trade-terms/domain/promo-migration';
import { callApi } from '../../../platform/call-api';

export type TMigrationSearchInput = CallInput<typeof promoMigrationCalls.search>;

export const promoMigrationKeys = {
  all: ['promo-migrations'] as const,
  lists: () => [...promoMigrationKeys.all, 'list'] as const,
  list: (search: object) => [...promoMigrationKeys.lists(), search] as const,
  onBudgetTypes: () => [...promoMigrationKeys.all, 'on-budget-types'] as const,
};

export function useSearchMigrations(input: TMigrationSearchInput) {
  return useQuery(
    queryOptions({
      queryKey: promoMigrationKeys.list(input),
      queryFn: () => callApi(promoMigrationCalls.search, input),
      placeholderData: keepPreviousData,
    }),
  );
}

/** The ON budget types a migration may send money to. */
export function useOnBudgetTypes() {
  return useQuery(
    queryOptions({
      queryKey: promoMigrationKeys.onBudgetTypes(),
      queryFn: () => callApi(promoMigrationCalls.onBudgetTypes, undefined),
    }),
  );
}

export type MigrationMove = 'request' | 'approve' | 'disapprove' | 'exclude' | 'restore';

/** What a move's dialog gathers: a competence and ON budget type to request, a justification. */
export interface MigrationMoveValues {
  competence?: string;
  targetBudgetType?: string;
  justification?: string;
}

/** A move of a holding's migration, sent with the version read (a stale one answers 409); the lists are read again. */
export function useMoveMigration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      move,
      row,
      values,
    }: {
      move: MigrationMove;
      row: TMigrationRow;
      values: MigrationMoveValues;
    }): Promise<TMigrationRow> => {
      const key = {
        economicGroup: row.economicGroup,
        channel: row.channel,
        year: row.year,
        version: row.version,
      };
      const justification = values.justification?.trim() || undefined;
      if (move === 'request')
        return callApi(promoMigrationCalls.request, {
          ...key,
          competence: values.competence ?? '',
          targetBudgetType: values.targetBudgetType ?? '',
          justification,
        });
      if (move === 'exclude')
        return callApi(promoMigrationCalls.exclude, { ...key, justification: justification ?? '' });
      const byId = { id: row.id ?? 0, version: row.version };
      if (move === 'disapprove')
        return callApi(promoMigrationCalls.disapprove, { ...byId, justification: justification ?? '' });
      return callApi(promoMigrationCalls[move], { ...byId, justification });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: promoMigrationKeys.lists() }),
  });
}
