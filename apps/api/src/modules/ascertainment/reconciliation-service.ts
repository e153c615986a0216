import { ASCERTAINED_AGREEMENT_STATUSES, isRecalculable } from '@trade-terms/domain/ascertainment';
import {
  FINDING_MESSAGES,
  type TFindingOverride,
  type TRecalculationWarning,
  type TReconciliation,
} from '@trade-terms/domain/ascertainment-reconciliation';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { type Language, translate } from '@trade-terms/domain/i18n';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { agreementLeverValuesSql } from '../agreements/agreement-read-models';
import { changedPeriodsSince } from '../calculation-data/calculation-data-service';
import { registerRowsSql } from '../master-data/register-read-models';
import { usersByIds } from '../users/users-service';
import type { LeverToAscertain } from './ascertainment-inputs-repository';
import { findRow } from './ascertainment-reads-repository';
import {
  type AscertainmentRecord,
  linesOf,
  lockVisible,
  touchAscertainment,
} from './ascertainment-repository';
import { reconciliationFindingsOf } from './reconciliation-checks';
import {
  checkedAtOf,
  type FindingRecord,
  findingsOf,
  overrideFindingRow,
  standingFindingsOf,
  storeFindings,
} from './reconciliation-repository';

/**
 * The reconciliation gate: checked at each calculation, read with the ascertainment, asked by the
 * moves to approval, overridden one finding at a time with a justification.
 */

/** Runs the checks of a calculated ascertainment and stores what they found (same transaction). */
export async function reconcileAscertainment(
  tx: Db,
  record: Pick<AscertainmentRecord, 'id' | 'commodityCode' | 'periodStart' | 'periodEnd'>,
  levers: readonly LeverToAscertain[],
  tolerancePercent: string,
): Promise<void> {
  const found = await reconciliationFindingsOf(
    tx,
    { ...record, levers, lines: await linesOf(tx, record.id) },
    tolerancePercent,
  );
  await storeFindings(tx, record.id, found);
}

const findingText = (language: Language, finding: Pick<FindingRecord, 'code' | 'detail'>) =>
  `${translate(language, FINDING_MESSAGES[finding.code])} (${finding.detail})`;

/**
 * Why an ascertainment may not go to (or through) approval: its findings not overridden, listed
 * in the caller's language; null when none stands.
 */
export async function reconciliationBlock(tx: Db, ascertainmentId: number, language: Language) {
  const standing = await standingFindingsOf(tx, ascertainmentId);
  if (standing.length === 0) return null;
  return translate(language, 'reconciliation.blocked', {
    findings: standing.map((finding) => findingText(language, finding)).join('; '),
  });
}

/** The SAP customers (register ids) of the levers of an ascertainment's agreement and business unit. */
async function customerIdsOf(db: Db, agreementId: number, commodity: string): Promise<number[]> {
  const result = await db.execute(sql`select distinct c."id" as "id"
    from ${agreementLeverValuesSql(ASCERTAINED_AGREEMENT_STATUSES)} al
    cross join lateral unnest(al."customers") as x(code)
    join ${registerRowsSql('customer')} c on c."code" = x.code
    where al."agreementId" = ${agreementId} and al."commodity" = ${commodity}`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/**
 * The sell-in recalculation warning: the calculation data of the ascertainment's customers and
 * months changed after its last check. On an approved ascertainment it only informs.
 */
async function warningOf(
  db: Db,
  row: {
    id: number;
    agreementId: number;
    commodity: string;
    periodStart: string;
    periodEnd: string;
    status: string;
  },
  checkedAt: Date | null,
  language: Language,
): Promise<TRecalculationWarning | null> {
  if (!checkedAt) return null;
  const customerIds = await customerIdsOf(db, row.agreementId, row.commodity);
  if (customerIds.length === 0) return null;
  const changed = await changedPeriodsSince(db, checkedAt, {
    customerIds,
    competenceFrom: row.periodStart,
    competenceTo: row.periodEnd,
  });
  if (changed.length === 0) return null;
  const latest = changed.reduce((a, b) => (b.changedAt > a.changedAt ? b : a));
  return {
    message: translate(language, 'reconciliation.recalculate'),
    changedAt: latest.changedAt.toISOString(),
    sources: [...new Set(changed.map((period) => period.source))].sort(),
    competences: [...new Set(changed.map((period) => period.competence))].sort().map(isoDateToCompetenceText),
    // In approval the approver may disapprove it for a recalculation; approved, it only informs.
    informative: row.status === 'APROVADA',
  };
}

export interface ReconciliationCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

/** `apuracao/buscarConciliacao`: findings and warning of one visible ascertainment. */
export async function getReconciliation(
  db: Db,
  id: number,
  caller: ReconciliationCaller,
  tolerancePercent: string,
): Promise<TReconciliation> {
  const row = await findRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  const checkedAt = await checkedAtOf(db, id);
  const findings = await findingsOf(db, id);
  const users = await usersByIds(
    db,
    findings.flatMap((finding) => (finding.overriddenBy === null ? [] : [finding.overriddenBy])),
  );
  return {
    checkedAt: checkedAt?.toISOString() ?? null,
    tolerancePercent,
    findings: findings.map((finding) => ({
      id: finding.id,
      code: finding.code,
      message: FINDING_MESSAGES[finding.code],
      detail: finding.detail,
      overrideJustification: finding.overrideJustification,
      overriddenBy: finding.overriddenBy,
      overriddenByName:
        finding.overriddenBy === null
          ? null
          : (users.get(finding.overriddenBy)?.label ?? String(finding.overriddenBy)),
      overriddenAt: finding.overriddenAt?.toISOString() ?? null,
      createdAt: finding.createdAt.toISOString(),
    })),
    warning: await warningOf(db, row, checkedAt, caller.language),
  };
}

/** `apuracao/justificarInconsistencia`: one finding overridden; the ascertainment's version moves on. */
export async function overrideFinding(db: Db, input: TFindingOverride, caller: ReconciliationCaller) {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!isRecalculable(record.status)) throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const justification = input.justification.trim();
    if (justification === '') throw invalidFields([{ path: ['justification'], message: 'errors.required' }]);
    const before = (await findingsOf(tx, record.id)).find((finding) => finding.id === input.findingId);
    if (!before) throw new AppError('NOT_FOUND');
    const after = await overrideFindingRow(tx, record.id, input.findingId, { justification, by: caller.id });
    await touchAscertainment(tx, record.id, {}, caller.id);
    await appendAudit(tx, {
      entity: 'ascertainment',
      entityId: record.id,
      action: 'INCONSISTENCIA_JUSTIFICADA',
      actorId: caller.id,
      before: {
        finding: before.id,
        code: before.code,
        detail: before.detail,
        justification: before.overrideJustification,
      },
      after: { finding: after?.id, code: after?.code, detail: after?.detail },
      justification,
    });
  });
}
