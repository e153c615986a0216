import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { outsideRestrictions } from '@trade-terms/domain/data-restrictions';
import {
  canMovePercentageContract,
  PERCENTAGE_CONTRACT_APPROVAL_TYPE,
  PERCENTAGE_CONTRACT_STATUSES,
  type PercentageContractMove,
  type TPercentageContract,
  type TPercentageContractMove,
  type TPercentageContractSave,
  type TPercentageContractSearch,
} from '@trade-terms/domain/percentage-contracts';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { approvalsByIds, decide, startApproval } from '../approval-flows/approval-requests-service';
import { activeRegisterCode } from '../master-data/register-read-models';
import { CONTRACT_ENTITY, type PercentageCaller } from './percentage-contracts-caller';
import {
  type ContractChange,
  type ContractContent,
  type ContractRecord,
  type ContractRow,
  contractRow,
  countContracts,
  insertContract,
  lockContract,
  searchContracts,
  updateContract,
  visibleCustomers,
} from './percentage-contracts-repository';

/**
 * Percentage contracts' register and moves (docs/domain.md "Percentage-value contracts"): each
 * save or move locks the contract at the caller's version, runs in one transaction with its
 * approval step and writes one audit row.
 */

async function viewsOf(db: Db, rows: readonly ContractRow[], caller: PercentageCaller) {
  const approvals = await approvalsByIds(
    db,
    rows.flatMap((row) =>
      row.status === 'EM_APROVACAO' && row.approvalRequestId ? [row.approvalRequestId] : [],
    ),
  );
  return rows.map((row): TPercentageContract => {
    const approval =
      row.status === 'EM_APROVACAO' && row.approvalRequestId !== null
        ? approvals.get(row.approvalRequestId)
        : undefined;
    return {
      id: row.id,
      version: row.version,
      customer: row.customerCode,
      customerName: row.customerName,
      channel: row.channel,
      budgetType: row.budgetTypeCode,
      commodity: row.commodityCode,
      percentage: row.percentage,
      basis: row.basis,
      validityStart: isoDateToCompetenceText(row.validityStart),
      validityEnd: isoDateToCompetenceText(row.validityEnd),
      payer: row.payerCode,
      description: row.description,
      status: row.status,
      justification: row.justification,
      approval: approval
        ? {
            step: approval.currentStep,
            stepCount: approval.stepCount,
            canDecide: approval.status === 'EM_APROVACAO' && approval.responsibleIds.includes(caller.id),
          }
        : null,
    };
  });
}

export async function searchPercentageContracts(
  db: Db,
  search: TPercentageContractSearch,
  caller: PercentageCaller,
) {
  const rows = await searchContracts(db, search, caller.restrictions);
  return { items: await viewsOf(db, rows, caller), total: rows[0]?.total ?? 0 };
}

export async function percentageContractCounts(
  db: Db,
  search: TPercentageContractSearch,
  caller: PercentageCaller,
) {
  const counts = await countContracts(db, search, caller.restrictions);
  return Object.fromEntries(
    PERCENTAGE_CONTRACT_STATUSES.map((status) => [status, counts.get(status) ?? 0]),
  ) as Record<(typeof PERCENTAGE_CONTRACT_STATUSES)[number], number>;
}

/** `contratoPercentual/buscarPorId`: 404 outside the caller's restrictions, as for a missing one. */
export async function percentageContractById(db: Db, id: number, caller: PercentageCaller) {
  const row = await contractRow(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  const [view] = await viewsOf(db, [row], caller);
  return view as TPercentageContract;
}

/** The registers a contract names: each unknown (or unseen) code is refused at its field. */
async function checkedContent(
  tx: Db,
  input: TPercentageContractSave,
  caller: PercentageCaller,
): Promise<ContractContent> {
  const customers = await visibleCustomers(tx, [input.customer, input.payer], caller.restrictions);
  const problems: FieldProblem[] = [];
  if (!customers.has(input.customer))
    problems.push({
      path: ['customer'],
      message: 'validation.percentageContract.unknownCustomer',
      params: { value: input.customer },
    });
  if (!customers.get(input.payer)?.sapPayer)
    problems.push({
      path: ['payer'],
      message: 'validation.percentageContract.unknownPayer',
      params: { value: input.payer },
    });
  if (!(await activeRegisterCode(tx, 'budgetType', input.budgetType)))
    problems.push({
      path: ['budgetType'],
      message: 'validation.percentageContract.unknownBudgetType',
      params: { value: input.budgetType },
    });
  if (!(await activeRegisterCode(tx, 'commodity', input.commodity)))
    problems.push({
      path: ['commodity'],
      message: 'validation.unknownCode',
      params: { code: input.commodity },
    });
  else
    problems.push(...outsideRestrictions(caller.restrictions, 'commodities', input.commodity, ['commodity']));
  if (problems.length > 0) throw invalidFields(problems);
  return {
    customerCode: input.customer,
    budgetTypeCode: input.budgetType,
    commodityCode: input.commodity,
    percentage: input.percentage,
    basis: input.basis,
    validityStart: competenceTextToIsoDate(input.validityStart) as string,
    validityEnd: competenceTextToIsoDate(input.validityEnd) as string,
    payerCode: input.payer,
    description: input.description,
  };
}

const auditedContent = (content: ContractContent) => ({
  customer: content.customerCode,
  budgetType: content.budgetTypeCode,
  commodity: content.commodityCode,
  percentage: content.percentage,
  basis: content.basis,
  validityStart: content.validityStart,
  validityEnd: content.validityEnd,
  payer: content.payerCode,
  description: content.description,
});

/** `contratoPercentual/salvar`: a new contract is in registration; a change takes it back there. */
export async function savePercentageContract(
  db: Db,
  input: TPercentageContractSave,
  caller: PercentageCaller,
) {
  const id = await db.transaction(async (tx) => {
    const content = await checkedContent(tx, input, caller);
    if (input.id === undefined) {
      const created = await insertContract(tx, content, caller.id);
      await appendAudit(tx, {
        entity: CONTRACT_ENTITY,
        entityId: created.id,
        action: 'CRIADO',
        actorId: caller.id,
        after: { status: created.status, ...auditedContent(content) },
      });
      return created.id;
    }
    const record = await lockedAt(tx, { id: input.id, version: input.version ?? 0 }, caller, 'edit');
    await updateContract(tx, record.id, { ...content, status: 'EM_CADASTRO' }, caller.id);
    await appendAudit(tx, {
      entity: CONTRACT_ENTITY,
      entityId: record.id,
      action: 'ALTERADO',
      actorId: caller.id,
      before: { status: record.status, ...auditedContent(record) },
      after: { status: 'EM_CADASTRO', ...auditedContent(content) },
    });
    return record.id;
  });
  return percentageContractById(db, id, caller);
}

async function lockedAt(
  tx: Db,
  input: { id: number; version: number },
  caller: PercentageCaller,
  move: PercentageContractMove,
): Promise<ContractRecord> {
  const record = await lockContract(tx, input.id, caller.restrictions);
  if (!record) throw new AppError('NOT_FOUND');
  if (record.version !== input.version) throw new AppError('STALE_VERSION');
  if (!canMovePercentageContract(move, record.status))
    throw new AppError('PERCENTAGE_CONTRACT_STATUS_FORBIDS');
  return record;
}

interface MoveOutcome {
  change: ContractChange;
  action: string;
  after: Record<string, unknown>;
}

async function moveContract(
  db: Db,
  input: TPercentageContractMove,
  caller: PercentageCaller,
  move: PercentageContractMove,
  act: (tx: Db, record: ContractRecord) => Promise<MoveOutcome>,
): Promise<TPercentageContract> {
  await db.transaction(async (tx) => {
    const record = await lockedAt(tx, input, caller, move);
    const outcome = await act(tx, record);
    await updateContract(tx, record.id, outcome.change, caller.id);
    await appendAudit(tx, {
      entity: CONTRACT_ENTITY,
      entityId: record.id,
      action: outcome.action,
      actorId: caller.id,
      before: { status: record.status },
      after: outcome.after,
      justification: input.justification || null,
    });
  });
  return percentageContractById(db, input.id, caller);
}

/**
 * `contratoPercentual/enviarAprovacao`: on the flow of percentage contracts chosen by the
 * requester's profile, the customer's channel and the budget type; none: "no approval flow found".
 */
export function sendPercentageContract(db: Db, input: TPercentageContractMove, caller: PercentageCaller) {
  return moveContract(db, input, caller, 'send', async (tx, record) => {
    // A contract saved before the business unit was asked is edited to choose one first.
    if (record.commodityCode === null)
      throw invalidFields([{ path: ['commodity'], message: 'errors.required' }]);
    const customer = (await visibleCustomers(tx, [record.customerCode], caller.restrictions)).get(
      record.customerCode,
    );
    const request = await startApproval(tx, {
      actionType: PERCENTAGE_CONTRACT_APPROVAL_TYPE,
      entity: CONTRACT_ENTITY,
      entityId: record.id,
      requesterId: caller.id,
      channel: customer?.channel ?? null,
      budgetType: record.budgetTypeCode,
    });
    return {
      change: { status: 'EM_APROVACAO', approvalRequestId: request.id, justification: null },
      action: 'ENVIADO_APROVACAO',
      after: { status: 'EM_APROVACAO', approvalRequestId: request.id, currentStep: request.currentStep },
    };
  });
}

/** `contratoPercentual/aprovar` / `reprovar`: the current step's responsible decides. */
export function decidePercentageContract(
  db: Db,
  input: TPercentageContractMove,
  decision: 'APROVAR' | 'REPROVAR',
  caller: PercentageCaller,
) {
  return moveContract(db, input, caller, 'decide', async (tx, record) => {
    if (record.approvalRequestId === null) throw new AppError('APPROVAL_ALREADY_CLOSED');
    const justification = input.justification || null;
    const request = await decide(tx, {
      requestId: record.approvalRequestId,
      userId: caller.id,
      decision,
      justification,
    });
    if (request.status === 'REPROVADO')
      return {
        change: { status: 'REPROVADO', justification },
        action: 'REPROVADO',
        after: { status: 'REPROVADO' },
      };
    if (request.status === 'APROVADO')
      return { change: { status: 'APROVADO' }, action: 'APROVADO', after: { status: 'APROVADO' } };
    return {
      change: {},
      action: 'ETAPA_APROVADA',
      after: { status: 'EM_APROVACAO', currentStep: request.currentStep },
    };
  });
}

/**
 * `contratoPercentual/aprovarEmLote`: each contract whose current step lists the caller is
 * approved in its own transaction; the others (someone else's step, moved meanwhile, unseen) are
 * skipped.
 */
export async function approvePercentageContracts(db: Db, ids: readonly number[], caller: PercentageCaller) {
  const decided: number[] = [];
  const skipped: number[] = [];
  for (const id of [...new Set(ids)]) {
    const row = await contractRow(db, id, caller.restrictions);
    const [view] = row ? await viewsOf(db, [row], caller) : [];
    if (!view?.approval?.canDecide) {
      skipped.push(id);
      continue;
    }
    try {
      await decidePercentageContract(db, { id, version: view.version }, 'APROVAR', caller);
      decided.push(id);
    } catch (error) {
      if (!(error instanceof AppError) || error.status !== 409) throw error;
      skipped.push(id);
    }
  }
  return { decided, skipped };
}

/** `contratoPercentual/cancelar`: not under approval; a canceled contract is ascertained no more. */
export function cancelPercentageContract(db: Db, input: TPercentageContractMove, caller: PercentageCaller) {
  return moveContract(db, input, caller, 'cancel', async () => ({
    change: { status: 'CANCELADO', justification: input.justification || null },
    action: 'CANCELADO',
    after: { status: 'CANCELADO' },
  }));
}
