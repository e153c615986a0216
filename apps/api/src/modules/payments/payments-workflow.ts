import { type Language, translate } from '@trade-terms/domain/i18n';
import type { MessageKey } from '@trade-terms/domain/messages/pt-BR';
import {
  canApprove,
  canDisapprove,
  canUngroup,
  daughterBudgetCode,
  lotCode,
  type PaymentStage,
} from '@trade-terms/domain/payments';
import type { TRestrictions } from '@trade-terms/domain/session';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type BulkOutcome, eachItem, type ItemOutcome } from '../../platform/http/each-item';
import { decide, startApproval } from '../approval-flows/approval-requests-service';
import {
  budgetTypeNeedsMap,
  findMapLines,
  mapLineKeyText,
  releaseFunds,
  reserveFundsMany,
} from '../budget-map/budget-ledger';
import { mapKeyOfItem } from './payments-balance';
import { giveBackToActions, reserveFolderItems } from './payments-folder-funds';
import { PAYMENT_ENTITY } from './payments-generation';
import {
  deallocate,
  type GroupRecord,
  type ItemRecord,
  insertGroup,
  insertLot,
  itemsOfGroup,
  lockGroup,
  markReleased,
  markReserved,
  PAYMENT_ITEM_REFERENCE,
  updateGroup,
  updateItem,
} from './payments-repository';

/**
 * The moves of payment groups (docs/domain.md "Payments"): approve and disapprove at each stage's
 * approval (VALIDACAO_PAGAMENTO, then LIBERACAO_VERBA), the liberation's reservation on the
 * budget map, ungrouping under validation and distribution into a lot. Each group moves in its
 * own transaction with its audit row; a bulk move acts only where the caller may act.
 */

export interface WorkflowCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
  authorities: readonly string[];
}

const BULK = { doneKey: 'payments.bulkDone', itemKey: 'payments.skipped' } as const;

/** The edit role of each stage: who may move its groups. */
const STAGE_EDIT_ROLE: Partial<Record<PaymentStage, string>> = {
  VALIDACAO: 'ROLE_EDITAR_VALIDACAO_VERBAS',
  LIBERACAO: 'ROLE_EDITAR_LIBERACAO_VERBAS',
  DISTRIBUICAO: 'ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO',
};

const skip = (caller: WorkflowCaller, key: MessageKey): ItemOutcome => ({
  skippedFor: translate(caller.language, key),
});

function eachGroup(
  db: Db,
  ids: readonly number[],
  caller: WorkflowCaller,
  move: (tx: Db, group: GroupRecord) => Promise<ItemOutcome>,
): Promise<BulkOutcome> {
  return eachItem(
    db,
    ids,
    caller.language,
    async (tx, id) => {
      const group = await lockGroup(tx, id, caller.restrictions);
      if (!group) throw new AppError('NOT_FOUND');
      const role = STAGE_EDIT_ROLE[group.stage];
      if (!role || !caller.authorities.includes(role)) return skip(caller, 'payments.skip.stageRole');
      return move(tx, group);
    },
    BULK,
  );
}

/** The map line key of an item of the group (the matching-line rule). */
const mapKeyOf = (group: GroupRecord, item: ItemRecord) => mapKeyOfItem({ ...group, ...item });

const monthOf = (group: GroupRecord) => Number(group.competence.slice(5, 7));

/**
 * The liberation's reservation: every item of a budget type checked against the map reserves its
 * amount on its map line for the competence's month. A missing line or a line short of funds
 * refuses the whole group (the caller's transaction is undone: nothing reserved, no step taken).
 */
async function reserveGroup(tx: Db, group: GroupRecord, caller: WorkflowCaller): Promise<void> {
  const activeItems = async () => (await itemsOfGroup(tx, group.id)).filter((item) => item.active);
  // A cycle folder's items draw on their actions' lines, whatever the budget type's flag: the
  // folder reserved there already.
  if (group.origin === 'PASTA_CICLO')
    return reserveFolderItems(tx, await activeItems(), monthOf(group), caller.id);
  if (!(await budgetTypeNeedsMap(tx, group.budgetType))) return;
  const items = await activeItems();
  // The lines are found in one read before the first reservation locks a line's month.
  const lines = await findMapLines(
    tx,
    items.map((item) => mapKeyOf(group, item)),
  );
  const placed: { id: number; lineId: number; amount: string }[] = [];
  for (const item of items) {
    const key = mapKeyOf(group, item);
    const line = lines.get(mapLineKeyText(key));
    if (!line) {
      throw new AppError('PAYMENT_NO_MAP_LINE', {
        key: [
          key.commodity,
          key.economicGroup,
          key.channel,
          key.segment,
          key.region,
          key.cva,
          key.budgetType,
          key.ricBox,
          key.year,
        ].join(' / '),
      });
    }
    placed.push({ id: item.id, lineId: line.id, amount: item.amount });
  }
  // One statement for all the reservations and one for the items: the first reservation locks
  // the line's month until the commit, so the fewer round trips after it, the shorter the queue.
  await reserveFundsMany(
    tx,
    placed.map((item) => ({
      lineId: item.lineId,
      month: monthOf(group),
      amount: item.amount,
      reference: { kind: PAYMENT_ITEM_REFERENCE, id: item.id },
      userId: caller.id,
    })),
  );
  await markReserved(tx, placed);
}

/** `pagamento/aprovar`: the caller's step of each group; the last step moves the group on. */
export function approveGroups(db: Db, ids: readonly number[], caller: WorkflowCaller): Promise<BulkOutcome> {
  return eachGroup(db, ids, caller, async (tx, group) => {
    if (!canApprove(group.stage) || group.approvalRequestId === null)
      return skip(caller, 'payments.skip.stage');
    const request = await decide(tx, {
      requestId: group.approvalRequestId,
      userId: caller.id,
      decision: 'APROVAR',
    });
    let stage: PaymentStage = group.stage;
    let approvalRequestId: number | null = group.approvalRequestId;
    if (request.status === 'APROVADO' && group.stage === 'VALIDACAO') {
      const next = await startApproval(tx, {
        actionType: 'LIBERACAO_VERBA',
        entity: PAYMENT_ENTITY,
        entityId: group.id,
        requesterId: caller.id,
        channel: group.channel,
        budgetType: group.budgetType,
        paymentOrigin: group.origin,
      });
      stage = 'LIBERACAO';
      approvalRequestId = next.id;
    } else if (request.status === 'APROVADO' && group.stage === 'LIBERACAO') {
      await reserveGroup(tx, group, caller);
      stage = 'DISTRIBUICAO';
      approvalRequestId = null;
    }
    await updateGroup(tx, group.id, { stage, approvalRequestId }, caller.id);
    await appendAudit(tx, {
      entity: PAYMENT_ENTITY,
      entityId: group.id,
      action: stage === group.stage ? 'ETAPA_APROVADA' : 'APROVADO',
      actorId: caller.id,
      before: { stage: group.stage, approvalRequestId: group.approvalRequestId },
      after: { stage, approvalRequestId, currentStep: request.currentStep },
    });
    return { moved: undefined };
  });
}

/**
 * `pagamento/reprovar`: with a justification. Under validation or liberation the caller's step
 * reproves; in distribution (before a lot) the distribution's editor does. What the group reserved
 * is released, exactly and once, and its items give their lines' to-pay back.
 */
export function disapproveGroups(
  db: Db,
  input: { ids: readonly number[]; justification: string },
  caller: WorkflowCaller,
): Promise<BulkOutcome> {
  return eachGroup(db, input.ids, caller, async (tx, group) => {
    if (!canDisapprove(group.stage) || group.lotId !== null) return skip(caller, 'payments.skip.stage');
    if (group.approvalRequestId !== null) {
      await decide(tx, {
        requestId: group.approvalRequestId,
        userId: caller.id,
        decision: 'REPROVAR',
        justification: input.justification,
      });
    }
    const released: { item: number; line: number; amount: string }[] = [];
    const items = (await itemsOfGroup(tx, group.id)).filter((item) => item.active);
    for (const item of items) {
      if (item.mapLineId !== null && item.reserved !== null && (await markReleased(tx, item.id))) {
        await releaseFunds(tx, {
          lineId: item.mapLineId,
          month: monthOf(group),
          amount: item.reserved,
          reference: { kind: PAYMENT_ITEM_REFERENCE, id: item.id },
          userId: caller.id,
          justification: input.justification,
        });
        released.push({ item: item.id, line: item.mapLineId, amount: item.reserved });
      }
      await updateItem(tx, item.id, { active: false });
      if (item.ascertainmentLineId !== null) await deallocate(tx, item.ascertainmentLineId, item.amount);
    }
    const givenBack = await giveBackToActions(tx, items, monthOf(group), caller.id);
    await updateGroup(
      tx,
      group.id,
      { stage: 'REPROVADO', approvalRequestId: null, disapprovalJustification: input.justification },
      caller.id,
    );
    await appendAudit(tx, {
      entity: PAYMENT_ENTITY,
      entityId: group.id,
      action: 'REPROVADO',
      actorId: caller.id,
      before: { stage: group.stage },
      after: { stage: 'REPROVADO', released, ...(givenBack.length > 0 ? { givenBack } : {}) },
      justification: input.justification,
    });
    return { moved: undefined };
  });
}

/**
 * `pagamento/desagrupar`: a group under validation split into one group per ascertainment (or per
 * cycle folder). The first one's items stay in the group (with its approval); each other one gets
 * a new group with the same key and its own validation approval.
 */
export function ungroupGroups(db: Db, ids: readonly number[], caller: WorkflowCaller): Promise<BulkOutcome> {
  return eachGroup(db, ids, caller, async (tx, group) => {
    if (!canUngroup(group.stage)) return skip(caller, 'payments.skip.stage');
    const items = (await itemsOfGroup(tx, group.id)).filter((item) => item.active);
    const bySource = new Map<string, ItemRecord[]>();
    for (const item of items) {
      const source =
        item.folderId !== null
          ? `F${item.folderId}`
          : item.detachedAscertainmentId !== null
            ? `D${item.detachedAscertainmentId}`
            : item.percentageAscertainmentId !== null
              ? `P${item.percentageAscertainmentId}`
              : `A${item.ascertainmentId}`;
      bySource.set(source, [...(bySource.get(source) ?? []), item]);
    }
    if (bySource.size < 2) return skip(caller, 'payments.skip.single');
    const created: number[] = [];
    for (const [, moved] of [...bySource].slice(1)) {
      const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...key } = group;
      const fresh = await insertGroup(tx, {
        ...key,
        approvalRequestId: null,
        createdBy: caller.id,
        updatedBy: caller.id,
      });
      const request = await startApproval(tx, {
        actionType: 'VALIDACAO_PAGAMENTO',
        entity: PAYMENT_ENTITY,
        entityId: fresh.id,
        requesterId: caller.id,
        channel: group.channel,
        budgetType: group.budgetType,
        paymentOrigin: group.origin,
      });
      await updateGroup(tx, fresh.id, { approvalRequestId: request.id }, caller.id);
      for (const [index, item] of moved.entries())
        await updateItem(tx, item.id, { groupId: fresh.id, position: index + 1 });
      created.push(fresh.id);
      await appendAudit(tx, {
        entity: PAYMENT_ENTITY,
        entityId: fresh.id,
        action: 'DESAGRUPADO',
        actorId: caller.id,
        after: { from: group.id, items: moved.map((item) => item.id), approvalRequestId: request.id },
      });
    }
    await updateGroup(tx, group.id, {}, caller.id);
    await appendAudit(tx, {
      entity: PAYMENT_ENTITY,
      entityId: group.id,
      action: 'DESAGRUPADO',
      actorId: caller.id,
      after: { into: created },
    });
    return { moved: undefined };
  });
}

/**
 * `pagamento/distribuir`: the named groups in distribution, not yet in a lot, into one new lot;
 * each item gets its daughter budget code. All or nothing: a group that cannot go refuses the lot.
 */
export async function distributeGroups(
  db: Db,
  ids: readonly number[],
  caller: WorkflowCaller,
): Promise<{ lotCode: string; groups: number[] }> {
  if (!caller.authorities.includes('ROLE_EDITAR_PAGAMENTOS_DISTRIBUICAO')) throw new AppError('FORBIDDEN');
  return db.transaction(async (tx) => {
    const groups: GroupRecord[] = [];
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) {
      const group = await lockGroup(tx, id, caller.restrictions);
      if (!group) throw new AppError('NOT_FOUND');
      if (group.stage !== 'DISTRIBUICAO' || group.lotId !== null)
        throw new AppError('PAYMENT_STAGE_FORBIDS', { id: String(id) });
      groups.push(group);
    }
    const lot = await insertLot(tx, caller.id, lotCode);
    for (const group of groups) {
      await updateGroup(tx, group.id, { lotId: lot.id }, caller.id);
      const items = (await itemsOfGroup(tx, group.id)).filter((item) => item.active);
      for (const [index, item] of items.entries())
        await updateItem(tx, item.id, {
          position: index + 1,
          daughterBudgetCode: daughterBudgetCode(group.id, index + 1),
        });
      await appendAudit(tx, {
        entity: PAYMENT_ENTITY,
        entityId: group.id,
        action: 'DISTRIBUIDO',
        actorId: caller.id,
        after: { lot: lot.code },
      });
    }
    return { lotCode: lot.code, groups: groups.map((group) => group.id) };
  });
}
