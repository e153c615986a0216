import type { TExecutionPage, TExecutionSearch } from '@trade-terms/domain/ascertainment-execution';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { executionRows } from './ascertainment-execution-repository';

/**
 * `buscarAtingimentos`: how each lever is doing, as the last calculation stored it. Every status
 * is listed (an approved ascertainment still tells how its levers did); restrictions in the SQL.
 */
export async function searchExecution(
  db: Db,
  search: TExecutionSearch,
  restrictions: TRestrictions,
): Promise<TExecutionPage> {
  const { rows, total } = await executionRows(db, search, restrictions);
  return { itens: rows, total };
}
