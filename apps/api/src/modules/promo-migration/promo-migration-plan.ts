import { formatCompetence } from '@trade-terms/domain/competence';
import { sumMoney } from '@trade-terms/domain/money';
import { type MigratedLine, reservedMonths, type TMigrationKey } from '@trade-terms/domain/promo-migration';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type HoldingLine, holdingLines } from '../budget-map/budget-holding-funds';

/** A line's key but its budget type, to find the ON line that receives an OFF line's money. */
const sameKeyBut = (line: HoldingLine) =>
  [line.commodity, line.segment, line.region, line.cva, line.ricBox].join('·');

/** The line as the messages name it. */
const lineLabel = (line: HoldingLine) =>
  [line.commodity, line.segment, line.region, line.cva, line.budgetType, line.ricBox].join(' · ');

/**
 * The holding's OFF lines of the key, each with the ON line of the same key on the target budget
 * type and its months. Refused when the holding has no OFF line (404), when an OFF line has no ON
 * line to receive its money (422 PROMO_MIGRATION_NO_ON_LINE), or when an OFF line holds reserved
 * money from the competence's month on (422 PROMO_MIGRATION_FUNDS_RESERVED): reserved money
 * belongs to payments and folders drawn on the OFF model, and moving around it would split them.
 */
export async function migrationPlan(
  tx: Db,
  key: TMigrationKey,
  targetBudgetType: string,
  fromMonth: number,
  options: { lock?: boolean } = {},
): Promise<MigratedLine[]> {
  const lines = await holdingLines(tx, key, options);
  const offLines = lines.filter((line) => line.paymentType === 'OFF');
  if (offLines.length === 0) throw new AppError('NOT_FOUND');
  const onLines = new Map(
    lines
      .filter((line) => line.paymentType === 'ON' && line.budgetType === targetBudgetType)
      .map((line) => [sameKeyBut(line), line]),
  );
  const plan = offLines.map((offLine) => {
    const onLine = onLines.get(sameKeyBut(offLine));
    if (!onLine)
      throw new AppError('PROMO_MIGRATION_NO_ON_LINE', {
        line: lineLabel(offLine),
        budgetType: targetBudgetType,
      });
    return { offLineId: offLine.id, onLineId: onLine.id, months: offLine.months };
  });
  const reserved = reservedMonths(plan, fromMonth);
  if (reserved.length > 0) {
    throw new AppError('PROMO_MIGRATION_FUNDS_RESERVED', {
      competence: formatCompetence({ year: key.year, month: fromMonth }),
      reserved: sumMoney(reserved.map((entry) => entry.reserved)),
    });
  }
  return plan;
}
