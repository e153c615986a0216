import type { SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';

/**
 * What cycle folders need from payments, which sit above them (payments read the folders'
 * confirmed appreciations): importing payments from here would close a loop of modules, so the
 * composition root (module-routes.ts) hands these in.
 */
export interface CycleFolderNeighbours {
  /** Whether a folder has payment items still in the payment stages (not disapproved). */
  folderInPayment(db: Db, folderId: number): Promise<boolean>;
  /**
   * Per folder action (`action_id`), what its payment items still hold reserved on the budget map
   * (`held`) and what was paid on them (`paid`), as SQL for the reports to join on.
   */
  actionPaymentMoneySql(): SQL;
}
