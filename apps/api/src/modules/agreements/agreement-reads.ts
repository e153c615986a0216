import type {
  TAgreementDetails,
  TAgreementLeverDetail,
  TAgreementLeverRow,
  TAgreementLeverStatus,
  TAgreementLeversRequest,
  TApprovalState,
  TReturnedAgreement,
  TReturnedAgreementsSearch,
} from '@trade-terms/domain/agreement-details';
import { inactiveSince } from '@trade-terms/domain/agreement-moves';
import {
  AGREEMENT_AUDIT_ACTIONS,
  AGREEMENT_LEVER_STATUSES,
  type AgreementAuditAction,
  type AgreementLeverStatus,
} from '@trade-terms/domain/agreements';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { Db } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { approvalsOfRecord, getApproval } from '../approval-flows/approval-requests-service';
import { catalogueEntries } from '../levers/levers-service';
import { economicGroupCodesOfCnpjRoot, recordsByCodes } from '../master-data/register-records';
import { usersByIds } from '../users/users-service';
import {
  agreementWithin,
  approvedAfter,
  lastMove,
  leverMoves,
  leverPage,
  leverStatusCounts,
  returnedAgreements,
} from './agreement-reads-repository';
import { leverOf, summaryOf } from './agreement-view';
import { findAgreement, findAgreementLever } from './agreements-repository';
import { type AgreementCaller, holdingNames, viewOf } from './agreements-service';

type Approval = Awaited<ReturnType<typeof getApproval>>;

/** Names of the users some rows name, by id. */
async function peopleOf(db: Db, ids: readonly (number | null | undefined)[]) {
  const users = await usersByIds(
    db,
    ids.filter((id): id is number => typeof id === 'number'),
  );
  return (id: number | null | undefined) =>
    id === null || id === undefined ? null : { id, name: users.get(id)?.name ?? String(id) };
}

/** The agreement the caller may see, or 404 (exactly as a missing one). */
async function visibleAgreement(db: Db, id: number, caller: AgreementCaller) {
  const row = await agreementWithin(db, id, caller.restrictions);
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** An approval as its approvers follow it: each step's people by name and the decisions taken there. */
async function approvalStateOf(db: Db, approval: Approval): Promise<TApprovalState> {
  const person = await peopleOf(db, [
    approval.requesterId,
    ...approval.steps.flatMap((step) => [...step.responsibleIds, ...step.notifiedIds]),
    ...approval.decisions.map((decision) => decision.userId),
  ]);
  const named = (id: number) => person(id) ?? { id, name: String(id) };
  return {
    requestId: approval.id,
    flowName: approval.flowName,
    status: approval.status,
    currentStep: approval.currentStep,
    stepCount: approval.stepCount,
    requester: named(approval.requesterId),
    startedAt: approval.startedAt.toISOString(),
    closedAt: approval.closedAt?.toISOString() ?? null,
    steps: [...approval.steps]
      .sort((a, b) => a.stepNumber - b.stepNumber)
      .map((step) => ({
        stepNumber: step.stepNumber,
        current: approval.status === 'EM_APROVACAO' && step.stepNumber === approval.currentStep,
        responsibles: step.responsibleIds.map(named),
        notified: step.notifiedIds.map(named),
        decisions: approval.decisions
          .filter((decision) => decision.stepNumber === step.stepNumber)
          .map((decision) => ({
            user: named(decision.userId),
            decision: decision.decision,
            justification: decision.justification,
            decidedAt: decision.decidedAt.toISOString(),
          })),
      })),
  };
}

/** `buscarAlavancasContrato`: a page of the agreement's levers as summary rows. */
export async function agreementLeverRows(
  db: Db,
  request: TAgreementLeversRequest,
  caller: AgreementCaller,
): Promise<{ items: TAgreementLeverRow[]; total: number }> {
  await visibleAgreement(db, request.id, caller);
  const { rows, total } = await leverPage(db, request.id, request);
  const catalogue = await catalogueEntries(
    db,
    rows.map((row) => row.leverId),
    caller.today,
  );
  return {
    items: rows.map(({ inactivePeriods, ...row }) => {
      const entry = catalogue.get(row.leverId);
      const since = inactiveSince(inactivePeriods);
      return {
        ...row,
        name: entry?.name ?? '',
        channel: entry?.channel ?? '',
        calculationModel: entry?.calculationModel ?? '',
        inactiveSince: since ? formatBrDate(since) : null,
      };
    }),
    total,
  };
}

function countsOf(counted: ReadonlyMap<AgreementLeverStatus, number>) {
  return Object.fromEntries(
    AGREEMENT_LEVER_STATUSES.map((status) => [status, counted.get(status) ?? 0]),
  ) as Record<AgreementLeverStatus, number>;
}

/** `buscarStatusAlavancaContrato`: how many levers stand in each status, and each lever's. */
export async function agreementLeverStatus(
  db: Db,
  id: number,
  caller: AgreementCaller,
): Promise<TAgreementLeverStatus> {
  const row = await visibleAgreement(db, id, caller);
  const [counted, record] = await Promise.all([leverStatusCounts(db, id), findAgreement(db, id)]);
  const catalogue = await catalogueEntries(
    db,
    (record?.levers ?? []).map((lever) => lever.leverId),
    caller.today,
  );
  return {
    agreementId: id,
    agreementStatus: row.status,
    counts: countsOf(counted),
    list: (record?.levers ?? []).map((lever) => {
      const since = inactiveSince(lever.inactivePeriods);
      return {
        id: lever.id,
        leverId: lever.leverId,
        name: catalogue.get(lever.leverId)?.name ?? '',
        status: lever.status,
        inactiveSince: since ? formatBrDate(since) : null,
      };
    }),
  };
}

/**
 * `buscarDetalhesContrato`: main information and totals, the levers per status, the approval
 * (under way, or the last one) with every step's people and decisions, the last turn back to
 * registration while it still holds, and the termination.
 */
export async function agreementDetails(
  db: Db,
  id: number,
  caller: AgreementCaller,
): Promise<TAgreementDetails> {
  const record = await findAgreement(db, id, { restrictions: caller.restrictions });
  if (!record) throw new AppError('NOT_FOUND');
  const [view, counted, returned, terminated] = await Promise.all([
    viewOf(db, record, caller.today),
    leverStatusCounts(db, id),
    lastMove(db, id, 'RETORNADO_CADASTRO'),
    record.terminatedOn ? lastMove(db, id, 'RESCINDIDO') : Promise.resolve(null),
  ]);
  const approval = record.approvalRequestId === null ? null : await getApproval(db, record.approvalRequestId);
  const returnHolds =
    returned !== null &&
    ['EM_CADASTRO', 'AGUARDANDO_APROVACAO', 'REPROVADO'].includes(record.status) &&
    !(await approvedAfter(db, id, returned.at));
  const person = await peopleOf(db, [returned?.actorId, terminated?.actorId]);
  const { levers, approval: _approvalGlance, ...agreement } = view;
  const previousEnd = (terminated?.before as { validityEnd?: string } | null)?.validityEnd ?? null;
  return {
    agreement,
    leverCount: record.levers.length,
    leverStatuses: countsOf(counted),
    payerCount: new Set(record.levers.flatMap((lever) => lever.payers)).size,
    approval: approval ? await approvalStateOf(db, approval) : null,
    returnedToRegistration:
      returned && returnHolds
        ? {
            at: returned.at.toISOString(),
            by: person(returned.actorId),
            justification: returned.justification,
          }
        : null,
    termination: record.terminatedOn
      ? {
          date: formatBrDate(record.terminatedOn),
          previousEnd,
          at: terminated?.at.toISOString() ?? record.updatedAt.toISOString(),
          by: person(terminated?.actorId),
          justification: terminated?.justification ?? null,
        }
      : null,
  };
}

/**
 * `buscarDetalheAlavancasContrato`: one lever of an agreement the caller may see (404 otherwise),
 * with its values in force and pending, scope, customers and payers by name, events, inactive
 * stretches, its lever-change approvals and the moves recorded on it.
 */
export async function agreementLeverDetail(
  db: Db,
  leverRowId: number,
  caller: AgreementCaller,
): Promise<TAgreementLeverDetail> {
  const lever = await findAgreementLever(db, leverRowId);
  const agreement = lever && (await agreementWithin(db, lever.agreementId, caller.restrictions));
  if (!lever || !agreement) throw new AppError('NOT_FOUND');
  const [catalogue, customers, approvals, moves] = await Promise.all([
    catalogueEntries(db, [lever.leverId], caller.today),
    recordsByCodes(db, REGISTER_DECLARATIONS.customer, [...new Set([...lever.customers, ...lever.payers])]),
    approvalsOfRecord(db, 'agreement_lever', lever.id),
    leverMoves(db, agreement.id, lever.id),
  ]);
  const person = await peopleOf(
    db,
    moves.map((move) => move.actorId),
  );
  const customer = (code: string) => ({ code, name: String(customers.get(code)?.name ?? '') });
  const known = (action: string): action is AgreementAuditAction =>
    (AGREEMENT_AUDIT_ACTIONS as readonly string[]).includes(action);
  return {
    agreement: {
      id: agreement.id,
      description: agreement.description,
      status: agreement.status,
      validityStart: formatBrDate(agreement.validityStart),
      validityEnd: formatBrDate(agreement.validityEnd),
    },
    lever: leverOf(lever, catalogue),
    customers: lever.customers.map(customer),
    payers: lever.payers.map(customer),
    approvals: await Promise.all(approvals.map((approval) => approvalStateOf(db, approval))),
    history: moves.flatMap((move) => {
      if (!known(move.action)) return [];
      const status = (move.after as { status?: string } | null)?.status;
      return [
        {
          at: move.at.toISOString(),
          action: move.action,
          by: person(move.actorId),
          status: (AGREEMENT_LEVER_STATUSES as readonly string[]).includes(status ?? '')
            ? (status as AgreementLeverStatus)
            : null,
          justification: move.justification,
        },
      ];
    }),
  };
}

/**
 * `buscarContratoRetornadoEmCadastro`: the agreements turned back to registration after their
 * approval and not approved since, under the list's filters, each with who turned it back, when
 * and why (from the audit log).
 */
export async function returnedToRegistration(
  db: Db,
  search: TReturnedAgreementsSearch,
  caller: AgreementCaller,
): Promise<{ items: TReturnedAgreement[]; total: number }> {
  const { sortBy, ...filters } = search;
  const byReturn = sortBy === 'returnedAt' ? search.direction : null;
  const { rows, total } = await returnedAgreements(db, {
    search: { ...filters, sortBy: sortBy === 'returnedAt' ? 'id' : sortBy },
    validFrom: search.validFrom ? parseBrDate(search.validFrom) : null,
    validTo: search.validTo ? parseBrDate(search.validTo) : null,
    cnpjRootGroups: search.cnpjRoot ? await economicGroupCodesOfCnpjRoot(db, search.cnpjRoot) : null,
    today: caller.today,
    restrictions: caller.restrictions,
    byReturn,
  });
  const [names, person] = await Promise.all([
    holdingNames(
      db,
      rows.map((row) => row.agreement.economicGroupCode),
    ),
    peopleOf(
      db,
      rows.map((row) => row.returnedBy),
    ),
  ]);
  return {
    items: rows.map((row) => ({
      ...summaryOf(row.agreement, names.get(row.agreement.economicGroupCode) ?? '', caller.today),
      returned: {
        at: new Date(row.returnedAt).toISOString(),
        by: person(row.returnedBy),
        justification: row.justification,
      },
    })),
    total,
  };
}
