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

  it('leaves the step rules of the approval engine to the service, which names the users', () => {
    const result = ZApprovalFlowSaveSchema.safeParse({
      ...FLOW,
      actionType: 'ADICAO_VERBA',
      steps: [
        { stepNumber: 1, responsibleIds: [1, 2] },
        { stepNumber: 2, responsibleIds: [2] },
      ],
    });
    expect(result.success).toBe(true);
  });

  it('refuses an unknown action type and needs the version to change a flow', () => {
    expect(ZApprovalFlowSaveSchema.safeParse({ ...FLOW, actionType: 'VIAGEM' }).success).toBe(false);
    const result = ZApprovalFlowSaveSchema.safeParse({ ...FLOW, id: 3 });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['version']);
  });
});
