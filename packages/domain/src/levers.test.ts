import { describe, expect, it } from 'vitest';
import { leverProblems, leverStatus, modelUsesBase, ZLeverFieldsSchema, ZLeverSaveSchema } from './levers';

const base = {
  name: 'Meta',
  channel: 'HC',
  validityStart: '01/01/2026',
  validityEnd: '31/12/2026',
  periodicities: ['MONTHLY'],
  calculationModel: 'GOAL',
  ascertainmentOrigin: 'SELL_IN',
  calculationBasis: 'NIV',
};
const problemsOf = (overrides: object) =>
  leverProblems(ZLeverFieldsSchema.parse({ ...base, ...overrides })).map((problem) => [
    problem.path.join('.'),
    problem.message,
  ]);

describe('lever status', () => {
  it('is inactive when switched off, overdue once the day is past the validity end, else active', () => {
    expect(leverStatus({ active: false, validityEnd: null }, '2026-05-01')).toBe('INATIVO');
    expect(leverStatus({ active: true, validityEnd: '2026-04-30' }, '2026-05-01')).toBe('VENCIDO');
    expect(leverStatus({ active: true, validityEnd: '2026-05-01' }, '2026-05-01')).toBe('ATIVO');
    expect(leverStatus({ active: true, validityEnd: null }, '2099-01-01')).toBe('ATIVO');
  });
});

describe('lever rules (spec §5)', () => {
  it('accepts a complete goal lever', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('needs at least one periodicity, each once', () => {
    expect(problemsOf({ periodicities: [] })).toEqual([
      ['periodicities', 'validation.lever.periodicityRequired'],
    ]);
    expect(problemsOf({ periodicities: ['Q1', 'Q1'] })).toEqual([
      ['periodicities', 'validation.lever.periodicityRepeated'],
    ]);
  });

  it('refuses an end before the start, and accepts an open end', () => {
    expect(problemsOf({ validityEnd: '31/12/2025' })).toEqual([['validityEnd', 'validation.endBeforeStart']]);
    expect(problemsOf({ validityEnd: null })).toEqual([]);
  });

  it('needs a calculation basis only for the models that compute from one', () => {
    expect(problemsOf({ calculationBasis: null })).toEqual([['calculationBasis', 'errors.required']]);
    expect(modelUsesBase('QUOTA_EVENT')).toBe(false);
    expect(modelUsesBase('FIXED_VALUE')).toBe(false);
    expect(modelUsesBase('STORE_COMPLIANCE')).toBe(true);
  });

  it('needs a selected customer and one SAP payer customer for a facing lever', () => {
    expect(problemsOf({ calculationModel: 'FIXED_VALUE', calculationBasis: null })).toEqual([
      ['customerId', 'validation.lever.facingCustomer'],
      ['payerCustomerId', 'validation.lever.facingPayer'],
    ]);
    expect(problemsOf({ calculationModel: 'FIXED_VALUE', customerId: 1, payerCustomerId: 2 })).toEqual([]);
  });

  it('cannot save a quota-event lever without events, nor events on another model', () => {
    expect(problemsOf({ calculationModel: 'QUOTA_EVENT' })).toEqual([
      ['events', 'validation.lever.eventsRequired'],
    ]);
    const event = { description: 'Evento', competence: '05/2026', value: '10' };
    expect(problemsOf({ events: [event] })).toEqual([['events', 'validation.lever.eventsOnlyForQuotaEvent']]);
    expect(problemsOf({ calculationModel: 'QUOTA_EVENT', events: [event] })).toEqual([]);
  });

  it("refuses a competence earlier than the validity start's month, or after its end", () => {
    const lever = { calculationModel: 'QUOTA_EVENT', validityStart: '15/03/2026', validityEnd: '30/06/2026' };
    const event = (competence: string) => ({ description: 'Evento', competence, value: '1.00' });
    expect(problemsOf({ ...lever, events: [event('03/2026'), event('06/2026')] })).toEqual([]);
    expect(problemsOf({ ...lever, events: [event('02/2026'), event('07/2026')] })).toEqual([
      ['events.0.competence', 'validation.lever.competenceBeforeStart'],
      ['events.1.competence', 'validation.lever.competenceAfterEnd'],
    ]);
  });

  it('keeps event values as exact decimals with two places, and refuses a negative one', () => {
    const parsed = ZLeverSaveSchema.parse({
      ...base,
      calculationModel: 'QUOTA_EVENT',
      events: [{ description: 'E', competence: '05/2026', value: 0.1 }],
    });
    expect(parsed.events[0]?.value).toBe('0.10');
    const negative = ZLeverSaveSchema.safeParse({
      ...base,
      calculationModel: 'QUOTA_EVENT',
      events: [{ description: 'E', competence: '05/2026', value: '-1' }],
    });
    expect(negative.success).toBe(false);
  });

  it('asks for the version when changing a lever', () => {
    const change = ZLeverSaveSchema.safeParse({ ...base, id: 3 });
    expect(change.success).toBe(false);
    expect(change.error?.issues.map((issue) => issue.message)).toEqual(['validation.versionRequired']);
  });
});
