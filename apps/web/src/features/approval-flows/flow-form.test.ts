import { describe, expect, it } from 'vitest';
import { flowFormErrors, moveStep, NEW_FLOW, toSaveInput } from './flow-form';

const nameOf = (userId: number) => (userId === 7 ? 'Maria Silva (maria)' : `#${userId}`);

describe('approval flow form', () => {
  it('numbers steps by position and sends unchosen criteria as null', () => {
    const input = toSaveInput(
      {
        ...NEW_FLOW,
        actionType: 'APURACAO',
        name: 'Apurações do varejo',
        channel: 'VAREJO',
        budgetType: undefined as unknown as null,
        paymentOrigin: 'APURACAO_AVULSA',
        steps: [
          { responsibleIds: [3], notifiedIds: [] },
          { responsibleIds: [1], notifiedIds: [2] },
        ],
      },
      { id: 7, version: 2 },
    );
    expect(input).toEqual({
      id: 7,
      version: 2,
      actionType: 'APURACAO',
      name: 'Apurações do varejo',
      requesterProfileId: null,
      channel: 'VAREJO',
      budgetType: null,
      paymentOrigin: 'APURACAO_AVULSA',
      steps: [
        { stepNumber: 1, responsibleIds: [3], notifiedIds: [] },
        { stepNumber: 2, responsibleIds: [1], notifiedIds: [2] },
      ],
    });
  });

  it('reports the engine rules on the step fields, as the server words them', () => {
    const input = toSaveInput({
      ...NEW_FLOW,
      actionType: 'LIBERACAO_VERBA',
      name: 'Liberação',
      steps: [
        { responsibleIds: [1, 2], notifiedIds: [] },
        { responsibleIds: [], notifiedIds: [] },
      ],
    });
    expect(flowFormErrors('pt-BR', input, nameOf)).toEqual([
      {
        name: ['steps', 0, 'responsibleIds'],
        errors: ['Este tipo de fluxo permite apenas um responsável por etapa'],
      },
      { name: ['steps', 1, 'responsibleIds'], errors: ['A etapa precisa de ao menos um responsável'] },
    ]);
  });

  it('names a responsible listed in two steps by name and login', () => {
    const input = toSaveInput({
      ...NEW_FLOW,
      actionType: 'APURACAO',
      name: 'Apuração',
      steps: [
        { responsibleIds: [7], notifiedIds: [] },
        { responsibleIds: [7], notifiedIds: [] },
      ],
    });
    expect(flowFormErrors('pt-BR', input, nameOf)).toEqual([
      {
        name: ['steps', 1, 'responsibleIds'],
        errors: [
          'O mesmo responsável não pode estar em mais de uma etapa: Maria Silva (maria) já está na etapa 1',
        ],
      },
    ]);
  });

  it('reports required fields and a flow without steps', () => {
    const errors = flowFormErrors('en', toSaveInput(NEW_FLOW), nameOf);
    expect(errors).toEqual([
      { name: ['actionType'], errors: ['The field is required'] },
      { name: ['name'], errors: ['The field is required'] },
      { name: ['steps', 0, 'responsibleIds'], errors: ['The step needs at least one responsible'] },
    ]);
    const noSteps = flowFormErrors(
      'en',
      toSaveInput({ ...NEW_FLOW, actionType: 'APURACAO', name: 'x', steps: [] }),
      nameOf,
    );
    expect(noSteps).toEqual([{ name: ['steps'], errors: ['The flow needs at least one step'] }]);
  });

  it('moves a step and leaves the list as it was at the edges', () => {
    expect(moveStep(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveStep(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
});
