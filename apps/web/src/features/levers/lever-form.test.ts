import type { TLever } from '@trade-terms/domain/levers';
import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  isLeverField,
  type LeverFormValues,
  leverFormFailure,
  NEW_LEVER,
  saveInputOf,
} from './lever-form';

const quotaLever: TLever = {
  id: 7,
  version: 3,
  name: 'Evento de aniversário',
  status: 'ATIVO',
  active: true,
  channel: 'HC',
  validityStart: '01/01/2026',
  validityEnd: '2026-12-31',
  periodicities: ['Q2', 'MONTHLY'],
  needsEvidence: true,
  calculationModel: 'QUOTA_EVENT',
  ascertainmentOrigin: 'EVIDENCE',
  calculationBasis: null,
  customer: null,
  payerCustomer: null,
  events: [{ id: 1, description: 'Aniversário da loja', competence: '2026-03-01', value: '1500.00' }],
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-02T10:00:00Z',
};

const filled: LeverFormValues = {
  ...NEW_LEVER,
  name: 'Facing de ponta',
  channel: 'PC',
  validityStart: '01/02/2026',
  validityEnd: null,
  periodicities: ['*', 'YEARLY', 'MONTHLY'],
  calculationModel: 'FIXED_VALUE',
  ascertainmentOrigin: 'SELL_IN',
  calculationBasis: 'GSV',
  customerId: 11,
  payerCustomerId: 12,
  events: [{ description: 'Sobra de outro modelo', competence: '02/2026', value: '10' }],
};

describe('lever form', () => {
  it('shows a saved lever with dates DD/MM/YYYY, competences MM/YYYY and its customers by id', () => {
    const values = formValuesOf({
      ...quotaLever,
      customer: { id: 11, code: 'C1', name: 'Cliente' },
      payerCustomer: { id: 12, code: 'C2', name: 'Pagador' },
    });
    expect(values).toMatchObject({
      validityStart: '01/01/2026',
      validityEnd: '31/12/2026',
      periodicities: ['Q2', 'MONTHLY'],
      customerId: 11,
      payerCustomerId: 12,
      events: [{ description: 'Aniversário da loja', competence: '03/2026', value: '1500.00' }],
    });
  });

  it('sends a facing lever with its customers, without a basis, events nor the all option', () => {
    expect(saveInputOf(filled, undefined)).toEqual({
      name: 'Facing de ponta',
      active: true,
      channel: 'PC',
      validityStart: '01/02/2026',
      validityEnd: null,
      periodicities: ['MONTHLY', 'YEARLY'],
      needsEvidence: false,
      calculationModel: 'FIXED_VALUE',
      ascertainmentOrigin: 'SELL_IN',
      calculationBasis: null,
      customerId: 11,
      payerCustomerId: 12,
      events: [],
    });
  });

  it('sends a quota-event lever with its events and, when editing, the id and version read', () => {
    const input = saveInputOf(formValuesOf(quotaLever), { id: 7, version: 3 });
    expect(input).toMatchObject({
      id: 7,
      version: 3,
      calculationBasis: null,
      customerId: null,
      payerCustomerId: null,
      events: [{ description: 'Aniversário da loja', competence: '03/2026', value: '1500.00' }],
    });
  });

  it('sends the basis of a model over a base, and no customers', () => {
    const input = saveInputOf({ ...filled, calculationModel: 'GOAL' }, undefined);
    expect(input).toMatchObject({
      calculationBasis: 'GSV',
      customerId: null,
      payerCustomerId: null,
      events: [],
    });
  });

  it('puts a problem on a field only while the model shows it', () => {
    expect(isLeverField(['name'], null)).toBe(true);
    expect(isLeverField(['calculationBasis'], null)).toBe(true);
    expect(isLeverField(['calculationBasis'], 'QUOTA_EVENT')).toBe(false);
    expect(isLeverField(['customerId'], 'FIXED_VALUE')).toBe(true);
    expect(isLeverField(['payerCustomerId'], 'GOAL')).toBe(false);
    expect(isLeverField(['events'], 'QUOTA_EVENT')).toBe(true);
    expect(isLeverField(['events', 0, 'competence'], 'QUOTA_EVENT')).toBe(true);
    expect(isLeverField(['events', 0, 'competence'], 'GROWTH')).toBe(false);
    expect(isLeverField(['version'], 'QUOTA_EVENT')).toBe(false);
  });

  const quotaFields = (path: (string | number)[]) => isLeverField(path, 'QUOTA_EVENT');

  it('finds before the call, on the events field, a quota-event lever without events', () => {
    const input = saveInputOf({ ...formValuesOf(quotaLever), events: [] }, { id: 7, version: 3 });
    expect(leverFormFailure('pt-BR', input, quotaFields)).toEqual({
      fields: [
        { name: ['events'], errors: ['Não é possível salvar uma alavanca de evento cota sem eventos'] },
      ],
      general: [],
    });
  });

  it('tells the lever rules together with the fields left empty', () => {
    const input = saveInputOf({ ...NEW_LEVER, calculationModel: 'QUOTA_EVENT' }, undefined);
    const failure = leverFormFailure('pt-BR', input, quotaFields);
    expect(failure?.fields.map((field) => field.name.join('.')).sort()).toEqual([
      'ascertainmentOrigin',
      'channel',
      'events',
      'name',
      'periodicities',
      'validityStart',
    ]);
    expect(failure?.fields.find((field) => field.name[0] === 'periodicities')?.errors).toEqual([
      'Selecione ao menos uma periodicidade',
    ]);
  });

  it('finds an event outside the validity on its own competence cell', () => {
    const values = formValuesOf(quotaLever);
    const input = saveInputOf(
      { ...values, events: [...values.events, { description: 'Natal', competence: '01/2027', value: '5' }] },
      undefined,
    );
    expect(leverFormFailure('en', input, quotaFields)).toEqual({
      fields: [
        {
          name: ['events', 1, 'competence'],
          errors: ["The competence cannot be later than the end of the lever's validity"],
        },
      ],
      general: [],
    });
  });

  it('lists above the form a problem of a field the model hides', () => {
    const input = saveInputOf({ ...formValuesOf(quotaLever) }, { id: 7, version: 3 });
    const failure = leverFormFailure('en', { ...input, calculationBasis: 'XYZ' as never }, quotaFields);
    expect(failure?.fields).toEqual([]);
    expect(failure?.general).toHaveLength(1);
  });

  it('finds nothing in a lever ready to save', () => {
    expect(leverFormFailure('en', saveInputOf(formValuesOf(quotaLever), undefined), quotaFields)).toBeNull();
  });
});
