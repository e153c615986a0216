import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { Language } from '@trade-terms/domain/i18n';
import {
  deadlineStatus,
  fatherBudgetCode,
  groupFigures,
  PAYMENT_TABS,
  TAB_STAGE,
  type TPaymentFilters,
  type TPaymentGroup,
  type TPaymentItem,
  type TPaymentSearch,
} from '@trade-terms/domain/payments';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { type ApprovalRequestView, approvalsByIds } from '../approval-flows/approval-requests-service';
import { groupsAvailable } from './payments-balance';
import {
  countStages,
  findLot,
  type GroupRow,
  type ItemRow,
  itemsOfGroups,
  itemsOfLot,
  searchGroups,
  searchItems,
} from './payments-repository';

export interface ReadCaller {
  id: number;
  restrictions: TRestrictions;
  language: Language;
}

function groupView(
  row: GroupRow,
  items: readonly ItemRow[],
  approval: ApprovalRequestView | null,
  balance: string | null,
  caller: ReadCaller,
): TPaymentGroup {
  const figures = groupFigures(items.filter((item) => item.active));
  return {
    id: row.id,
    stage: row.stage,
    channel: row.channel,
    competence: isoDateToCompetenceText(row.competence),
    salesOrganization: row.salesOrganization,
    commodity: row.commodity,
    budgetType: row.budgetType,
    ricBox: row.ricBox,
    origin: row.origin,
    ...figures,
    balance,
    itemCount: row.items,
    ascertainments: row.ascertainments,
    lotCode: row.lotCode,
    fatherBudgetCode: row.lotId === null ? null : fatherBudgetCode(row.id),
    mine:
      approval !== null && approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
    currentStep: approval?.status === 'EM_APROVACAO' ? approval.currentStep : null,
    disapprovalJustification: row.disapprovalJustification,
  };
}

/**
 * `pagamento/buscar`: a tab's groups with their figures. The page's items, approvals, map lines
 * and balances are each read once for the whole page (not once per group).
 */
export async function searchPayments(db: Db, search: TPaymentSearch, caller: ReadCaller) {
  const { rows, total } = await searchGroups(db, search, caller.restrictions);
  const ids = rows.map((row) => row.id);
  const [items, approvals] = await Promise.all([
    itemsOfGroups(db, ids, caller.restrictions),
    approvalsByIds(
      db,
      rows.flatMap((row) => (row.approvalRequestId === null ? [] : [row.approvalRequestId])),
    ),
  ]);
  const itemsOf = new Map<number, ItemRow[]>(ids.map((id) => [id, []]));
  for (const item of items) itemsOf.get(item.groupId)?.push(item);
  const balances = await groupsAvailable(
    db,
    rows.map((row) => ({
      id: row.id,
      month: Number(row.competence.slice(5, 7)),
      items: itemsOf.get(row.id) ?? [],
    })),
  );
  return {
    items: rows.map((row) =>
      groupView(
        row,
        itemsOf.get(row.id) ?? [],
        row.approvalRequestId === null ? null : (approvals.get(row.approvalRequestId) ?? null),
        balances.get(row.id) ?? null,
        caller,
      ),
    ),
    total,
  };
}

/** `pagamento/contarAbas`: how many groups each tab holds under the filters. */
export async function paymentTabCounts(db: Db, filters: TPaymentFilters, caller: ReadCaller) {
  const counts = await countStages(db, filters, caller.restrictions);
  return Object.fromEntries(PAYMENT_TABS.map((tab) => [tab, counts.get(TAB_STAGE[tab]) ?? 0])) as Record<
    (typeof PAYMENT_TABS)[number],
    number
  >;
}

export function itemView(row: ItemRow): TPaymentItem {
  return {
    id: row.id,
    groupId: row.groupId,
    ascertainmentId: row.ascertainmentId,
    ascertainmentLineId: row.ascertainmentLineId,
    agreementId: row.agreementId,
    folderId: row.folderId,
    folderActionId: row.folderActionId,
    detachedAscertainmentId: row.detachedAscertainmentId,
    percentageAscertainmentId: row.percentageAscertainmentId,
    economicGroup: row.economicGroup,
    payerCode: row.payerCode,
    payerName: row.payerName,
    competence: isoDateToCompetenceText(row.competence),
    channel: row.channel,
    commodity: row.commodity,
    budgetType: row.budgetType,
    calculated: row.calculated,
    amount: row.amount,
    mapLineId: row.mapLineId,
    reserved: row.reserved,
    lotCode: row.lotCode,
    fatherBudgetCode: row.lotCode === null ? null : fatherBudgetCode(row.groupId),
    daughterBudgetCode: row.daughterBudgetCode,
    paymentNumber: row.paymentNumber,
    paymentDate: row.paymentDate,
    paymentStatus: row.paymentStatus,
    dueDate: row.dueDate,
    deadlineStatus: row.paymentDate ? deadlineStatus(row.paymentDate, row.dueDate) : null,
    origin: row.origin,
    segmentType: row.segmentType,
    stage: row.stage,
  };
}

/** `pagamento/buscarItens`: the items of some groups (a group's detail). */
export async function groupItemsOf(db: Db, ids: readonly number[], caller: ReadCaller) {
  return (await itemsOfGroups(db, ids, caller.restrictions)).map(itemView);
}

/** `pagamento/buscarPagamentosCriados` and the report's page: the visible items, one stage or all. */
export async function searchPaymentItems(
  db: Db,
  search: TPaymentFilters & { page: number; pageSize: number },
  caller: ReadCaller,
  stage?: 'CRIADO',
) {
  const { rows, total } = await searchItems(
    db,
    { ...search, ...(stage ? { stage } : {}) },
    caller.restrictions,
  );
  return { items: rows.map(itemView), total };
}

/**
 * `pagamento/buscarVerbaDetalhada` (`/payments/detailed-budget/{ids}/{lotCode}`): the lot's items
 * of the named groups by customer and payer, with their values and the map line each draws from.
 */
export async function detailedBudget(
  db: Db,
  input: { ids: readonly number[]; lotCode: string },
  caller: ReadCaller,
) {
  const lot = await findLot(db, input.lotCode);
  if (!lot) throw new AppError('NOT_FOUND');
  const wanted = new Set(input.ids);
  const items = (await itemsOfLot(db, lot.id, caller.restrictions)).filter((item) =>
    wanted.has(item.groupId),
  );
  if (items.length === 0) throw new AppError('NOT_FOUND');
  return {
    lotCode: lot.code,
    ...groupFigures(items),
    items: items.map(itemView),
  };
}
