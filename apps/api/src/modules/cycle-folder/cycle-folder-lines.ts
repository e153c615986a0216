import { plannedInvestment, type TCycleActionSave } from '@trade-terms/domain/cycle-folders';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { Db } from '../../platform/db/database';
import type { PlanLine } from '../budget-map/budget-line-reads';
import { recordsByCodes } from '../master-data/register-records';

/** The folder's key a map line must share: the year, the channel and the business unit. */
export interface FolderKey {
  year: number;
  channel: string;
  commodity: string;
}

/** A map line's key as the folder's screens show it. */
export function mapLineLabel(line: {
  segment: string;
  region: string;
  cva: string;
  budgetType: string;
  ricBox: string;
  economicGroup: string;
}): string {
  return [line.segment, line.region, line.cva, line.budgetType, line.ricBox, line.economicGroup].join(' · ');
}

/**
 * Each action whose map line the folder may not draw from: unknown, inactive, outside the caller's
 * restrictions, or of another year, channel or business unit (one problem at its `mapLineId`).
 */
export function lineProblems(
  key: FolderKey,
  actions: readonly { mapLineId: number }[],
  lines: ReadonlyMap<number, PlanLine>,
): FieldProblem[] {
  return actions.flatMap((action, index) => {
    const line = lines.get(action.mapLineId);
    const fits =
      line?.active === true &&
      line.visible &&
      line.year === key.year &&
      line.channel === key.channel &&
      line.commodity === key.commodity;
    return fits
      ? []
      : [{ path: ['actions', index, 'mapLineId'], message: 'cycleFolder.error.lineNotOfFolder' as const }];
  });
}

/**
 * Each action whose tactic is not the code of an active record of the tactic types register (one
 * problem at its `tacticType`). An action that keeps the tactic it was saved with passes even when
 * that record was deactivated since, so an old folder stays editable.
 */
export async function tacticProblems(
  db: Db,
  actions: readonly { id?: number | undefined; tacticType: string }[],
  kept: ReadonlyMap<number, string>,
): Promise<FieldProblem[]> {
  const records = await recordsByCodes(
    db,
    REGISTER_DECLARATIONS.tacticType,
    actions.map((action) => action.tacticType),
  );
  return actions.flatMap((action, index) => {
    const record = records.get(action.tacticType);
    const keeps = action.id !== undefined && kept.get(action.id) === action.tacticType;
    return record && (record.active || keeps)
      ? []
      : [
          {
            path: ['actions', index, 'tacticType'],
            message: 'cycleFolder.error.tacticNotActive' as const,
            params: { code: action.tacticType },
          },
        ];
  });
}

/** An action's stored columns as planned (its investment worked out here), but its id and status. */
export function actionColumns(action: TCycleActionSave) {
  return {
    tacticType: action.tacticType,
    description: action.description,
    economicGroupCode: action.economicGroup,
    regionCode: action.region,
    categoryCode: action.category,
    brandCode: action.brand,
    skuCode: action.sku,
    plannedVolume: action.plannedVolume,
    unitValue: action.unitValue,
    investment: plannedInvestment(action.plannedVolume, action.unitValue),
    mapLineId: action.mapLineId,
  };
}
