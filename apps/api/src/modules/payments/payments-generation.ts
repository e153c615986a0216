import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import {
  allocatePayerParts,
  dueDateOf,
  groupItems,
  type PaymentGroupKey,
  segmentTypeOf,
} from '@trade-terms/domain/payments';
import type { TRestrictions } from '@trade-terms/domain/session';
import { sql } from 'drizzle-orm';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation, sqlState } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { leverPaymentKeys } from '../agreements/agreement-read-models';
import { startApproval } from '../approval-flows/approval-requests-service';
import { payableAscertainments } from '../ascertainment/ascertainment-payment-sources';
import { registerRowsSql } from '../master-data/register-read-models';
import {
  allocate,
  insertGroup,
  insertItems,
  linesWithActiveItems,
  type NewItem,
  rowsOf,
  updateGroup,
} from './payments-repository';

/**
 * From approved OFF ascertainments to payment groups under validation (docs/domain.md
 * "Payments"): every line's to-pay split per SAP payer as the ascertainment's payer split says,
 * keyed by the payer's customer record and the agreement, grouped, and each group sent to its
 * validation approval (VALIDACAO_PAGAMENTO). One transaction: all of it or nothing.
 */

export const PAYMENT_ENTITY = 'payment_group';
const ORIGIN = 'APURACAO';

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

/** `pagamento/gerarPagamentos`: the competence's approved OFF ascertainments not yet in payments. */
export async function generatePayments(
  db: Db,
  input: { competence: string },
  caller: GenerationCaller,
): Promise<{ groups: number[]; items: number }> {
  const competence = competenceTextToIsoDate(input.competence) as string;
  try {
    return await db.transaction(async (tx) => {
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
      const created: number[] = [];
      for (const { key, items } of groupItems(drafts)) {
        const group = await insertGroup(tx, {
          ...key,
          origin: ORIGIN,
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
          paymentOrigin: ORIGIN,
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
        for (const item of items) await allocate(tx, item.ascertainmentLineId, item.toPay, item.amount);
        await appendAudit(tx, {
          entity: PAYMENT_ENTITY,
          entityId: group.id,
          action: 'GERADO',
          actorId: caller.id,
          after: {
            ...key,
            stage: 'VALIDACAO',
            approvalRequestId: request.id,
            items: items.map((item) => ({
              line: item.ascertainmentLineId,
              payer: item.payerCode,
              amount: item.amount,
            })),
          },
        });
        created.push(group.id);
      }
      return { groups: created, items: drafts.length };
    });
  } catch (error) {
    // Another generation of the same lines got there first: the database kept one.
    if (
      isUniqueViolation(error, 'payment_items_line_payer_key') ||
      sqlState(error)?.constraint === 'payment_line_allocations_bound_check'
    )
      throw new AppError('PAYMENTS_ALREADY_GENERATED');
    throw error;
  }
}
