import type { CycleFolderNeighbours } from '../cycle-folder/cycle-folder-neighbours';
import { folderActionPaymentMoneySql, folderInPayment } from './payments-repository';

/** What payments answer cycle folders (handed in by the composition root). */
export const paymentsForFolders: CycleFolderNeighbours = {
  folderInPayment,
  actionPaymentMoneySql: folderActionPaymentMoneySql,
};
