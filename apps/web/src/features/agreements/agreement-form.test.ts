import type { CatalogueLever, TAgreement } from '@trade-terms/domain/agreements';
import type { TLeverOption } from '@trade-terms/domain/levers';
import { describe, expect, it } from 'vitest';
import type { FieldPath } from '../../platform/form-errors';
import {
  type AgreementFormValues,
  agreementFormFailure,
  catalogueOf,
  formValuesOf,
  isAgreementField,
  type LeverFormValues,
  leverFromOption,
  liveTotals,
  NEW_AGREEMENT,
  stepOf,
  toSaveInput,
  valueFieldsOf,
} from './agreement-form';

const GOAL_OPTION: TLeverOption = {
  id: 2,
  name: 'Meta mensal sell-out',
  channel: 'HC',
  calculationModel: 'GOAL',
  periodicities: ['MONTHLY'],
  needsEvidence: false,
  events: [],
};
const QUOTA_OPTION: TLeverOption = {
  id: 5,
  name: 'Evento cota aniversário',
  channel: 'HC',
  calculationModel: 'QUOTA_EVENT',
  periodicities: ['MONTHLY'],
  needsEvidence: true,
  events: [
    { description: 'Aniversário da rede', competence: '09/2026', value: '5000.00' },
    { description: 'Encarte de Natal', competence: '12/2026', value: '2500.00' },
  ],
};
const catalogue = catalogueOf([GOAL_OPTION, QUOTA_OPTION], []);

function goalLever(change: Partial<LeverFormValues> = {}): LeverFormValues {
  return {
    ...leverFromOption(GOAL_OPTION, null),
    discountPercent: '2.5',
    goal: '100000.00',
    expectedYearlyValue: '1500.00',
    commodity: 'HPF',
    customers: ['0001000101', '0001000102'],
    payers: ['0001000101'],
    ...change,
  };
}

function agreement(change: Partial<AgreementFormValues> = {}): AgreementFormValues {
  return {
    ...NEW_AGREEMENT,
    description: '  Acordo Alfa 2026 ',
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: '01/01/2026',
    validityEnd: '31/12/2026',
    district: '   ',
    levers: [goalLever()],
    ...change,
  };
}

const modelAt = (levers: LeverFormValues[]) => (index: number) =>
  catalogue.get(levers[index]?.leverId ?? 0)?.calculationModel;

function failureOf(values: AgreementFormValues) {
  const isField = (path: FieldPath) => isAgreementField(path, modelAt(values.levers));
  return agreementFormFailure('pt-BR', toSaveInput(values), catalogue, isField);
}

describe('agreement form', () => {
  it('sends trimmed texts, blanks as null, and the id and version read when changing', () => {
    const input = toSaveInput(agreement(), { id: 9, version: 3 });
    expect(input).toMatchObject({
      id: 9,
      version: 3,
      description: 'Acordo Alfa 2026',
      district: null,
      region: null,
      levers: [
        {
          leverId: 2,
          fundsType: 'OFF',
          discountPercent: '2.5',
          goal: '100000.00',
          growthPercent: null,
          customers: ['0001000101', '0001000102'],
          payers: ['0001000101'],
          events: [],
        },
      ],
    });
    expect(toSaveInput(agreement())).not.toHaveProperty('id');
  });

  it('starts a quota-event lever from its catalogue events and the agreement’s ON/OFF', () => {
    const lever = leverFromOption(QUOTA_OPTION, 'ON');
    expect(lever.fundsType).toBe('ON');
    expect(lever.events).toEqual(QUOTA_OPTION.events);
    expect(leverFromOption(GOAL_OPTION, null)).toMatchObject({ fundsType: 'OFF', events: [], customers: [] });
  });

  it('starts a lever of an agreement of a flag on ON funds, whatever the agreement’s ON/OFF', () => {
    expect(leverFromOption(GOAL_OPTION, 'OFF', 7).fundsType).toBe('ON');
    expect(leverFromOption(GOAL_OPTION, null, 7).fundsType).toBe('ON');
    expect(leverFromOption(GOAL_OPTION, 'OFF', null).fundsType).toBe('OFF');
  });

  it('finds nothing wrong in a complete agreement', () => {
    expect(failureOf(agreement())).toBeNull();
  });

  it('sends the flag, and refuses an OFF lever of an agreement of a flag on its funds type', () => {
    expect(toSaveInput(agreement({ flag: 7 }))).toMatchObject({ flag: 7 });
    expect(failureOf(agreement({ flag: 7 }))?.fields).toContainEqual({
      name: ['levers', 0, 'fundsType'],
      errors: ['A bandeira deste acordo nasceu no modelo ON: suas alavancas são ON, não OFF'],
    });
    expect(failureOf(agreement({ flag: 7, levers: [{ ...goalLever(), fundsType: 'ON' }] }))).toBeNull();
  });

  it('refuses levers without SAP customers with the spec’s sentence on the levers', () => {
    const failure = failureOf(agreement({ levers: [goalLever({ customers: [] })] }));
    expect(failure?.fields).toContainEqual({
      name: ['levers'],
      errors: [
        'Não é possível salvar o contrato. Verifique se há alavancas adicionadas, e se há clientes SAP selecionados em todas as alavancas.',
      ],
    });
  });

  it('refuses an agreement without levers, and a lever twice', () => {
    expect(failureOf(agreement({ levers: [] }))?.fields.map((field) => field.name)).toContainEqual([
      'levers',
    ]);
    const twice = failureOf(agreement({ levers: [goalLever(), goalLever()] }));
    expect(twice?.fields).toContainEqual({
      name: ['levers', 1, 'leverId'],
      errors: ['Essa alavanca já está inserida nesse acordo comercial'],
    });
  });

  it('asks the values the lever’s model needs, on the lever’s own field', () => {
    const failure = failureOf(agreement({ levers: [goalLever({ goal: null, discountPercent: null })] }));
    const names = failure?.fields.map((field) => field.name.join('.'));
    expect(names).toEqual(expect.arrayContaining(['levers.0.goal', 'levers.0.discountPercent']));
  });

  it('tells the schema’s problems of the main information on their fields', () => {
    const failure = failureOf(agreement({ description: ' ', economicGroup: null, validityEnd: null }));
    const names = failure?.fields.map((field) => field.name.join('.'));
    expect(names).toEqual(expect.arrayContaining(['description', 'economicGroup', 'validityEnd']));
    expect(failure?.fields.find((field) => field.name[0] === 'description')?.errors).toEqual([
      'O campo é obrigatório',
    ]);
  });

  it('adds up the totals ON, OFF and per business unit as values are typed', () => {
    const levers = [
      goalLever({ fundsType: 'ON', expectedYearlyValue: '1000.10' }),
      { ...leverFromOption(QUOTA_OPTION, 'OFF'), commodity: 'ICE' },
      goalLever({ leverId: 2, fundsType: 'OFF', expectedYearlyValue: '12,5', commodity: 'HPF' }),
    ];
    expect(liveTotals(levers, catalogue)).toEqual({
      on: '1000.10',
      off: '7500.00',
      byCommodity: { HPF: '1000.10', ICE: '7500.00' },
    });
    expect(liveTotals(undefined, catalogue)).toEqual({ on: '0.00', off: '0.00', byCommodity: {} });
  });

  it('shows each model its own values, and places each problem on the wizard’s step', () => {
    expect(valueFieldsOf('FIXED_VALUE')).toEqual([
      { field: 'fixedValue', required: true },
      { field: 'paymentPercent', required: false },
    ]);
    const fixed = () => 'FIXED_VALUE' as const;
    expect(isAgreementField(['levers', 0, 'fixedValue'], fixed)).toBe(true);
    expect(isAgreementField(['levers', 0, 'goal'], fixed)).toBe(false);
    expect(isAgreementField(['levers', 0, 'events', 1, 'value'], () => 'QUOTA_EVENT')).toBe(true);
    expect(isAgreementField(['levers', 0, 'events'], fixed)).toBe(false);
    expect(isAgreementField(['validityStart'], fixed)).toBe(true);
    expect(isAgreementField(['unknown'], fixed)).toBe(false);
    expect(stepOf(['levers', 0, 'customers'])).toBe(1);
    expect(stepOf(['channels'])).toBe(0);
  });

  it('fills the form from a stored agreement, its dates in the wire format', () => {
    const stored = {
      ...NEW_AGREEMENT,
      id: 4,
      version: 2,
      description: 'Acordo',
      economicGroup: { code: 'GRP-ALFA', name: 'Grupo Alfa' },
      channels: ['HC'],
      validityStart: '2026-01-01',
      validityEnd: '31/12/2026',
      levers: [
        {
          ...goalLever(),
          id: 1,
          name: 'Evento',
          channel: 'HC',
          calculationModel: 'QUOTA_EVENT',
          expectedYearlyValue: '7500.00',
          events: QUOTA_OPTION.events,
        },
      ],
    } as unknown as TAgreement;
    const values = formValuesOf(stored);
    expect(values).toMatchObject({
      economicGroup: 'GRP-ALFA',
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
    });
    expect(values.levers[0]).toMatchObject({ expectedYearlyValue: null, events: QUOTA_OPTION.events });
    const known: CatalogueLever | undefined = catalogueOf([], stored.levers).get(2);
    expect(known).toEqual({ name: 'Evento', channel: 'HC', calculationModel: 'QUOTA_EVENT' });
  });
});
