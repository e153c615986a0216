import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import type { PaymentOrigin } from '@trade-terms/domain/payment-origins';
import {
  allocatePayerParts,
  dueDateOf,
  groupItems,
  type PaymentGroupKey,
  segmentTypeOf,
} from '@trade-terms/domain/payments';
import type { TRestrictions } from '@trade-terms/domain/session';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation, sqlState } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { leverPaymentKeys } from '../agreements/agreement-read-models';
import { startApproval } from '../approval-flows/approval-requests-service';
import { payableAscertainments } from '../ascertainment/ascertainment-payment-sources';
import { payableDetached } from '../cashflow/detached-payment-sources';
import { payableAppreciationRows } from '../cycle-folder/folder-payment-sources';
import { registerRowsSql } from '../master-data/register-read-models';
import { payablePercentageMonths } from '../percentage-contracts/percentage-payment-sources';
import {
  allocate,
  appreciationRowsWithActiveItems,
  insertGroup,
  insertItems,
  linesWithActiveItems,
  type NewItem,
  percentageMonthsWithActiveItems,
  rowsOf,
  updateGroup,
} from './payments-repository';
import { paymentItems } from './payments-table';

/**
 * From approved OFF ascertainments to payment groups under validation (docs/domain.md
 * "Payments"): every line's to-pay split per SAP payer as the ascertainment's payer split says,
 * keyed by the payer's customer record and the agreement, grouped, and each group sent to its
 * validation approval (VALIDACAO_PAGAMENTO). One transaction: all of it or nothing.
 */

export const PAYMENT_ENTITY = 'payment_group';

export interface GenerationCaller {
  id: number;
  restrictions: TRestrictions;
}

interface CustomerKey {
  code: string;
  economicGroup: string | null;
  channel: string | null;
  segment: string | null;
  segmentName: string | null;
  region: string | null;
  cva: string | null;
}

async function customerKeys(db: Db, codes: readonly string[]): Promise<Map<string, CustomerKey>> {
  if (codes.length === 0) return new Map();
  const rows = await rowsOf<CustomerKey>(
    db,
    sql`select c."code", c."economicGroup", c."channel", c."segment", s."name" as "segmentName", c."region", c."cva"
      from ${registerRowsSql('customer', ['economicGroup', 'channel', 'segment', 'region', 'cva'])} c
      left join ${registerRowsSql('segment')} s on s."code" = c."segment"
      where c."code" = any(${sql.param([...new Set(codes)])}::varchar[])`,
  );
  return new Map(rows.map((row) => [row.code, row]));
}

async function budgetTypeRicMeasures(db: Db, codes: readonly string[]): Promise<Map<string, string | null>> {
  if (codes.length === 0) return new Map();
  const rows = await rowsOf<{ code: string; ricMeasure: string | null }>(
    db,
    sql`select b."code", b."ricMeasure" from ${registerRowsSql('budgetType', ['ricMeasure'])} b
      where b."code" = any(${sql.param([...new Set(codes)])}::varchar[])`,
  );
  return new Map(rows.map((row) => [row.code, row.ricMeasure]));
}

type ItemFields = Omit<NewItem, 'groupId' | 'position' | 'createdBy'>;
type DraftItem = PaymentGroupKey & ItemFields & { toPay: string; amount: string };

/** The item's own columns of a draft (its group's key and the line's to-pay left out). */
function itemOf(draft: DraftItem): ItemFields {
  const {
    toPay: _toPay,
    channel: _channel,
    competence: _competence,
    salesOrganization: _salesOrganization,
    commodity: _commodity,
    budgetType: _budgetType,
    ricBox: _ricBox,
    ...item
  } = draft;
  return item;
}

/** The drafts of the competence's approved OFF ascertainments not yet in payments. */
async function ascertainmentDrafts(
  tx: Db,
  competence: string,
  caller: GenerationCaller,
): Promise<DraftItem[]> {
  const payable = await payableAscertainments(tx, competence, caller.restrictions);
  const lines = payable.flatMap((ascertainment) => ascertainment.lines);
  const taken = await linesWithActiveItems(
    tx,
    lines.map((line) => line.lineId),
  );
  const levers = await leverPaymentKeys(
    tx,
    lines.map((line) => line.agreementLeverId),
  );
  const payers = await customerKeys(
    tx,
    payable.flatMap((ascertainment) => ascertainment.parts.map((part) => part.payerCode)),
  );
  const ricMeasures = await budgetTypeRicMeasures(
    tx,
    [...levers.values()].flatMap((lever) => (lever.budgetType ? [lever.budgetType] : [])),
  );
  const drafts: DraftItem[] = [];
  for (const ascertainment of payable) {
    const open = ascertainment.lines.filter((line) => !taken.has(line.lineId));
    const byLine = new Map(open.map((line) => [line.lineId, line]));
    for (const share of allocatePayerParts(open, ascertainment.parts)) {
      const line = byLine.get(share.lineId);
      const lever = line ? levers.get(line.agreementLeverId) : undefined;
      if (!line || !lever) continue;
      const payer = payers.get(share.payerCode);
      const budgetType = lever.budgetType ?? '';
      drafts.push({
        channel: payer?.channel ?? [...lever.channels].sort()[0] ?? '',
        competence,
        salesOrganization: lever.salesOrganization ?? '',
        commodity: ascertainment.commodity,
        budgetType,
        ricBox: lever.ricMeasure ?? ricMeasures.get(budgetType) ?? '',
        ascertainmentId: ascertainment.ascertainmentId,
        ascertainmentLineId: line.lineId,
        agreementId: ascertainment.agreementId,
        economicGroup: payer?.economicGroup ?? lever.holding,
        payerCode: share.payerCode,
        segment: payer?.segment ?? lever.segment,
        segmentType: segmentTypeOf(payer?.segmentName ?? null),
        region: payer?.region ?? lever.region,
        cva: payer?.cva ?? null,
        calculated: share.calculated,
        amount: share.amount,
        dueDate: dueDateOf(competence),
        toPay: line.toPay,
      });
    }
  }
  return drafts;
}

/**
 * The drafts of the confirmed appreciations of the competence's cycle folders not yet in payments
 * (docs/domain.md "Cycle folder payments"): one item per appreciated row, paid to the row's
 * customer, on the map line its action draws on (its budget type and RIC box key the group).
 */
async function folderDrafts(tx: Db, competence: string, caller: GenerationCaller): Promise<DraftItem[]> {
  const rows = await payableAppreciationRows(tx, competence, caller.restrictions);
  const taken = await appreciationRowsWithActiveItems(
    tx,
    rows.map((row) => row.appreciationRowId),
  );
  const open = rows.filter((row) => !taken.has(row.appreciationRowId));
  const customers = await customerKeys(
    tx,
    open.map((row) => row.customerCode),
  );
  return open.map((row) => {
    const customer = customers.get(row.customerCode);
    return {
      channel: row.channel,
      competence,
      salesOrganization: '',
      commodity: row.commodity,
      budgetType: row.budgetType,
      ricBox: row.ricBox,
      folderId: row.folderId,
      folderActionId: row.actionId,
      appreciationRowId: row.appreciationRowId,
      economicGroup: customer?.economicGroup ?? row.actionEconomicGroup ?? row.lineEconomicGroup,
      payerCode: row.customerCode,
      segment: customer?.segment ?? row.lineSegment,
      segmentType: segmentTypeOf(customer?.segmentName ?? null),
      region: customer?.region ?? row.lineRegion,
      cva: customer?.cva ?? row.lineCva,
      calculated: row.value,
      amount: row.value,
      mapLineId: row.mapLineId,
      dueDate: dueDateOf(competence),
      toPay: row.value,
    };
  });
}

/**
 * The drafts of the competence's approved detached ascertainments not yet in payments (docs/domain.md
 * "Cashflow (detached ascertainments)"): one item each, its whole value paid to its SAP payer; the
 * map key is the payer's, falling back to the customer's, the channel the ascertainment's.
 */
async function detachedDrafts(tx: Db, competence: string, caller: GenerationCaller): Promise<DraftItem[]> {
  const payable = await payableDetached(tx, competence, caller.restrictions);
  const taken =
    payable.length === 0
      ? new Set<number | null>()
      : new Set(
          (
            await tx
              .select({ id: paymentItems.detachedAscertainmentId })
              .from(paymentItems)
              .where(
                and(
                  inArray(
                    paymentItems.detachedAscertainmentId,
                    payable.map((row) => row.detachedId),
                  ),
                  eq(paymentItems.active, true),
                ),
              )
          ).map((row) => row.id),
        );
  const open = payable.filter((row) => !taken.has(row.detachedId));
  const customers = await customerKeys(
    tx,
    open.flatMap((row) => [row.payerCode, row.customerCode]),
  );
  const ricMeasures = await budgetTypeRicMeasures(
    tx,
    open.map((row) => row.budgetType),
  );
  return open.map((row) => {
    const payer = customers.get(row.payerCode);
    const customer = customers.get(row.customerCode);
    return {
      channel: row.channel ?? payer?.channel ?? '',
      competence,
      salesOrganization: '',
      commodity: row.commodity,
      budgetType: row.budgetType,
      ricBox: ricMeasures.get(row.budgetType) ?? '',
      detachedAscertainmentId: row.detachedId,
      economicGroup: payer?.economicGroup ?? customer?.economicGroup ?? '',
      payerCode: row.payerCode,
      segment: payer?.segment ?? customer?.segment ?? null,
      segmentType: segmentTypeOf(payer?.segmentName ?? customer?.segmentName ?? null),
      region: payer?.region ?? row.region,
      cva: payer?.cva ?? customer?.cva ?? null,
      calculated: row.value,
      amount: row.value,
      dueDate: dueDateOf(competence),
      toPay: row.value,
    };
  });
}

/**
 * The drafts of the competence's ascertained months of approved percentage contracts not yet in
 * payments (docs/domain.md "Percentage-value contracts"): one item per month, paid to the
 * contract's SAP payer from its budget type and business unit; a contract has no sales
 * organisation, so its groups carry none.
 */
async function percentageDrafts(tx: Db, competence: string, caller: GenerationCaller): Promise<DraftItem[]> {
  const months = await payablePercentageMonths(tx, competence, caller.restrictions);
  const taken = await percentageMonthsWithActiveItems(
    tx,
    months.map((month) => month.monthId),
  );
  const open = months.filter((month) => !taken.has(month.monthId));
  const customers = await customerKeys(
    tx,
    open.flatMap((month) => [month.payerCode, month.customerCode]),
  );
  const ricMeasures = await budgetTypeRicMeasures(
    tx,
    open.map((month) => month.budgetType),
  );
  return open.map((month) => {
    const payer = customers.get(month.payerCode);
    const customer = customers.get(month.customerCode);
    return {
      channel: month.customerChannel ?? payer?.channel ?? '',
      competence,
      salesOrganization: '',
      commodity: month.commodity ?? '',
      budgetType: month.budgetType,
      ricBox: ricMeasures.get(month.budgetType) ?? '',
      percentageAscertainmentId: month.monthId,
      economicGroup: payer?.economicGroup ?? customer?.economicGroup ?? '',
      payerCode: month.payerCode,
      segment: payer?.segment ?? customer?.segment ?? null,
      segmentType: segmentTypeOf(payer?.segmentName ?? customer?.segmentName ?? null),
      region: payer?.region ?? customer?.region ?? null,
      cva: payer?.cva ?? customer?.cva ?? null,
      calculated: month.value,
      amount: month.value,
      dueDate: dueDateOf(competence),
      toPay: month.value,
    };
  });
}

/** Groups the drafts of one origin, each group sent to its validation approval, with its audit row. */
async function createGroups(
  tx: Db,
  drafts: readonly DraftItem[],
  origin: PaymentOrigin,
  caller: GenerationCaller,
): Promise<number[]> {
  const created: number[] = [];
  for (const { key, items } of groupItems(drafts)) {
    const group = await insertGroup(tx, {
      ...key,
      origin,
      stage: 'VALIDACAO',
      createdBy: caller.id,
      updatedBy: caller.id,
    });
    const request = await startApproval(tx, {
      actionType: 'VALIDACAO_PAGAMENTO',
      entity: PAYMENT_ENTITY,
      entityId: group.id,
      requesterId: caller.id,
      channel: key.channel,
      budgetType: key.budgetType,
      paymentOrigin: origin,
    });
    await updateGroup(tx, group.id, { approvalRequestId: request.id }, caller.id);
    await insertItems(
      tx,
      items.map((draft, index) => ({
        ...itemOf(draft),
        groupId: group.id,
        position: index + 1,
        createdBy: caller.id,
      })),
    );
    for (const item of items)
      if (item.ascertainmentLineId) await allocate(tx, item.ascertainmentLineId, item.toPay, item.amount);
    await appendAudit(tx, {
      entity: PAYMENT_ENTITY,
      entityId: group.id,
      action: 'GERADO',
      actorId: caller.id,
      after: {
        ...key,
        origin,
        stage: 'VALIDACAO',
        approvalRequestId: request.id,
        items: items.map((item) =>
          item.detachedAscertainmentId
            ? { detached: item.detachedAscertainmentId, payer: item.payerCode, amount: item.amount }
            : item.percentageAscertainmentId
              ? {
                  percentageMonth: item.percentageAscertainmentId,
                  payer: item.payerCode,
                  amount: item.amount,
                }
              : item.appreciationRowId
                ? {
                    folder: item.folderId,
                    action: item.folderActionId,
                    row: item.appreciationRowId,
                    payer: item.payerCode,
                    amount: item.amount,
                  }
                : { line: item.ascertainmentLineId, payer: item.payerCode, amount: item.amount },
        ),
      },
    });
    created.push(group.id);
  }
  return created;
}

/**
 * `pagamento/gerarPagamentos`: the competence's approved OFF ascertainments, confirmed cycle
 * folder appreciations, approved detached ascertainments and percentage contracts' months not yet
 * in payments, each origin in
 * groups of its own.
 */
export async function generatePayments(
  db: Db,
  input: { competence: string },
  caller: GenerationCaller,
): Promise<{ groups: number[]; itemCount: number }> {
  const competence = competenceTextToIsoDate(input.competence) as string;
  try {
    return await db.transaction(async (tx) => {
      const fromAscertainments = await ascertainmentDrafts(tx, competence, caller);
      const fromFolders = await folderDrafts(tx, competence, caller);
      const fromDetached = await detachedDrafts(tx, competence, caller);
      const fromPercentages = await percentageDrafts(tx, competence, caller);
      const groups = [
        ...(await createGroups(tx, fromAscertainments, 'APURACAO', caller)),
        ...(await createGroups(tx, fromFolders, 'PASTA_CICLO', caller)),
        ...(await createGroups(tx, fromDetached, 'APURACAO_AVULSA', caller)),
        ...(await createGroups(tx, fromPercentages, 'CONTRATO_PERCENTUAL', caller)),
      ];
      const drafts = [fromAscertainments, fromFolders, fromDetached, fromPercentages];
      return { groups, itemCount: drafts.reduce((count, each) => count + each.length, 0) };
    });
  } catch (error) {
    // Another generation of the same lines or rows got there first: the database kept one.
    if (
      isUniqueViolation(error, 'payment_items_line_payer_key') ||
      isUniqueViolation(error, 'payment_items_appreciation_row_key') ||
      isUniqueViolation(error, 'payment_items_detached_key') ||
      isUniqueViolation(error, 'payment_items_percentage_ascertainment_key') ||
      sqlState(error)?.constraint === 'payment_line_allocations_bound_check'
    )
      throw new AppError('PAYMENTS_ALREADY_GENERATED');
    throw error;
  }
}
