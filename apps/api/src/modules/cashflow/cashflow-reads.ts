import {
  CASHFLOW_TABS,
  TAB_STATUS,
  type TCashflowFilters,
  type TDetached,
  type TDetachedRow,
  type TDetachedSearch,
} from '@trade-terms/domain/cashflow';
import { isoDateToCompetenceText } from '@trade-terms/domain/competence';
import type { AppContext } from '../../app-context';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { supportingDocumentAnswer } from '../../platform/storage/supporting-documents';
import { type ApprovalRequestView, approvalsByIds } from '../approval-flows/approval-requests-service';
import type { CashflowCaller } from './cashflow-caller';
import type { CashflowNeighbours } from './cashflow-neighbours';
import {
  type DetachedListRow,
  detachedListRow,
  detachedPage,
  evidenceOf,
  findDetached,
  findEvidence,
  statusCounts,
} from './cashflow-repository';

/** Detached ascertainments as the list and the register screen read them (404 outside the caller's restrictions). */

function approvalState(approval: ApprovalRequestView | undefined): TDetachedRow['approval'] {
  return approval
    ? {
        currentStep: approval.currentStep,
        stepCount: approval.stepCount,
        responsibleIds: approval.status === 'EM_APROVACAO' ? approval.responsibleIds : [],
      }
    : null;
}

/** Rows with their approvals' state, read in one go. */
async function rowViews(db: Db, rows: readonly DetachedListRow[]): Promise<TDetachedRow[]> {
  const approvals = await approvalsByIds(
    db,
    rows.flatMap((row) => (row.approvalRequestId === null ? [] : [row.approvalRequestId])),
  );
  return rows.map((row) =>
    rowView(row, row.approvalRequestId === null ? undefined : approvals.get(row.approvalRequestId)),
  );
}

function rowView(row: DetachedListRow, approval: ApprovalRequestView | undefined): TDetachedRow {
  return {
    id: row.id,
    customer: row.customer,
    customerName: row.customerName,
    payer: row.payer,
    payerName: row.payerName,
    budgetType: row.budgetType,
    budgetTypeName: row.budgetTypeName,
    commodity: row.commodity,
    channel: row.channel,
    region: row.region,
    competence: isoDateToCompetenceText(row.competence),
    value: row.value,
    status: row.status,
    version: row.version,
    createdAt: row.createdAt,
    payment: {
      inPayment: row.inPayment,
      paid: row.paid ?? '0.00',
      paymentNumber: row.paymentNumber,
      paymentDate: row.paymentDate,
      paymentStatus: row.paymentStatus,
    },
    approval: approvalState(approval),
  };
}

/** `apuracaoAvulsa/buscar`: a tab's page under the filters. */
export async function searchDetached(
  db: Db,
  search: TDetachedSearch,
  caller: CashflowCaller,
  neighbours: CashflowNeighbours,
) {
  const { rows, total } = await detachedPage(db, search, caller.restrictions, neighbours.paymentStateSql());
  return { items: await rowViews(db, rows), total };
}

/** `apuracaoAvulsa/totalizadorAbas`. */
export async function detachedTabCounts(db: Db, filters: TCashflowFilters, caller: CashflowCaller) {
  const counts = await statusCounts(db, filters, caller.restrictions);
  return Object.fromEntries(CASHFLOW_TABS.map((tab) => [tab, counts.get(TAB_STATUS[tab]) ?? 0])) as Record<
    (typeof CASHFLOW_TABS)[number],
    number
  >;
}

/** `apuracaoAvulsa/buscarPorId`: the record, its evidence files and its approval's state. */
export async function detachedView(
  db: Db,
  id: number,
  caller: CashflowCaller,
  neighbours: CashflowNeighbours,
): Promise<TDetached> {
  const [row, record] = await Promise.all([
    detachedListRow(db, id, caller.restrictions, neighbours.paymentStateSql()),
    findDetached(db, id, caller.restrictions),
  ]);
  if (!row || !record) throw new AppError('NOT_FOUND');
  const [files, [view]] = await Promise.all([evidenceOf(db, id), rowViews(db, [row])]);
  return {
    ...(view as TDetachedRow),
    justification: record.justification,
    decisionJustification: record.decisionJustification,
    cancelJustification: record.cancelJustification,
    evidence: files.map((file) => ({
      id: file.id,
      name: file.name,
      mime: file.mime,
      removed: file.removedAt !== null,
    })),
  };
}

/** `apuracaoAvulsa/baixarEvidencia`: a file of a visible record. */
export async function downloadDetachedEvidence(context: AppContext, id: number, caller: CashflowCaller) {
  const db = context.database.db;
  const file = await findEvidence(db, id);
  if (!file || !(await findDetached(db, file.detachedId, caller.restrictions)))
    throw new AppError('NOT_FOUND');
  return supportingDocumentAnswer(context.storage, {
    name: file.name,
    key: file.storageKey,
    mime: file.mime,
  });
}
