import type { PercentageContractsNeighbours } from '../percentage-contracts/percentage-contracts-neighbours';
import { percentageMonthsWithActiveItems } from './payments-repository';

/** What payments answer percentage contracts (handed in by the composition root). */
export const paymentsForPercentageContracts: PercentageContractsNeighbours = {
  monthsInPayment: percentageMonthsWithActiveItems,
};
