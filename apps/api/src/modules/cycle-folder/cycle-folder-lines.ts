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

/** The coded fields of an action, each with the register its code must be an active record of. */
const CODED_FIELDS = [
  { field: 'tacticType', register: 'tacticType', column: 'tacticType' },
  { field: 'economicGroup', register: 'economicGroup', column: 'economicGroupCode' },
  { field: 'region', register: 'region', column: 'regionCode' },
  { field: 'category', register: 'category', column: 'categoryCode' },
  { field: 'brand', register: 'brand', column: 'brandCode' },
  { field: 'sku', register: 'sku', column: 'skuCode' },
] as const;

type CodedAction = { id?: number | undefined } & Record<
  (typeof CODED_FIELDS)[number]['field'],
  string | null | undefined
>;
type StoredCodes = Record<(typeof CODED_FIELDS)[number]['column'], string | null>;

/**
 * Each coded field of an action (tactic type, holding, region, category, brand, SKU) whose code is
 * not an active record of its register (one problem at the field). An action that keeps the code
 * it was saved with passes even when that record was deactivated since, so an old folder stays
 * editable.
 */
export async function actionCodeProblems(
  db: Db,
  actions: readonly CodedAction[],
  stored: ReadonlyMap<number, StoredCodes>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const { field, register, column } of CODED_FIELDS) {
    const codes = actions.flatMap((action) => (action[field] ? [action[field] as string] : []));
    if (codes.length === 0) continue;
    const records = await recordsByCodes(db, REGISTER_DECLARATIONS[register], codes);
    actions.forEach((action, index) => {
      const code = action[field];
      if (!code) return;
      const record = records.get(code);
      const keeps = action.id !== undefined && stored.get(action.id)?.[column] === code;
      if (record && (record.active || keeps)) return;
      problems.push({
        path: ['actions', index, field],
        message:
          field === 'tacticType' ? 'cycleFolder.error.tacticNotActive' : 'cycleFolder.error.codeNotActive',
        params: { code },
      });
    });
  }
  return problems;
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
