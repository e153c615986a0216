import { describe, expect, it } from 'vitest';
import {
  APPROVAL_ACTION_TYPES,
  type ApprovalItemState,
  type ApprovalStepMembers,
  actionableBy,
  allowsOneResponsiblePerStep,
  type CandidateFlow,
  chooseFlow,
  currentNotified,
  currentResponsibles,
  decide,
  flowMatches,
  flowSpecificity,
  mayDecide,
  sameCriteria,
  startState,
  validateFlow,
} from './approval-engine';
import { catalogues } from './i18n';
import { JUSTIFICATION_MAX_LENGTH } from './justification';

const flow = (id: number, fields: Partial<CandidateFlow> = {}): CandidateFlow => ({
  id,
  actionType: 'ACORDO_COMERCIAL',
  requesterProfileId: null,
  channel: null,
  budgetType: null,
  paymentOrigin: null,
  ...fields,
});

const step = (
  stepNumber: number,
  responsibleIds: number[],
  notifiedIds: number[] = [],
): ApprovalStepMembers => ({
  stepNumber,
  responsibleIds,
  notifiedIds,
});

const nameOf = (userId: number) => `Pessoa ${userId} (p${userId})`;
const TWO_STEPS = [step(1, [10, 11], [30]), step(2, [20], [31])];

const pending = (currentStep: number, steps = TWO_STEPS): ApprovalItemState => ({
  status: 'EM_APROVACAO',
  currentStep,
  steps,
});

describe('action types', () => {
  it('lists the thirteen kinds of approval of the product, each with a label in both languages', () => {
    expect(APPROVAL_ACTION_TYPES).toHaveLength(13);
    for (const type of APPROVAL_ACTION_TYPES) {
      expect(catalogues['pt-BR'][`approval.actionType.${type}`], type).toBeTruthy();
      expect(catalogues.en[`approval.actionType.${type}`], type).toBeTruthy();
    }
  });

  it('allows one responsible per step only on the flows that move money out of funds', () => {
    expect(APPROVAL_ACTION_TYPES.filter(allowsOneResponsiblePerStep)).toEqual([
      'VALIDACAO_PAGAMENTO',
      'LIBERACAO_VERBA',
      'ADICAO_VERBA',
    ]);
  });
});

describe('choosing the flow of an item', () => {
  it('matches the action type and treats an empty criterion as matching anything', () => {
    expect(flowMatches(flow(1), { actionType: 'ACORDO_COMERCIAL', channel: 'HC' })).toBe(true);
    expect(flowMatches(flow(1), { actionType: 'APURACAO' })).toBe(false);
    expect(flowMatches(flow(1, { channel: 'HC' }), { actionType: 'ACORDO_COMERCIAL', channel: 'PC' })).toBe(
      false,
    );
    expect(flowMatches(flow(1, { channel: 'HC' }), { actionType: 'ACORDO_COMERCIAL' })).toBe(false);
  });

  it('counts filled criteria as specificity', () => {
    expect(flowSpecificity(flow(1))).toBe(0);
    expect(flowSpecificity(flow(1, { requesterProfileId: 3, channel: 'HC', budgetType: 'OFF' }))).toBe(3);
  });

  it('picks the most specific matching flow', () => {
    const flows = [
      flow(1),
      flow(2, { channel: 'HC' }),
      flow(3, { channel: 'HC', requesterProfileId: 7 }),
      flow(4, { channel: 'HC', requesterProfileId: 8, budgetType: 'OFF' }),
    ];
    const choice = chooseFlow(flows, {
      actionType: 'ACORDO_COMERCIAL',
      channel: 'HC',
      requesterProfileId: 7,
    });
    expect(choice).toEqual({ ok: true, flow: flows[2] });
    expect(chooseFlow(flows, { actionType: 'ACORDO_COMERCIAL', channel: 'PC' })).toEqual({
      ok: true,
      flow: flows[0],
    });
  });

  it('breaks a tie between equally specific flows by the lowest id, whatever the order read', () => {
    const byChannel = flow(9, { channel: 'HC' });
    const byBudget = flow(5, { budgetType: 'OFF' });
    const subject = { actionType: 'ACORDO_COMERCIAL' as const, channel: 'HC', budgetType: 'OFF' };
    expect(chooseFlow([byChannel, byBudget], subject)).toEqual({ ok: true, flow: byBudget });
    expect(chooseFlow([byBudget, byChannel], subject)).toEqual({ ok: true, flow: byBudget });
  });

  it('answers "no approval flow found" when nothing matches', () => {
    expect(chooseFlow([], { actionType: 'MIGRACAO' })).toEqual({ ok: false, code: 'NO_APPROVAL_FLOW' });
    expect(chooseFlow([flow(1, { paymentOrigin: 'SELL_IN' })], { actionType: 'ACORDO_COMERCIAL' })).toEqual({
      ok: false,
      code: 'NO_APPROVAL_FLOW',
    });
    expect(catalogues['pt-BR']['errors.noApprovalFlow']).toBe('Nenhum fluxo de aprovação encontrado');
    expect(catalogues.en['errors.noApprovalFlow']).toBe('No approval flow found');
  });

  it('tells flows with the same criteria apart from flows that differ in one', () => {
    expect(sameCriteria(flow(1, { channel: 'HC' }), flow(2, { channel: 'HC' }))).toBe(true);
    expect(sameCriteria(flow(1, { channel: 'HC' }), flow(2, { channel: 'PC' }))).toBe(false);
    expect(sameCriteria(flow(1), flow(2, { actionType: 'APURACAO' }))).toBe(false);
  });
});

describe('checking a flow', () => {
  it('accepts ordered steps, each with its own responsibles', () => {
    expect(validateFlow({ actionType: 'ACORDO_COMERCIAL', steps: TWO_STEPS }, nameOf)).toEqual([]);
  });

  it('requires at least one step', () => {
    expect(validateFlow({ actionType: 'ACORDO_COMERCIAL', steps: [] }, nameOf)).toEqual([
      { path: ['steps'], message: 'approval.atLeastOneStep' },
    ]);
  });

  it('requires steps numbered 1, 2, 3 in order', () => {
    expect(validateFlow({ actionType: 'APURACAO', steps: [step(1, [1]), step(3, [2])] }, nameOf)).toEqual([
      { path: ['steps', 1, 'stepNumber'], message: 'approval.stepNumbersInOrder', params: { expected: 2 } },
    ]);
  });

  it('requires a responsible in every step', () => {
    expect(validateFlow({ actionType: 'APURACAO', steps: [step(1, [], [4])] }, nameOf)).toEqual([
      { path: ['steps', 0, 'responsibleIds'], message: 'approval.stepWithoutResponsible' },
    ]);
  });

  it('refuses the same responsible in several steps, naming the step that holds them', () => {
    expect(
      validateFlow({ actionType: 'APURACAO', steps: [step(1, [1, 2]), step(2, [3, 2])] }, nameOf),
    ).toEqual([
      {
        path: ['steps', 1, 'responsibleIds', 1],
        message: 'approval.responsibleInSeveralSteps',
        params: { user: 'Pessoa 2 (p2)', step: 1 },
      },
    ]);
  });

  it('lets a user be notified in a step where they are not responsible, or in several steps', () => {
    expect(
      validateFlow({ actionType: 'APURACAO', steps: [step(1, [1], [2]), step(2, [2], [3, 1])] }, nameOf),
    ).toEqual([]);
  });

  it('refuses several responsibles per step on the flows that allow only one', () => {
    expect(
      validateFlow({ actionType: 'LIBERACAO_VERBA', steps: [step(1, [1]), step(2, [2, 3])] }, nameOf),
    ).toEqual([{ path: ['steps', 1, 'responsibleIds'], message: 'approval.oneResponsiblePerStep' }]);
    expect(validateFlow({ actionType: 'ACORDO_COMERCIAL', steps: [step(1, [2, 3])] }, nameOf)).toEqual([]);
  });

  it('counts a responsible repeated in one step once', () => {
    expect(validateFlow({ actionType: 'ADICAO_VERBA', steps: [step(1, [4, 4])] }, nameOf)).toEqual([]);
  });
});

describe('moving an item through its steps', () => {
  it('starts at the first step, pending', () => {
    expect(startState([step(2, [5]), step(1, [4])])).toEqual({ status: 'EM_APROVACAO', currentStep: 1 });
    expect(() => startState([])).toThrow();
  });

  it('moves to the next step when a responsible of the current step approves', () => {
    expect(decide(pending(1), { userId: 11, decision: 'APROVAR' })).toEqual({
      ok: true,
      status: 'EM_APROVACAO',
      currentStep: 2,
      decidedStep: 1,
      finished: false,
      justification: null,
    });
  });

  it('approves the item when the last step approves', () => {
    expect(decide(pending(2), { userId: 20, decision: 'APROVAR', justification: '  ok  ' })).toEqual({
      ok: true,
      status: 'APROVADO',
      currentStep: 2,
      decidedStep: 2,
      finished: true,
      justification: 'ok',
    });
  });

  it('walks a two-step flow to approval', () => {
    let item = pending(1);
    for (const userId of [10, 20]) {
      const outcome = decide(item, { userId, decision: 'APROVAR' });
      if (!outcome.ok) throw new Error(outcome.code);
      item = { ...item, status: outcome.status, currentStep: outcome.currentStep };
    }
    expect(item.status).toBe('APROVADO');
  });

  it('ends the item on a reproval, with its trimmed justification', () => {
    expect(
      decide(pending(1), { userId: 10, decision: 'REPROVAR', justification: ' Valor acima do teto ' }),
    ).toEqual({
      ok: true,
      status: 'REPROVADO',
      currentStep: 1,
      decidedStep: 1,
      finished: true,
      justification: 'Valor acima do teto',
    });
  });

  it('requires a justification to reprove', () => {
    for (const justification of [undefined, null, '', '   ']) {
      expect(decide(pending(1), { userId: 10, decision: 'REPROVAR', justification })).toEqual({
        ok: false,
        code: 'INVALID_FIELDS',
        problems: [{ path: ['justificativa'], message: 'approval.justificationRequired' }],
      });
    }
  });

  it('refuses a justification over 500 characters, counted after trimming', () => {
    const tooLong = 'x'.repeat(JUSTIFICATION_MAX_LENGTH + 1);
    expect(decide(pending(1), { userId: 10, decision: 'APROVAR', justification: tooLong })).toEqual({
      ok: false,
      code: 'INVALID_FIELDS',
      problems: [
        { path: ['justificativa'], message: 'approval.justificationTooLong', params: { maximum: 500 } },
      ],
    });
    const atLimit = ` ${'x'.repeat(JUSTIFICATION_MAX_LENGTH)} `;
    expect(decide(pending(1), { userId: 10, decision: 'REPROVAR', justification: atLimit }).ok).toBe(true);
  });

  it('refuses a decision from someone outside the current step', () => {
    expect(decide(pending(1), { userId: 20, decision: 'APROVAR' })).toEqual({
      ok: false,
      code: 'APPROVAL_NOT_RESPONSIBLE',
      problems: [],
    });
    expect(decide(pending(1), { userId: 30, decision: 'APROVAR' }).ok).toBe(false);
  });

  it('refuses any decision on an item that is already approved or reproved', () => {
    for (const status of ['APROVADO', 'REPROVADO'] as const) {
      expect(decide({ ...pending(2), status }, { userId: 20, decision: 'APROVAR' })).toEqual({
        ok: false,
        code: 'APPROVAL_ALREADY_CLOSED',
        problems: [],
      });
    }
  });
});

describe('who may act', () => {
  it('is the responsibles of the current step of a pending item', () => {
    expect(currentResponsibles(pending(1))).toEqual([10, 11]);
    expect(currentNotified(pending(2))).toEqual([31]);
    expect(mayDecide(pending(1), 10)).toBe(true);
    expect(mayDecide(pending(2), 10)).toBe(false);
    expect(currentResponsibles({ ...pending(2), status: 'APROVADO' })).toEqual([]);
    expect(currentNotified({ ...pending(2), status: 'REPROVADO' })).toEqual([]);
  });

  it('never lets one person decide one item twice, even when a changed flow lists them again', () => {
    const relisted = pending(2, [step(1, [10, 11]), step(2, [11, 20])]);
    expect(mayDecide(relisted, 20)).toBe(true);
    expect(mayDecide(relisted, 11)).toBe(false);
    expect(decide(relisted, { userId: 11, decision: 'APROVAR' })).toMatchObject({
      ok: false,
      code: 'APPROVAL_NOT_RESPONSIBLE',
    });
  });

  it('keeps for bulk approval only the items whose current step lists the caller', () => {
    const items = [
      { id: 'a', ...pending(1) },
      { id: 'b', ...pending(2) },
      { id: 'c', ...pending(1), status: 'APROVADO' as const },
      { id: 'd', ...pending(1, [step(1, [20])]) },
    ];
    expect(actionableBy(items, 20).map((item) => item.id)).toEqual(['b', 'd']);
    expect(actionableBy(items, 10).map((item) => item.id)).toEqual(['a']);
    expect(actionableBy(items, 99)).toEqual([]);
  });
});
