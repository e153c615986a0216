import type { SapOnShownState } from '@trade-terms/domain/agreement-sap-on';
import { isRecalculable, toPayOf, valueInForce } from '@trade-terms/domain/ascertainment';
import {
  abatementDifference,
  type TAscertainmentOnAbatement,
  type TAscertainmentOnRow,
  type TAscertainmentOnSearch,
} from '@trade-terms/domain/ascertainment-on';
import type { TRestrictions } from '@trade-terms/domain/session';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { type OnRecord, onPage } from './ascertainment-on-repository';
import { rowView } from './ascertainment-report';
import { linesOf, lockVisible, touchAscertainment, updateLine } from './ascertainment-repository';

/**
 * `/trade-agreements-ascertainmentOn/ascertainmentOn-edit`: the ON lever lines of a competence
 * against the abatement granted on the invoice, and the analyst's abatement (docs/domain.md
 * "ON ascertainment").
 */

function onRowView(row: OnRecord, today: string): TAscertainmentOnRow {
  const base = rowView(row, today);
  const inForce = row.finalValue ?? valueInForce(row);
  return {
    id: base.id,
    ascertainmentId: base.ascertainmentId,
    version: row.version,
    agreementId: base.agreementId,
    agreementDescription: base.agreementDescription,
    economicGroup: base.economicGroup,
    channels: base.channels,
    commodity: base.commodity,
    competence: base.competence,
    period: base.period,
    status: base.status,
    lineStatus: base.lineStatus,
    signatureStatus: base.signatureStatus,
    lever: base.lever,
    valueInForce: inForce,
    abatement: row.abatement,
    abatementJustification: row.abatementJustification,
    difference: abatementDifference(inForce, row.abatement),
    toPay: row.toPay,
    sapState: row.sapState as SapOnShownState,
    sapConditionNumber: row.sapConditionNumber,
  };
}

/** `apuracao/buscarApuracaoOn`: a page of ON lines of one competence. */
export async function searchOnLines(
  db: Db,
  search: TAscertainmentOnSearch,
  caller: { restrictions: TRestrictions; today: string },
) {
  const { rows, total } = await onPage(db, search, caller.restrictions);
  return { items: rows.map((row) => onRowView(row, caller.today)), total };
}

/**
 * `apuracao/salvarAbatimentoOn`: the abatement the invoice granted on an ON line, justified.
 * Until approval (under validation or disapproved), as a validation; to pay becomes
 * max(0, value in force − abatement). One transaction with its audit row; stale versions 409.
 */
export async function saveOnAbatement(
  db: Db,
  input: TAscertainmentOnAbatement,
  caller: { id: number; restrictions: TRestrictions },
): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockVisible(tx, input.id, caller.restrictions);
    if (!record) throw new AppError('NOT_FOUND');
    if (record.version !== input.version) throw new AppError('STALE_VERSION');
    if (!isRecalculable(record.status)) throw new AppError('ASCERTAINMENT_STATUS_FORBIDS');
    const line = (await linesOf(tx, record.id)).find((each) => each.id === input.lineId);
    if (!line) throw new AppError('NOT_FOUND');
    if (line.fundsType !== 'ON')
      throw invalidFields([{ path: ['lineId'], message: 'validation.ascertainmentOn.notOn' }]);
    const inForce = line.finalValue ?? valueInForce(line);
    const toPay = inForce === null ? null : toPayOf(inForce, input.abatement);
    await updateLine(
      tx,
      line.id,
      { abatement: input.abatement, abatementJustification: input.justification, toPay },
      caller.id,
    );
    await touchAscertainment(tx, record.id, {}, caller.id);
    await appendAudit(tx, {
      entity: 'ascertainment',
      entityId: record.id,
      action: 'ABATIMENTO_ON',
      actorId: caller.id,
      before: { line: line.id, abatement: line.abatement, toPay: line.toPay },
      after: { line: line.id, abatement: input.abatement, toPay },
      justification: input.justification,
    });
  });
}
