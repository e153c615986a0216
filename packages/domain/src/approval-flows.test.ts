import { describe, expect, it } from 'vitest';
import { ZApprovalFlowSaveSchema } from './approval-flows';

const FLOW = {
  actionType: 'ACORDO_COMERCIAL',
  name: 'Acordos',
  steps: [
    { stepNumber: 1, responsibleIds: [1, 2], notifiedIds: [5] },
    { stepNumber: 2, responsibleIds: [3] },
  ],
};

describe('the approval flow save call', () => {
  it('takes empty criteria as null, so the flow matches any value of them', () => {
    const flow = ZApprovalFlowSaveSchema.parse(FLOW);
    expect(flow).toMatchObject({
      requesterProfileId: null,
      channel: null,
      budgetType: null,
      paymentOrigin: null,
    });
    expect(flow.steps[1]?.notifiedIds).toEqual([]);
  });

  it('checks the flow with the approval engine, field by field', () => {
    const result = ZApprovalFlowSaveSchema.safeParse({
      ...FLOW,
      actionType: 'ADICAO_VERBA',
      steps: [
        { stepNumber: 1, responsibleIds: [1, 2] },
        { stepNumber: 2, responsibleIds: [2] },
      ],
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['steps.0.responsibleIds', 'approval.oneResponsiblePerStep'],
      ['steps.1.responsibleIds.0', 'approval.responsibleInSeveralSteps'],
    ]);
  });

  it('refuses an unknown action type and needs the version to change a flow', () => {
    expect(ZApprovalFlowSaveSchema.safeParse({ ...FLOW, actionType: 'VIAGEM' }).success).toBe(false);
    const result = ZApprovalFlowSaveSchema.safeParse({ ...FLOW, id: 3 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
  });
});
