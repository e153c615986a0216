import type { AgreementStatus } from '@trade-terms/domain/agreements';
import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { catalogueEntries } from '../levers/levers-service';
import type { LeverSwitchRequest } from '../promo-migration/promo-migration-neighbours';
import { refreshTotals } from './agreement-lever-changes';
import { auditViewOf } from './agreement-view';
import { findAgreement, updateAgreementLever } from './agreements-repository';
import { agreements } from './agreements-table';

/** Agreements that still pay something: cancelled and closed ones keep their history as it was. */
const SWITCHED_STATUSES: AgreementStatus[] = ['EM_CADASTRO', 'AGUARDANDO_APROVACAO', 'REPROVADO', 'APROVADO'];

export interface LeverSwitch {
  agreementId: number;
  leverIds: number[];
}

/**
 * A holding's migration of promo OFF to ON, on its agreements (docs/domain.md "Migration of promo
 * OFF to promo ON"): in every agreement of the holding that has the channel, is not cancelled nor
 * closed and whose validity reaches the competence's month, each OFF lever of the channel's
 * catalogue (closed levers apart) becomes ON on the migration's ON budget type. The totals follow,
 * the version moves and each agreement gets one audit row with its levers before and after.
 * Runs in the caller's transaction.
 */
export async function switchLeversToOn(tx: Db, input: LeverSwitchRequest): Promise<LeverSwitch[]> {
  const ids = await tx
    .select({ id: agreements.id })
    .from(agreements)
    .where(
      and(
        eq(agreements.economicGroupCode, input.economicGroup),
        sql`${input.channel} = any(${agreements.channels})`,
        inArray(agreements.status, SWITCHED_STATUSES),
        gte(agreements.validityEnd, input.from),
      ),
    )
    .orderBy(asc(agreements.id))
    .for('update');
  const switched: LeverSwitch[] = [];
  for (const { id } of ids) {
    const record = await findAgreement(tx, id);
    if (!record) continue;
    const catalogue = await catalogueEntries(
      tx,
      record.levers.map((lever) => lever.leverId),
      input.from,
    );
    const levers = record.levers.filter(
      (lever) =>
        lever.fundsType === 'OFF' &&
        lever.status !== 'ENCERRADA' &&
        catalogue.get(lever.leverId)?.channel === input.channel,
    );
    if (levers.length === 0) continue;
    for (const lever of levers) {
      await updateAgreementLever(tx, lever.id, { fundsType: 'ON', budgetType: input.budgetType });
    }
    await refreshTotals(tx, id);
    const after = await findAgreement(tx, id);
    if (!after) throw new Error('migrated agreement not found');
    await appendAudit(tx, {
      entity: 'agreement',
      entityId: id,
      action: 'ALAVANCAS_MIGRADAS_ON',
      actorId: input.actorId,
      before: auditViewOf(record),
      after: auditViewOf(after),
      justification: input.justification,
    });
    switched.push({ agreementId: id, leverIds: levers.map((lever) => lever.id) });
  }
  return switched;
}
