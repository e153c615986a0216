import {
  ascertainmentDeadline,
  ascertainmentPeriodLabel,
  isRecalculable,
  periodsEndingIn,
  periodYearBefore,
  type TAscertainmentCalculateResult,
  toPayOf,
  valueInForce,
} from '@trade-terms/domain/ascertainment';
import { ascertainLine, type LineInputs } from '@trade-terms/domain/ascertainment-calculation';
import { DEFAULT_TOLERANCE_PERCENT } from '@trade-terms/domain/ascertainment-reconciliation';
import { type Language, translate } from '@trade-terms/domain/i18n';
import { modelUsesBase } from '@trade-terms/domain/levers';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { LeverPeriod } from '@trade-terms/domain/store-compliance';
import Decimal from 'decimal.js';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import {
  agreementCompliance,
  type LeverPeriodCompliance,
} from '../store-compliance/compliance-reports-service';
import { evidencedMonths } from './ascertainment-evidence-repository';
import {
  type InputSum,
  type LeverToAscertain,
  leversToAscertain,
  scopedRowsSql,
  storeScopedRows,
  sumScopedRows,
} from './ascertainment-inputs-repository';
import { agreementOfCalculation } from './ascertainment-reads-repository';
import {
  type AscertainmentKey,
  insertLine,
  type LineContent,
  type LineRecord,
  linesOf,
  lockOrCreate,
  removeLinesExcept,
  touchAscertainment,
  updateLine,
} from './ascertainment-repository';
import { salesSourceOf } from './ascertainment-sources';
import { reconcileAscertainment } from './reconciliation-service';

/**
 * `apuracao/calcular`: the ascertainments of a competence, computed from the stored data of
 * every lever's origin and stored with their steps and input rows. Each ascertainment is
 * calculated in its own transaction; one that is in approval or approved is left alone; one whose
 * numbers come out the same is not written at all.
 */

export interface CalculationCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

interface Group {
  key: AscertainmentKey;
  period: LeverPeriod;
  levers: LeverToAscertain[];
}

/** The levers grouped by the ascertainment they belong to: agreement, business unit and period. */
function groupsOf(levers: readonly LeverToAscertain[], competence: string, overdueDays: number): Group[] {
  const groups = new Map<string, Group>();
  for (const lever of levers) {
    const validity = { start: lever.validityStart, end: lever.validityEnd };
    for (const period of periodsEndingIn(lever.periodicities, competence, validity)) {
      const id = `${lever.agreementId}|${lever.commodity}|${period.code}|${period.year}`;
      const group = groups.get(id) ?? {
        period,
        levers: [],
        key: {
          agreementId: lever.agreementId,
          commodityCode: lever.commodity,
          periodCode: period.code,
          periodYear: period.year,
          periodStart: period.first,
          periodEnd: period.last,
          deadline: ascertainmentDeadline(period.last, overdueDays),
        },
      };
      group.levers.push(lever);
      groups.set(id, group);
    }
  }
  return [...groups.values()];
}

const NO_ROWS: InputSum = { total: '0', rows: 0, digest: '' };

/** The period's inputs of one lever, summed in SQL, and how to store the rows behind them. */
async function inputsOf(
  tx: Db,
  lever: LeverToAscertain,
  period: LeverPeriod,
  compliance: readonly LeverPeriodCompliance[],
  evidenced: ReadonlySet<string>,
) {
  const source = salesSourceOf(lever.ascertainmentOrigin);
  const usesBase = modelUsesBase(lever.calculationModel) && lever.calculationBasis !== null;
  const scoped =
    usesBase && lever.calculationBasis
      ? scopedRowsSql(source, lever.calculationBasis, lever, period.first, period.last)
      : null;
  const yearBefore = periodYearBefore(period);
  const growthScoped =
    lever.calculationModel === 'GROWTH' && lever.calculationBasis
      ? scopedRowsSql(source, lever.calculationBasis, lever, yearBefore.first, yearBefore.last)
      : null;
  const base = scoped ? await sumScopedRows(tx, scoped) : null;
  const growth = growthScoped ? await sumScopedRows(tx, growthScoped) : null;
  const counted = compliance.find(
    (row) =>
      row.agreementLeverId === lever.agreementLeverId && row.code === period.code && row.year === period.year,
  );
  const inputs: LineInputs = {
    origin: lever.ascertainmentOrigin,
    base: usesBase ? (base?.total ?? null) : null,
    growthBase: growth?.total ?? null,
    compliance: {
      audited: counted?.audited ?? 0,
      compliant: counted?.compliant ?? 0,
      threshold: counted?.threshold ?? lever.thresholdPercent,
    },
    // An event is evidenced when the agreement keeps an evidence file naming its month.
    events: lever.events
      .filter((event) => event.competence >= period.first && event.competence <= period.last)
      .map((event) => ({ value: event.value, evidence: evidenced.has(event.competence.slice(0, 10)) })),
  };
  const [summedBase, summedGrowth] = [base ?? NO_ROWS, growth ?? NO_ROWS];
  return {
    inputs,
    inputRows: summedBase.rows + summedGrowth.rows,
    inputDigest: `${summedBase.digest}|${summedGrowth.digest}`,
    store: async (lineId: number, fresh: boolean) => {
      await storeScopedRows(tx, lineId, 'BASE', source, scoped, fresh);
      await storeScopedRows(tx, lineId, 'GROWTH_BASE', source, growthScoped, fresh);
    },
  };
}

/** JSON with its keys sorted: the stored jsonb and a new value compare by content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(
          Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : inner,
  );
}

const sameDecimal = (a: string | null | undefined, b: string | null | undefined) =>
  (a ?? null) === null || (b ?? null) === null
    ? (a ?? null) === (b ?? null)
    : new Decimal(a as string).equals(b as string);

/** Whether a stored line already holds what the calculation found. */
function unchanged(line: LineRecord, content: LineContent): boolean {
  return (
    line.position === content.position &&
    line.leverId === content.leverId &&
    line.calculationModel === content.calculationModel &&
    line.calculationBasis === (content.calculationBasis ?? null) &&
    line.origin === content.origin &&
    line.fundsType === content.fundsType &&
    sameDecimal(line.accurateValue, content.accurateValue) &&
    sameDecimal(line.achievementPercent, content.achievementPercent) &&
    sameDecimal(line.ratePercent, content.ratePercent) &&
    sameDecimal(line.abatement, content.abatement) &&
    canonical(line.steps) === canonical(content.steps) &&
    canonical(line.inconsistencies) === canonical(content.inconsistencies) &&
    line.inputRows === content.inputRows &&
    line.inputDigest === content.inputDigest
  );
}

/** The totals an audit row keeps of an ascertainment's lines. */
function glance(lines: readonly Pick<LineRecord, 'agreementLeverId' | 'accurateValue' | 'status'>[]) {
  return lines.map((line) => ({
    lever: line.agreementLeverId,
    accurate: line.accurateValue,
    status: line.status,
  }));
}

type Outcome =
  | { changed: number }
  | { unchanged: number }
  | { skipped: number; reason: string; approved: boolean };

export async function calculateGroup(
  tx: Db,
  group: Group,
  caller: CalculationCaller,
  tolerancePercent: string,
): Promise<Outcome> {
  const { record } = await lockOrCreate(tx, group.key, caller.id);
  if (!isRecalculable(record.status)) {
    const key =
      record.status === 'APROVADA' ? 'errors.ascertainmentApproved' : 'errors.ascertainmentStatusForbids';
    return {
      skipped: record.id,
      reason: translate(caller.language, key),
      approved: record.status === 'APROVADA',
    };
  }
  const before = await linesOf(tx, record.id);
  const compliance = group.levers.some((lever) => lever.calculationModel === 'STORE_COMPLIANCE')
    ? await agreementCompliance(tx, group.key.agreementId, group.period.first, group.period.last)
    : [];
  const evidenced = group.levers.some((lever) => lever.calculationModel === 'QUOTA_EVENT')
    ? await evidencedMonths(tx, group.key.agreementId)
    : new Set<string>();
  const label = ascertainmentPeriodLabel(group.period);
  let changed = before.length === 0;
  for (const [position, lever] of group.levers.entries()) {
    const found = await inputsOf(tx, lever, group.period, compliance, evidenced);
    const stored = before.find((line) => line.agreementLeverId === lever.agreementLeverId);
    const outcome = ascertainLine(
      { ...lever, model: lever.calculationModel, basis: lever.calculationBasis },
      // The achievement typed on achievements-edit stands for the actual (goal levers).
      { ...found.inputs, typedAchievement: stored?.typedAchievementPercent ?? null },
      label,
    );
    const content: LineContent = {
      agreementLeverId: lever.agreementLeverId,
      position,
      leverId: lever.leverId,
      calculationModel: lever.calculationModel,
      calculationBasis: lever.calculationBasis,
      origin: lever.ascertainmentOrigin,
      fundsType: lever.fundsType,
      status: outcome.status,
      accurateValue: outcome.accurateValue,
      achievementPercent: outcome.achievementPercent,
      ratePercent: outcome.ratePercent,
      abatement: outcome.abatement,
      steps: outcome.steps,
      inconsistencies: outcome.inconsistencies,
      inputRows: found.inputRows,
      inputDigest: found.inputDigest,
    };
    // An abatement keyed in on the ON screen is what the invoice granted: the engine does not replace it.
    if (stored?.abatementJustification) content.abatement = stored.abatement;
    if (stored && unchanged(stored, content)) continue;
    changed = true;
    // A validation was of the value before: a new accurate value asks for it again.
    const keepsValidation =
      stored?.validatedValue != null && sameDecimal(stored.accurateValue, content.accurateValue);
    const validated = keepsValidation ? (stored?.validatedValue ?? null) : null;
    const inForce = valueInForce({ accurateValue: content.accurateValue ?? null, validatedValue: validated });
    const line: LineContent = {
      ...content,
      status: keepsValidation ? 'VALIDADA' : content.status,
      validatedValue: validated,
      validationJustification: keepsValidation ? (stored?.validationJustification ?? null) : null,
      finalValue: null,
      finalJustification: null,
      toPay: inForce === null ? null : toPayOf(inForce, content.abatement ?? '0'),
      calculatedAt: new Date(),
    };
    const lineId = stored ? stored.id : await insertLine(tx, record.id, line, caller.id);
    if (stored) await updateLine(tx, stored.id, line, caller.id);
    await found.store(lineId, !stored);
  }
  const removed = await removeLinesExcept(
    tx,
    record.id,
    group.levers.map((lever) => lever.agreementLeverId),
  );
  await reconcileAscertainment(tx, record, group.levers, tolerancePercent);
  if (!changed && removed === 0) return { unchanged: record.id };
  await touchAscertainment(tx, record.id, { status: 'EM_VALIDACAO', reprovalJustification: null }, caller.id);
  await appendAudit(tx, {
    entity: 'ascertainment',
    entityId: record.id,
    action: 'CALCULADA',
    actorId: caller.id,
    before: { status: record.status, lines: glance(before) },
    after: { status: 'EM_VALIDACAO', lines: glance(await linesOf(tx, record.id)) },
  });
  return { changed: record.id };
}

/**
 * Recalculates one ascertainment (locked by the caller's transaction) from the stored data, as
 * `apuracao/calcular` does: its agreement's levers of its business unit and period. Answers
 * whether its lines changed; an ascertainment no longer holding any lever is left as it is.
 */
export async function recalculateAscertainment(
  tx: Db,
  record: {
    agreementId: number;
    commodityCode: string;
    periodCode: string;
    periodYear: number;
    periodEnd: string;
  },
  caller: CalculationCaller,
  settings: { overdueDays: number; tolerancePercent: string },
): Promise<boolean> {
  const levers = await leversToAscertain(tx, caller.restrictions, record.agreementId);
  const competence = `${record.periodEnd.slice(5, 7)}/${record.periodEnd.slice(0, 4)}`;
  const group = groupsOf(levers, competence, settings.overdueDays).find(
    (candidate) =>
      candidate.key.commodityCode === record.commodityCode &&
      candidate.key.periodCode === record.periodCode &&
      candidate.key.periodYear === record.periodYear,
  );
  if (!group) return false;
  const outcome = await calculateGroup(tx, group, caller, settings.tolerancePercent);
  return 'changed' in outcome;
}

export async function calculateAscertainments(
  db: Db,
  input: { competence: string; agreementId?: number | undefined },
  caller: CalculationCaller,
  overdueDays: number,
  tolerancePercent: string = DEFAULT_TOLERANCE_PERCENT,
): Promise<TAscertainmentCalculateResult> {
  if (input.agreementId !== undefined) {
    const agreement = await agreementOfCalculation(db, input.agreementId, caller.restrictions);
    if (!agreement) throw new AppError('NOT_FOUND');
    if (!agreement.ascertained) throw new AppError('AGREEMENT_STATUS_FORBIDS');
  }
  const levers = await leversToAscertain(db, caller.restrictions, input.agreementId);
  const groups = groupsOf(levers, input.competence, overdueDays);
  if (input.agreementId !== undefined && groups.length === 0) {
    throw new AppError('ASCERTAINMENT_NOTHING_TO_CALCULATE');
  }
  const result: TAscertainmentCalculateResult = { changed: [], unchanged: [], skipped: [], messages: [] };
  let approved = 0;
  for (const group of groups) {
    const outcome = await db.transaction((tx) => calculateGroup(tx, group, caller, tolerancePercent));
    if ('changed' in outcome) result.changed.push(outcome.changed);
    else if ('unchanged' in outcome) result.unchanged.push(outcome.unchanged);
    else {
      result.skipped.push({ id: outcome.skipped, reason: outcome.reason });
      if (outcome.approved) approved += 1;
    }
  }
  // One agreement whose every ascertainment of the competence is past recalculation: refused.
  if (input.agreementId !== undefined && result.skipped.length === groups.length) {
    throw new AppError(
      approved === groups.length ? 'ASCERTAINMENT_APPROVED' : 'ASCERTAINMENT_STATUS_FORBIDS',
    );
  }
  const count = result.changed.length + result.unchanged.length;
  result.messages.push({
    kind: 'SUCESSO',
    code: 'ascertainment.calculated',
    text: translate(caller.language, 'ascertainment.calculated', { count: String(count) }),
  });
  return result;
}
