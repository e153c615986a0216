import type { Db } from '../../platform/db/database';

/**
 * What the percentage contracts need from payments, which read the contracts' months (so the
 * contracts cannot import payments): the composition root (module-routes.ts) hands in which of
 * the given ascertained months an active payment item pays.
 */
export interface PercentageContractsNeighbours {
  monthsInPayment: (db: Db, monthIds: readonly number[]) => Promise<Set<number>>;
}
