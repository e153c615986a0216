import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_TEMPLATE_COLUMNS,
  agreementChanges,
  agreementsOfTemplate,
  describeTemplateProblem,
  problemAt,
  type TemplateCell,
  type TemplateRow,
  templateRowsOf,
} from './agreement-template';
import type { TAgreementFields } from './agreements';
import { LANGUAGES, translate } from './i18n';
import type { CalculationModel } from './levers';

const MODELS: Record<number, CalculationModel> = { 1: 'GOAL', 2: 'QUOTA_EVENT', 3: 'PERCENT_OF_BASE' };
const modelOf = (leverId: number) => MODELS[leverId];

const main = {
  agreementKey: 'A',
  description: 'Acordo Alfa',
  economicGroup: 'grp-alfa',
  channels: 'hc, pc',
  validityStart: '01/01/2026',
  validityEnd: '31/12/2026',
  region: 'se',
};
const goalLever = {
  leverId: 1,
  leverFundsType: 'OFF',
  discountPercent: '2',
  goal: '500000',
  leverBusinessUnit: 'hpf',
  customers: '0001, 0002',
  payers: '0001',
};

let line = 1;
const row = (values: Record<string, TemplateCell>): TemplateRow => {
  line += 1;
  return { number: line, values };
};
const problemsOf = (rows: TemplateRow[]) =>
  agreementsOfTemplate(rows).flatMap((agreement) =>
    agreement.problems.map((problem) => [
      problem.row,
      problem.column,
      problem.message ?? problem.issue?.message,
    ]),
  );

describe('the massive template’s columns', () => {
  it('have one header per column in each language, so a header names one column', () => {
    for (const language of LANGUAGES) {
      const headers = AGREEMENT_TEMPLATE_COLUMNS.map((column) =>
        translate(language, column.label).toLowerCase(),
      );
      expect(new Set(headers).size).toBe(headers.length);
    }
  });
});

describe('reading the massive template', () => {
  it('groups rows by agreement key and levers by lever id, codes in upper case and lists split', () => {
    line = 1;
    const [agreement, ...others] = agreementsOfTemplate([
      row({ ...main, ...goalLever }),
      // The second lever's row leaves the agreement's information blank: the first row's holds.
      row({
        agreementKey: 'A',
        leverId: 3,
        leverFundsType: 'ON',
        discountPercent: '1.5',
        leverBusinessUnit: 'HPF',
        customers: '0002',
        payers: '',
      }),
    ]);
    expect(others).toEqual([]);
    expect(agreement?.problems).toEqual([]);
    expect(agreement?.rows).toEqual([2, 3]);
    expect(agreement?.levers).toEqual([
      { rows: [2], eventRows: [] },
      { rows: [3], eventRows: [] },
    ]);
    expect(agreement?.fields).toMatchObject({
      description: 'Acordo Alfa',
      economicGroup: 'GRP-ALFA',
      channels: ['HC', 'PC'],
      region: 'SE',
      levers: [
        {
          leverId: 1,
          fundsType: 'OFF',
          discountPercent: '2.0000',
          goal: '500000.00',
          commodity: 'HPF',
          customers: ['0001', '0002'],
          payers: ['0001'],
        },
        { leverId: 3, fundsType: 'ON', discountPercent: '1.5000', customers: ['0002'], payers: [] },
      ],
    });
    expect(agreement?.fields?.id).toBeUndefined();
  });

  it('takes one event per row of a quota-event lever, and refuses a lever repeated without events', () => {
    line = 1;
    const quota = {
      leverId: 2,
      leverFundsType: 'OFF',
      leverBusinessUnit: 'HPF',
      customers: '0001',
      payers: '0001',
    };
    const [agreement] = agreementsOfTemplate([
      row({
        ...main,
        ...quota,
        eventCompetence: '03/2026',
        eventDescription: 'Aniversário',
        eventValue: '5000',
      }),
      row({
        agreementKey: 'A',
        leverId: 2,
        eventCompetence: '09/2026',
        eventDescription: 'Natal',
        eventValue: '2500.5',
      }),
    ]);
    expect(agreement?.problems).toEqual([]);
    expect(agreement?.fields?.levers[0]?.events).toEqual([
      { competence: '03/2026', description: 'Aniversário', value: '5000.00' },
      { competence: '09/2026', description: 'Natal', value: '2500.50' },
    ]);
    expect(agreement?.levers).toEqual([{ rows: [2, 3], eventRows: [2, 3] }]);

    line = 1;
    expect(problemsOf([row({ ...main, ...goalLever }), row({ agreementKey: 'A', leverId: 1 })])).toEqual([
      [3, 'leverId', 'validation.agreement.leverRepeated'],
    ]);
  });

  it('refuses values that differ between the rows of one agreement or lever, naming the row they differ from', () => {
    line = 1;
    expect(
      problemsOf([
        row({ ...main, ...goalLever, eventValue: '2' }),
        row({
          ...main,
          description: 'Outro nome',
          leverId: 3,
          leverFundsType: 'ON',
          leverBusinessUnit: 'HPF',
          customers: '0001',
        }),
        // The same lever's rows (one event each) with another discount; ' HC,PC ' is the same list
        // of channels.
        row({ agreementKey: 'A', channels: ' HC,PC ', ...goalLever, discountPercent: '3', eventValue: '1' }),
      ]),
    ).toEqual([
      [3, 'description', 'agreementTemplate.differs'],
      [4, 'discountPercent', 'agreementTemplate.differs'],
    ]);
  });

  it('refuses a row without agreement key on its own, and an agreement id given under two keys', () => {
    line = 1;
    const agreements = agreementsOfTemplate([
      row({ ...goalLever, description: 'sem chave' }),
      row({ ...main, agreementId: 7, version: 2, ...goalLever }),
      row({ ...main, agreementKey: 'B', agreementId: 7, version: 2, ...goalLever }),
    ]);
    expect(agreements.map((agreement) => [agreement.key, agreement.rows, agreement.fields !== null])).toEqual(
      [
        ['', [2], false],
        ['A', [3], true],
        ['B', [4], false],
      ],
    );
    expect(agreements[0]?.problems).toEqual([{ row: 2, column: 'agreementKey', message: 'errors.required' }]);
    expect(agreements[2]?.problems).toEqual([
      { row: 4, column: 'agreementId', message: 'agreementTemplate.idRepeated', params: { id: 7, key: 'A' } },
    ]);
    expect(agreements[1]?.fields).toMatchObject({ id: 7, version: 2 });
  });

  it('reads the save schema’s problems onto the rows and columns that hold them', () => {
    line = 1;
    const quota = {
      leverId: 2,
      leverFundsType: 'OFF',
      leverBusinessUnit: 'HPF',
      customers: '0001',
      payers: '0001',
    };
    const [agreement] = agreementsOfTemplate([
      row({ ...main, agreementId: 9, ...goalLever, discountPercent: '150' }),
      row({
        agreementKey: 'A',
        ...quota,
        eventCompetence: '13/2026',
        eventDescription: 'x',
        eventValue: '1',
      }),
    ]);
    expect(agreement?.fields).toBeNull();
    const described = agreement?.problems.map((problem) => [
      problem.row,
      describeTemplateProblem('pt-BR', problem),
    ]);
    expect(described).toEqual([
      [2, 'Desconto (%): O percentual deve estar entre 0 e 100'],
      [3, 'Competência do evento: Competência inválida: use o formato MM/AAAA'],
      [2, 'Versão: Informe a versão do registro para alterá-lo'],
    ]);
  });

  it('places the save’s problems by their path: levers on their first row, events on their own', () => {
    const agreement = {
      rows: [2, 3, 4, 5],
      levers: [
        { rows: [2], eventRows: [] },
        { rows: [3, 5], eventRows: [3, 5] },
      ],
    };
    expect(problemAt(agreement, ['validityEnd'])).toEqual({ row: 2, column: 'validityEnd' });
    expect(problemAt(agreement, ['levers'])).toEqual({ row: 2, column: null });
    expect(problemAt(agreement, ['levers', 1, 'customers'])).toEqual({ row: 3, column: 'customers' });
    expect(problemAt(agreement, ['levers', 1, 'commodity'])).toEqual({ row: 3, column: 'leverBusinessUnit' });
    expect(problemAt(agreement, ['levers', 1, 'events', 1, 'value'])).toEqual({
      row: 5,
      column: 'eventValue',
    });
    expect(problemAt(agreement, ['levers', 1, 'events'])).toEqual({ row: 3, column: null });
    expect(problemAt(agreement, ['id'])).toEqual({ row: 2, column: 'agreementId' });
  });
});

describe('comparing and exporting', () => {
  const stored: TAgreementFields & { id: number; version: number } = {
    id: 5,
    version: 3,
    description: 'Acordo Alfa',
    economicGroup: 'GRP-ALFA',
    channels: ['HC'],
    validityStart: '01/01/2026',
    validityEnd: '31/12/2026',
    region: 'SE',
    district: null,
    segment: null,
    businessUnit: 'HPF',
    salesOrganization: null,
    category: null,
    countingPeriod: null,
    budgetDescription: null,
    opsoMeasure: null,
    ricMeasure: null,
    onOff: 'OFF',
    calculationBasis: 'NIV',
    paymentDescription: null,
    paymentPercent: '10.0000',
    fundsType: null,
    sapCode: null,
    payerSap: null,
    levers: [
      {
        leverId: 1,
        fundsType: 'OFF',
        goalDescription: null,
        budgetType: null,
        discountPercent: '2.0000',
        goal: '500000.00',
        minimumPercent: null,
        minimumDiscountPercent: null,
        potentialDiscountPercent: null,
        growthPercent: null,
        thresholdPercent: null,
        fixedValue: null,
        paymentPercent: null,
        expectedYearlyValue: '0.00',
        commodity: 'HPF',
        categories: ['LIMP'],
        brands: [],
        productGroups: [],
        ppaProducts: [],
        skus: [],
        customers: ['0001', '0002'],
        payers: ['0001'],
        events: [],
      },
      {
        leverId: 2,
        fundsType: 'OFF',
        goalDescription: null,
        budgetType: null,
        discountPercent: null,
        goal: null,
        minimumPercent: null,
        minimumDiscountPercent: null,
        potentialDiscountPercent: null,
        growthPercent: null,
        thresholdPercent: null,
        fixedValue: null,
        paymentPercent: null,
        expectedYearlyValue: '7500.00',
        commodity: 'HPF',
        categories: [],
        brands: [],
        productGroups: [],
        ppaProducts: [],
        skus: [],
        customers: ['0001'],
        payers: ['0001'],
        events: [
          { competence: '03/2026', description: 'Aniversário', value: '5000.00' },
          { competence: '09/2026', description: 'Natal', value: '2500.00' },
        ],
      },
    ],
  };
  const exported = () =>
    templateRowsOf(stored, { status: 'Em cadastro', leverName: (id) => `Alavanca ${id}` }).map(
      (values, at) => ({
        number: at + 2,
        values,
      }),
    );

  it('exports one row per lever and per event, and reads its own export back unchanged', () => {
    const rows = exported();
    expect(
      rows.map(({ values }) => [values.agreementKey, values.leverId, values.eventDescription ?? null]),
    ).toEqual([
      ['5', 1, null],
      ['5', 2, 'Aniversário'],
      ['5', 2, 'Natal'],
    ]);
    expect(rows[0]?.values).toMatchObject({
      discountPercent: '2.0000',
      goal: '500000.00',
      customers: '0001, 0002',
    });
    const [agreement] = agreementsOfTemplate(rows);
    expect(agreement?.problems).toEqual([]);
    expect(agreement?.fields).toMatchObject({ id: 5, version: 3 });
    expect(agreementChanges(stored, agreement?.fields as TAgreementFields, modelOf)).toEqual([]);
  });

  it('lists what changes: a column, a lever’s value, a lever added or removed; a quota event’s yearly value follows its events', () => {
    const rows = exported();
    for (const each of rows) each.values = { ...each.values, description: 'Acordo Alfa 2026' };
    const first = rows[0] as { number: number; values: Record<string, TemplateCell> };
    first.values = { ...first.values, discountPercent: '2.5' };
    // Events change their sum; the yearly value typed in the file is not the quota lever's.
    const natal = rows[2] as { number: number; values: Record<string, TemplateCell> };
    natal.values = { ...natal.values, eventValue: '3000', expectedYearlyValue: '1.00' };
    const second = rows[1] as { number: number; values: Record<string, TemplateCell> };
    second.values = { ...second.values, expectedYearlyValue: '1.00' };
    const [agreement] = agreementsOfTemplate(rows);
    expect(agreement?.problems).toEqual([]);
    expect(agreementChanges(stored, agreement?.fields as TAgreementFields, modelOf)).toEqual([
      { key: 'description', before: 'Acordo Alfa', after: 'Acordo Alfa 2026' },
      { key: 'lever:1:discountPercent', before: '2.0000', after: '2.5000' },
      { key: 'lever:2:expectedYearlyValue', before: '7500.00', after: '8000.00' },
      {
        key: 'lever:2:events',
        before: '03/2026 Aniversário: 5000.00; 09/2026 Natal: 2500.00',
        after: '03/2026 Aniversário: 5000.00; 09/2026 Natal: 3000.00',
      },
    ]);

    const withoutQuota = agreementsOfTemplate([rows[0] as TemplateRow])[0]?.fields as TAgreementFields;
    const withThird = {
      ...withoutQuota,
      levers: [...withoutQuota.levers, { ...withoutQuota.levers[0], leverId: 3 }],
    };
    expect(
      agreementChanges(stored, withThird as TAgreementFields, modelOf).map((change) => change.key),
    ).toEqual(['description', 'lever:1:discountPercent', 'lever:3', 'lever:2']);
  });
});
