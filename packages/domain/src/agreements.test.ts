import { describe, expect, it } from 'vitest';
import {
  type AgreementStatus,
  agreementProblems,
  agreementTab,
  agreementTotals,
  approverStatusAt,
  type CatalogueLever,
  mayTake,
  ZAgreementFieldsSchema,
} from './agreements';

const catalogue = new Map<number, CatalogueLever>([
  [1, { name: 'Meta', channel: 'HC', calculationModel: 'GOAL' }],
  [2, { name: 'Evento', channel: 'HC', calculationModel: 'QUOTA_EVENT' }],
  [3, { name: 'Desconto', channel: 'PC', calculationModel: 'PERCENT_OF_BASE' }],
  [4, { name: 'Facing', channel: 'HC', calculationModel: 'FIXED_VALUE' }],
]);
const goal = {
  leverId: 1,
  fundsType: 'OFF',
  discountPercent: '2',
  goal: '500000',
  commodity: 'HPF',
  customers: ['C1'],
  payers: ['C1'],
};
const base = {
  description: 'Acordo',
  economicGroup: 'G1',
  channels: ['HC'],
  validityStart: '01/01/2026',
  validityEnd: '31/12/2026',
  levers: [goal],
};
const problemsOf = (overrides: object) =>
  agreementProblems(ZAgreementFieldsSchema.parse({ ...base, ...overrides }), catalogue).map((problem) => [
    problem.path.join('.'),
    problem.message,
  ]);

describe('agreement rules (spec §5)', () => {
  it('accepts a complete agreement', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('needs levers, SAP customers in every lever and at least one payer', () => {
    expect(problemsOf({ levers: [] })).toEqual([['levers', 'validation.agreement.leversAndCustomers']]);
    expect(problemsOf({ levers: [{ ...goal, customers: [] }] })).toEqual([
      ['levers', 'validation.agreement.leversAndCustomers'],
    ]);
    expect(problemsOf({ levers: [{ ...goal, payers: [] }] })).toEqual([
      ['levers', 'validation.agreement.payerRequired'],
    ]);
  });

  it('refuses an OFF lever on an agreement of a flag, born on the ON model', () => {
    expect(problemsOf({ flag: 7 })).toEqual([['levers.0.fundsType', 'validation.agreement.flagBornOn']]);
    expect(problemsOf({ flag: 7, levers: [{ ...goal, fundsType: 'ON' }] })).toEqual([]);
    expect(problemsOf({ flag: null })).toEqual([]);
  });

  it('refuses a lever twice, a channel without a lever and a lever of another channel', () => {
    expect(problemsOf({ levers: [goal, goal] })).toEqual([
      ['levers.1.leverId', 'validation.agreement.leverRepeated'],
    ]);
    expect(problemsOf({ channels: ['HC', 'PC'] })).toEqual([
      ['channels', 'validation.agreement.channelWithoutLever'],
    ]);
    expect(problemsOf({ levers: [goal, { ...goal, leverId: 3 }] })).toEqual([
      ['levers.1.leverId', 'validation.agreement.leverOutsideChannels'],
    ]);
    expect(problemsOf({ channels: [] })).toEqual([['channels', 'validation.agreement.channelRequired']]);
  });

  it('needs the values its model uses: a positive goal, events for a quota event, a fixed value for facing', () => {
    expect(problemsOf({ levers: [{ ...goal, goal: '0' }] })).toEqual([
      ['levers.0.goal', 'validation.agreement.goalNotPositive'],
    ]);
    expect(problemsOf({ levers: [{ ...goal, discountPercent: null }] })).toEqual([
      ['levers.0.discountPercent', 'errors.required'],
    ]);
    expect(problemsOf({ levers: [{ ...goal, leverId: 2 }] })).toEqual([
      ['levers.0.events', 'validation.lever.eventsRequired'],
    ]);
    expect(problemsOf({ levers: [{ ...goal, leverId: 4 }] })).toEqual([
      ['levers.0.fixedValue', 'errors.required'],
    ]);
  });

  it('refuses an end before the start, and a percentage above 100', () => {
    expect(problemsOf({ validityEnd: '31/12/2025' })).toEqual([['validityEnd', 'validation.endBeforeStart']]);
    expect(
      ZAgreementFieldsSchema.safeParse({ ...base, levers: [{ ...goal, discountPercent: '100.5' }] }).success,
    ).toBe(false);
  });
});

describe('agreement totals', () => {
  it('adds the expected yearly values exactly, ON, OFF and per business unit; a quota event is its events', () => {
    const levers = ZAgreementFieldsSchema.parse({
      ...base,
      levers: [
        { ...goal, expectedYearlyValue: '0.10' },
        { ...goal, leverId: 3, fundsType: 'ON', commodity: 'ICE', expectedYearlyValue: '0.20' },
        {
          ...goal,
          leverId: 2,
          commodity: 'ICE',
          expectedYearlyValue: '999',
          events: [
            { description: 'A', competence: '01/2026', value: '0.70' },
            { description: 'B', competence: '02/2026', value: '0.05' },
          ],
        },
      ],
    }).levers;
    expect(agreementTotals(levers, (id) => catalogue.get(id)?.calculationModel)).toEqual({
      on: '0.20',
      off: '0.85',
      byCommodity: { HPF: '0.10', ICE: '0.95' },
    });
  });
});

describe('agreement lifecycle', () => {
  it('shows each status under its tab, an approved one under Closed once its validity ended', () => {
    const tab = (status: AgreementStatus, validityEnd = '2026-12-31') =>
      agreementTab({ status, validityEnd }, '2026-06-01');
    expect(
      ['EM_CADASTRO', 'REPROVADO', 'AGUARDANDO_APROVACAO'].map((status) => tab(status as AgreementStatus)),
    ).toEqual(['registering', 'registering', 'registering']);
    expect(tab('APROVADO')).toBe('current');
    expect(tab('APROVADO', '2026-05-31')).toBe('closed');
    expect(tab('ENCERRADO')).toBe('closed');
    expect(tab('CANCELADO')).toBe('canceled');
  });

  it('allows each move only from its statuses', () => {
    expect(mayTake('SEND_TO_APPROVAL', 'EM_CADASTRO')).toBe(true);
    expect(mayTake('SEND_TO_APPROVAL', 'REPROVADO')).toBe(true);
    expect(mayTake('SEND_TO_APPROVAL', 'APROVADO')).toBe(false);
    expect(mayTake('DECIDE', 'AGUARDANDO_APROVACAO')).toBe(true);
    expect(mayTake('EDIT', 'AGUARDANDO_APROVACAO')).toBe(false);
    expect(mayTake('EXTEND', 'APROVADO')).toBe(true);
    expect(mayTake('CLOSE', 'CANCELADO')).toBe(false);
    expect(mayTake('TURN_BACK', 'APROVADO')).toBe(true);
  });

  it('waits for sales at the first step of the flow and for the channel after it', () => {
    expect(approverStatusAt(1)).toBe('AGUARDANDO_APROVACAO_VENDAS');
    expect(approverStatusAt(2)).toBe('AGUARDANDO_APROVACAO_CANAL');
  });
});
