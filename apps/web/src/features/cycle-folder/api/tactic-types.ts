import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { useRegisterOptions } from '../../../platform/register-options';

/**
 * The tactic types register's records as the folder screens show them: its active records (the
 * folder editor's choices) and these codes even when inactive, so a saved tactic reads by its
 * name. A code no record has reads as it is.
 */
export function useTacticTypes(codes: readonly string[]) {
  const options = useRegisterOptions(REGISTER_DECLARATIONS.tacticType, {
    limit: 100,
    ...(codes.length > 0 ? { codes: [...new Set(codes)].sort() } : {}),
  });
  const records = options.data ?? [];
  const names = new Map(records.map((record) => [record.code, record.name]));
  return {
    records,
    loading: options.isFetching,
    nameOf: (code: string) => names.get(code) ?? code,
  };
}
