import type { ErrorCode } from './errors';
import { JUSTIFICATION_MAX_LENGTH, normaliseJustification } from './justification';
import type { FieldProblem } from './validation-messages';

/**
 * The one approval engine every flow of the product runs on (DOMAIN.md, "Approval engine"):
 * which flow applies to an item, whether a flow is well built, how a decision moves an item and
 * who may take it. Pure: the server loads flows and items, asks here, and stores the answer.
 */

/** What is being approved. The codes travel on the wire and are stored. */
export const APPROVAL_ACTION_TYPES = [
  'ACORDO_COMERCIAL',
  'ALTERACAO_ALAVANCA',
  'APURACAO',
  'RECLAMACAO',
  'VALIDACAO_PAGAMENTO',
  'LIBERACAO_VERBA',
  'ADICAO_VERBA',
  'PASTA_CICLO',
  'APURACAO_PASTA',
  'MIGRACAO',
  'CONTRATO_PERCENTUAL',
  'APURACAO_AVULSA',
  'ACESSO_USUARIO',
] as const;
export type ApprovalActionType = (typeof APPROVAL_ACTION_TYPES)[number];

/**
 * Flows that move or commit money out of a fund name one accountable approver per step, as a
 * signature level does: a step shared by several people would let any of them sign for the
 * others. The spec says only that "some flows" have this rule; these are the ones.
 */
export const ONE_RESPONSIBLE_PER_STEP_TYPES: readonly ApprovalActionType[] = [
  'VALIDACAO_PAGAMENTO',
  'LIBERACAO_VERBA',
  'ADICAO_VERBA',
];

export function allowsOneResponsiblePerStep(actionType: ApprovalActionType): boolean {
  return ONE_RESPONSIBLE_PER_STEP_TYPES.includes(actionType);
}

export const APPROVAL_STATUSES = ['EM_APROVACAO', 'APROVADO', 'REPROVADO'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

export const APPROVAL_DECISIONS = ['APROVAR', 'REPROVAR'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

// ---------------------------------------------------------------------------------------------
// Choosing the flow

/** The optional criteria of a flow: left empty, a criterion matches anything. */
export const FLOW_CRITERIA = ['requesterProfileId', 'channel', 'budgetType', 'paymentOrigin'] as const;

export interface FlowCriteria {
  actionType: ApprovalActionType;
  requesterProfileId: number | null;
  channel: string | null;
  budgetType: string | null;
  paymentOrigin: string | null;
}

export interface CandidateFlow extends FlowCriteria {
  id: number;
}

/** The item asking for approval, described by the same criteria a flow is chosen by. */
export interface ApprovalSubject {
  actionType: ApprovalActionType;
  requesterProfileId?: number | null;
  channel?: string | null;
  budgetType?: string | null;
  paymentOrigin?: string | null;
}

export function flowMatches(flow: FlowCriteria, subject: ApprovalSubject): boolean {
  if (flow.actionType !== subject.actionType) return false;
  return FLOW_CRITERIA.every((criterion) => {
    const wanted = flow[criterion];
    return wanted === null || wanted === (subject[criterion] ?? null);
  });
}

/** How many criteria a flow fills: the more it names, the more particular the case it covers. */
export function flowSpecificity(flow: FlowCriteria): number {
  return FLOW_CRITERIA.filter((criterion) => flow[criterion] !== null).length;
}

export type FlowChoice<F> =
  | { ok: true; flow: F }
  | { ok: false; code: Extract<ErrorCode, 'NO_APPROVAL_FLOW'> };

/**
 * The most specific matching flow wins; among equally specific ones the oldest (lowest id), so
 * the choice never depends on the order the flows were read in.
 */
export function chooseFlow<F extends CandidateFlow>(
  flows: readonly F[],
  subject: ApprovalSubject,
): FlowChoice<F> {
  let best: F | null = null;
  for (const flow of flows) {
    if (!flowMatches(flow, subject)) continue;
    if (
      best === null ||
      flowSpecificity(flow) > flowSpecificity(best) ||
      (flowSpecificity(flow) === flowSpecificity(best) && flow.id < best.id)
    ) {
      best = flow;
    }
  }
  return best ? { ok: true, flow: best } : { ok: false, code: 'NO_APPROVAL_FLOW' };
}

/** Two flows with the same criteria would make the second one unreachable. */
export function sameCriteria(a: FlowCriteria, b: FlowCriteria): boolean {
  return a.actionType === b.actionType && FLOW_CRITERIA.every((criterion) => a[criterion] === b[criterion]);
}

// ---------------------------------------------------------------------------------------------
// Checking a flow

export interface ApprovalStepMembers {
  stepNumber: number;
  responsibleIds: readonly number[];
  notifiedIds: readonly number[];
}

export interface FlowDraft {
  actionType: ApprovalActionType;
  steps: readonly ApprovalStepMembers[];
}

/**
 * Every rule a flow breaks, with the field it concerns (paths as the save call names them):
 * at least one step; steps numbered 1, 2, 3… in order; a responsible in every step; nobody
 * responsible in two steps (one person would approve the same item twice); and one responsible
 * per step for the flows that allow only one. Messages name users through `nameOf`.
 */
export function validateFlow(flow: FlowDraft, nameOf: (userId: number) => string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (flow.steps.length === 0) {
    problems.push({ path: ['steps'], message: 'approval.atLeastOneStep' });
    return problems;
  }
  const firstStepOf = new Map<number, number>();
  flow.steps.forEach((step, index) => {
    const expected = index + 1;
    if (step.stepNumber !== expected) {
      problems.push({
        path: ['steps', index, 'stepNumber'],
        message: 'approval.stepNumbersInOrder',
        params: { expected },
      });
    }
    const responsibles = [...new Set(step.responsibleIds)];
    if (responsibles.length === 0) {
      problems.push({ path: ['steps', index, 'responsibleIds'], message: 'approval.stepWithoutResponsible' });
    } else if (responsibles.length > 1 && allowsOneResponsiblePerStep(flow.actionType)) {
      problems.push({ path: ['steps', index, 'responsibleIds'], message: 'approval.oneResponsiblePerStep' });
    }
    for (const userId of responsibles) {
      const earlier = firstStepOf.get(userId);
      if (earlier === undefined) {
        firstStepOf.set(userId, expected);
      } else {
        problems.push({
          path: ['steps', index, 'responsibleIds', step.responsibleIds.indexOf(userId)],
          message: 'approval.responsibleInSeveralSteps',
          params: { user: nameOf(userId), step: earlier },
        });
      }
    }
  });
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Moving an item

/** An item in approval: the steps it was started with and where it stands. */
export interface ApprovalItemState {
  status: ApprovalStatus;
  currentStep: number;
  steps: readonly ApprovalStepMembers[];
}

/** The state of a new item: pending at the first step of its flow. */
export function startState(steps: readonly ApprovalStepMembers[]): Omit<ApprovalItemState, 'steps'> {
  const first = sortedSteps(steps)[0];
  if (!first) throw new Error('an approval cannot start on a flow without steps');
  return { status: 'EM_APROVACAO', currentStep: first.stepNumber };
}

function sortedSteps(steps: readonly ApprovalStepMembers[]): ApprovalStepMembers[] {
  return [...steps].sort((a, b) => a.stepNumber - b.stepNumber);
}

/** Who may approve or reprove the item now: the responsibles of its current step, while it is pending. */
export function currentResponsibles(item: ApprovalItemState): readonly number[] {
  if (item.status !== 'EM_APROVACAO') return [];
  return item.steps.find((step) => step.stepNumber === item.currentStep)?.responsibleIds ?? [];
}

/** Who is told about the item now: the notified users of its current step. */
export function currentNotified(item: ApprovalItemState): readonly number[] {
  if (item.status !== 'EM_APROVACAO') return [];
  return item.steps.find((step) => step.stepNumber === item.currentStep)?.notifiedIds ?? [];
}

/**
 * A responsible of the current step may decide, unless an earlier step of the same item listed
 * them too: one person never approves one item twice, even after its flow was changed.
 */
export function mayDecide(item: ApprovalItemState, userId: number): boolean {
  if (!currentResponsibles(item).includes(userId)) return false;
  return !item.steps.some(
    (step) => step.stepNumber < item.currentStep && step.responsibleIds.includes(userId),
  );
}

/** Bulk approval acts only on the items whose current step lists the caller. */
export function actionableBy<T extends ApprovalItemState>(items: readonly T[], userId: number): T[] {
  return items.filter((item) => mayDecide(item, userId));
}

export interface DecisionInput {
  userId: number;
  decision: ApprovalDecision;
  justification?: string | null;
}

export type DecisionOutcome =
  | {
      ok: true;
      status: ApprovalStatus;
      currentStep: number;
      /** The step the decision was taken at. */
      decidedStep: number;
      /** True when the decision ended the item (approved after the last step, or reproved). */
      finished: boolean;
      justification: string | null;
    }
  | { ok: false; code: ErrorCode; problems: FieldProblem[] };

/** The justification problems of a decision: required to reprove, never over the limit. */
export function justificationProblems(
  decision: ApprovalDecision,
  justification: string | null | undefined,
): FieldProblem[] {
  const text = normaliseJustification(justification);
  if (text === null) {
    return decision === 'REPROVAR'
      ? [{ path: ['justificativa'], message: 'approval.justificationRequired' }]
      : [];
  }
  if (text.length > JUSTIFICATION_MAX_LENGTH) {
    return [
      {
        path: ['justificativa'],
        message: 'approval.justificationTooLong',
        params: { maximum: JUSTIFICATION_MAX_LENGTH },
      },
    ];
  }
  return [];
}

/**
 * One decision on one item. An approval by a responsible of the current step moves the item to
 * the next step, or approves it after the last; a reproval, always justified, ends it.
 */
export function decide(item: ApprovalItemState, input: DecisionInput): DecisionOutcome {
  if (item.status !== 'EM_APROVACAO') return { ok: false, code: 'APPROVAL_ALREADY_CLOSED', problems: [] };
  if (!mayDecide(item, input.userId)) return { ok: false, code: 'APPROVAL_NOT_RESPONSIBLE', problems: [] };
  const problems = justificationProblems(input.decision, input.justification);
  if (problems.length > 0) return { ok: false, code: 'INVALID_FIELDS', problems };

  const justification = normaliseJustification(input.justification);
  const decidedStep = item.currentStep;
  if (input.decision === 'REPROVAR') {
    return {
      ok: true,
      status: 'REPROVADO',
      currentStep: decidedStep,
      decidedStep,
      finished: true,
      justification,
    };
  }
  const next = sortedSteps(item.steps).find((step) => step.stepNumber > decidedStep);
  if (!next) {
    return {
      ok: true,
      status: 'APROVADO',
      currentStep: decidedStep,
      decidedStep,
      finished: true,
      justification,
    };
  }
  return {
    ok: true,
    status: 'EM_APROVACAO',
    currentStep: next.stepNumber,
    decidedStep,
    finished: false,
    justification,
  };
}
