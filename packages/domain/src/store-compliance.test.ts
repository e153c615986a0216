import { describe, expect, it } from 'vitest';
import {
  type AnswerSubject,
  type ComplianceAnswer,
  type ComplianceStore,
  chooseThreshold,
  compliancePercent,
  isAuditedProduct,
  leverPeriods,
  PERIOD_DEFINITIONS,
  periodLabel,
  type StoreComplianceInput,
  storeCompliance,
  subjectInScope,
  thresholdReached,
} from './store-compliance';

const brilho: AnswerSubject = {
  kind: 'PRODUCT',
  sku: 'SKU-1001',
  ppaProduct: 'PPA-BRI-1L',
  brand: 'BRILHO',
  category: 'LIMP',
  commodity: 'HPF',
};
const suave: AnswerSubject = {
  kind: 'PRODUCT',
  sku: 'SKU-2001',
  ppaProduct: 'PPA-SUA-200',
  brand: 'SUAVE',
  category: 'HIG',
  commodity: 'HPF',
};
const scope = { commodity: 'HPF', categories: [], brands: [], ppaProducts: [], skus: [] };

describe('the periods of a lever', () => {
  it('cuts a year into the periods of each periodicity', () => {
    const of = (periodicity: string) =>
      PERIOD_DEFINITIONS.filter((definition) => definition.periodicity === periodicity).map(
        ({ code, firstMonth, lastMonth }) => [code, firstMonth, lastMonth],
      );
    expect(of('MONTHLY')).toHaveLength(12);
    expect(of('MONTHLY')[2]).toEqual(['M03', 3, 3]);
    expect(of('B3')).toEqual([['B3', 5, 6]]);
    expect(of('Q4')).toEqual([['Q4', 10, 12]]);
    expect(of('SEMIANNUAL')).toEqual([
      ['S1', 1, 6],
      ['S2', 7, 12],
    ]);
    expect(of('YEARLY')).toEqual([['Y', 1, 12]]);
  });

  it('takes the periods that share a month with the window, whole, across years', () => {
    const quarters = leverPeriods(['Q1', 'Q2', 'Q3', 'Q4'], '2025-11-01', '2026-02-01');
    expect(quarters).toEqual([
      { code: 'Q4', year: 2025, first: '2025-10-01', last: '2025-12-01' },
      { code: 'Q1', year: 2026, first: '2026-01-01', last: '2026-03-01' },
    ]);
    expect(leverPeriods(['Q2'], '2026-01-01', '2026-03-01')).toEqual([]);
    expect(leverPeriods(['MONTHLY', 'YEARLY'], '2026-03-01', '2026-03-01').map((p) => p.code)).toEqual([
      'Y',
      'M03',
    ]);
    expect(leverPeriods(['Q1'], '2026-04-01', '2026-01-01')).toEqual([]);
    // Within the agreement's validity: a quarter it touches by a day counts.
    const validity = { start: '2026-03-31', end: '2026-08-15' };
    expect(
      leverPeriods(['Q1', 'Q2', 'Q3', 'Q4'], '2026-01-01', '2026-12-01', validity).map((p) => p.code),
    ).toEqual(['Q1', 'Q2', 'Q3']);
  });

  it('names a period the same way in both languages', () => {
    expect(periodLabel('M03', 2026)).toBe('03/2026');
    expect(periodLabel('Q1', 2026)).toBe('Q1/2026');
    expect(periodLabel('S2', 2026)).toBe('S2/2026');
    expect(periodLabel('Y', 2026)).toBe('2026');
  });
});

describe('what a lever counts', () => {
  it('counts store answers always, product and category answers within its scope', () => {
    expect(subjectInScope({ kind: 'STORE' }, { ...scope, commodity: 'ICE' })).toBe(true);
    expect(subjectInScope(brilho, scope)).toBe(true);
    expect(subjectInScope(brilho, { ...scope, commodity: 'ICE' })).toBe(false);
    expect(subjectInScope(brilho, { ...scope, categories: ['LIMP'] })).toBe(true);
    expect(subjectInScope(suave, { ...scope, categories: ['LIMP'] })).toBe(false);
    expect(subjectInScope(brilho, { ...scope, brands: ['SUAVE'] })).toBe(false);
    expect(subjectInScope(brilho, { ...scope, ppaProducts: ['PPA-BRI-1L'], skus: ['SKU-1001'] })).toBe(true);
    expect(subjectInScope(brilho, { ...scope, skus: ['SKU-9999'] })).toBe(false);
    const cleaning: AnswerSubject = { kind: 'CATEGORY', category: 'LIMP', commodity: 'HPF' };
    expect(subjectInScope(cleaning, { ...scope, categories: ['LIMP'] })).toBe(true);
    expect(subjectInScope(cleaning, { ...scope, categories: ['HIG'] })).toBe(false);
    // A brand list does not narrow a category answer; the business unit does.
    expect(subjectInScope(cleaning, { ...scope, brands: ['SUAVE'] })).toBe(true);
    expect(subjectInScope(cleaning, { ...scope, commodity: 'ICE' })).toBe(false);
  });

  it('reads a product as audited in a region while its validity shares a day with the month', () => {
    const products = [
      { productCode: 'SKU-1001', region: 'SE', validityStart: '2026-02-15', validityEnd: '2026-04-01' },
    ];
    expect(isAuditedProduct(products, 'SKU-1001', 'SE', '2026-02-01')).toBe(true);
    expect(isAuditedProduct(products, 'SKU-1001', 'SE', '2026-04-01')).toBe(true);
    expect(isAuditedProduct(products, 'SKU-1001', 'SE', '2026-01-01')).toBe(false);
    expect(isAuditedProduct(products, 'SKU-1001', 'SE', '2026-05-01')).toBe(false);
    expect(isAuditedProduct(products, 'SKU-1001', 'S', '2026-03-01')).toBe(false);
    expect(isAuditedProduct(products, 'SKU-1001', null, '2026-03-01')).toBe(false);
    expect(isAuditedProduct(products, 'SKU-2001', 'SE', '2026-03-01')).toBe(false);
    const open = [{ productCode: 'SKU-1001', region: 'SE', validityStart: '2026-02-28', validityEnd: null }];
    expect(isAuditedProduct(open, 'SKU-1001', 'SE', '2026-02-01')).toBe(true);
    expect(isAuditedProduct(open, 'SKU-1001', 'SE', '2030-12-01')).toBe(true);
  });
});

describe('the threshold and the compliance %', () => {
  it('takes the agreement lever’s threshold, else the sub-region’s, else the pack category’s', () => {
    const rows = [
      { subregionPercent: '75.5000', packCategoryPercent: '85.0000' },
      { subregionPercent: '80.0000', packCategoryPercent: null },
    ];
    expect(chooseThreshold('60.0000', rows)).toEqual({ percent: '60.0000', source: 'AGREEMENT_LEVER' });
    expect(chooseThreshold(null, rows)).toEqual({ percent: '80.0000', source: 'SUBREGION' });
    expect(chooseThreshold(null, [{ subregionPercent: null, packCategoryPercent: '70.0000' }])).toEqual({
      percent: '70.0000',
      source: 'PACK_CATEGORY',
    });
    expect(chooseThreshold(null, [])).toBeNull();
  });

  it('shows the % with 4 places, rounded half up, and compares it at full precision', () => {
    expect(compliancePercent(9, 10)).toBe('90.0000');
    expect(compliancePercent(2, 3)).toBe('66.6667');
    expect(compliancePercent(1, 3)).toBe('33.3333');
    expect(compliancePercent(0, 0)).toBeNull();
    // 66.66666…% is below 66.6667 although it shows as 66.6667.
    expect(thresholdReached(2, 3, '66.6667')).toBe(false);
    expect(thresholdReached(2, 3, '66.6666')).toBe(true);
    expect(thresholdReached(8, 10, '80.0000')).toBe(true);
    expect(thresholdReached(0, 0, '80.0000')).toBeNull();
    expect(thresholdReached(3, 4, null)).toBeNull();
  });
});

describe('the store compliance of a lever in a period', () => {
  const stores: ComplianceStore[] = Array.from({ length: 10 }, (_, index) => ({
    code: `LJ-${String(index + 1).padStart(2, '0')}`,
    customer: index < 8 ? 'C1' : 'C2',
    region: 'SE',
    auditedStore: true,
    active: true,
  }));
  const yes = (store: string, competence = '2026-02-01', subject: AnswerSubject = { kind: 'STORE' }) =>
    ({ store, competence, answerType: 'SIM_NAO', compliant: true, subject }) satisfies ComplianceAnswer;
  const no = (store: string, competence = '2026-02-01', subject: AnswerSubject = { kind: 'STORE' }) =>
    ({ store, competence, answerType: 'SIM_NAO', compliant: false, subject }) satisfies ComplianceAnswer;
  const input = (
    answers: ComplianceAnswer[],
    extra: Partial<StoreComplianceInput> = {},
  ): StoreComplianceInput => ({
    lever: { ...scope, categories: ['LIMP'], customers: ['C1', 'C2'], thresholdPercent: '80.0000' },
    recommendations: [],
    period: { first: '2026-01-01', last: '2026-03-01' },
    stores,
    auditedProducts: [
      { productCode: 'SKU-1001', region: 'SE', validityStart: '2026-01-01', validityEnd: '2026-12-31' },
    ],
    answers,
    ...extra,
  });

  it('pays at 9 of 10 compliant against 80 % and not at 7 of 10 (DOMAIN.md, example 4)', () => {
    const nine = storeCompliance(input([...stores.slice(0, 9).map((s) => yes(s.code)), no('LJ-10')]));
    expect(nine).toMatchObject({
      auditedStores: 10,
      compliantStores: 9,
      compliancePercent: '90.0000',
      thresholdPercent: '80.0000',
      thresholdSource: 'AGREEMENT_LEVER',
      reached: true,
    });
    const seven = storeCompliance(
      input([...stores.slice(0, 7).map((s) => yes(s.code)), ...stores.slice(7).map((s) => no(s.code))]),
    );
    expect(seven).toMatchObject({ compliantStores: 7, compliancePercent: '70.0000', reached: false });
  });

  it('needs every counted yes/no answer of the period to be yes, in any of its months', () => {
    const result = storeCompliance(
      input([
        yes('LJ-01', '2026-01-01'),
        no('LJ-01', '2026-03-01'),
        yes('LJ-02', '2026-01-01'),
        yes('LJ-02', '2026-02-01', brilho),
      ]),
    );
    expect(result.stores.filter((store) => store.audited)).toEqual([
      { store: 'LJ-01', answers: 2, compliantAnswers: 1, audited: true, compliant: false },
      { store: 'LJ-02', answers: 2, compliantAnswers: 2, audited: true, compliant: true },
    ]);
    expect(result).toMatchObject({ auditedStores: 2, compliantStores: 1, compliancePercent: '50.0000' });
  });

  it('leaves out answers of other months, other products, products not audited, and numbers and texts', () => {
    const ice: AnswerSubject = { kind: 'CATEGORY', category: 'SORV', commodity: 'ICE' };
    const result = storeCompliance(
      input(
        [
          no('LJ-01', '2026-04-01'),
          no('LJ-01', '2026-02-01', suave),
          no('LJ-01', '2026-02-01', ice),
          {
            store: 'LJ-01',
            competence: '2026-02-01',
            answerType: 'NUMERO',
            compliant: null,
            subject: brilho,
          },
          yes('LJ-01', '2026-02-01', brilho),
          // Audited in SE only: a store of another region does not count it.
          no('LJ-03', '2026-02-01', brilho),
        ],
        { stores: stores.map((store) => (store.code === 'LJ-03' ? { ...store, region: 'S' } : store)) },
      ),
    );
    expect(result.stores.filter((store) => store.audited)).toEqual([
      { store: 'LJ-01', answers: 1, compliantAnswers: 1, audited: true, compliant: true },
    ]);
  });

  it('counts only the audited stores of the lever’s customers; an inactive one only when answered', () => {
    const flagged = stores.map((store) => {
      if (store.code === 'LJ-01') return { ...store, auditedStore: false };
      if (store.code === 'LJ-02' || store.code === 'LJ-03') return { ...store, active: false };
      return store;
    });
    const result = storeCompliance(
      input([yes('LJ-01'), yes('LJ-02'), yes('LJ-09')], {
        stores: flagged,
        lever: { ...scope, customers: ['C1'], thresholdPercent: null },
      }),
    );
    expect(result.stores.map((store) => store.store)).toEqual([
      'LJ-02',
      'LJ-04',
      'LJ-05',
      'LJ-06',
      'LJ-07',
      'LJ-08',
    ]);
    expect(result).toMatchObject({
      auditedStores: 1,
      compliantStores: 1,
      thresholdPercent: null,
      thresholdSource: null,
      reached: null,
    });
  });

  it('has no compliance % and no verdict without an audited store', () => {
    expect(storeCompliance(input([]))).toMatchObject({
      auditedStores: 0,
      compliantStores: 0,
      compliancePercent: null,
      reached: null,
    });
  });
});
