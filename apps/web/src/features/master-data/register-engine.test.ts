import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { FieldDeclaration, TRegisterRecord } from '@trade-terms/domain/registers';
import { describe, expect, it } from 'vitest';
import {
  displayValue,
  enumChoices,
  fieldRulesOf,
  firstBrokenRule,
  initialListState,
  maskCnpj,
  mayEditField,
  registerPaths,
  saveBodyOf,
  searchBodyOf,
} from './register-engine';

const customer = REGISTER_DECLARATIONS.customer;
const category = REGISTER_DECLARATIONS.category;
const packCategory = REGISTER_DECLARATIONS.packCategory;
const field = (register: typeof customer, name: string) => {
  const found = register.fields.find((candidate) => candidate.name === name);
  if (!found) throw new Error(name);
  return found;
};

describe('register list query', () => {
  it('starts on page 1 sorted by the first list column, with the all option on select filters', () => {
    const state = initialListState(customer);
    expect(state.query).toEqual({ page: 1, pageSize: 20, sortBy: 'code', direction: 'asc' });
    expect(state.filters.region).toBe('*');
    expect(state.filters.code).toBeUndefined();
    expect(state.active).toBe(true);
  });

  it('leaves empty typed filters out, trims the text and keeps the all option', () => {
    const state = initialListState(customer);
    const body = searchBodyOf(customer, {
      ...state,
      search: '  alfa ',
      filters: { ...state.filters, code: '  ', cnpj: ' 11222333 ', region: 4 },
      active: '*',
    });
    expect(body.search).toBe('alfa');
    expect(body.filters).toEqual({
      cnpj: '11222333',
      region: 4,
      economicGroup: '*',
      microregion: '*',
      segment: '*',
      channel: '*',
      cva: '*',
      sapPayer: '*',
    });
    expect(body.active).toBe('*');
  });

  it('puts the pack category forms under their own base path', () => {
    const routes = registerPaths(packCategory);
    expect(routes.list).toBe('/categoria-pack');
    expect(routes.create).toBe('/cadastro-categoria-pack/register');
    expect(routes.edit(7)).toBe('/cadastro-categoria-pack/edit/7');
  });
});

describe('form rules from the declaration', () => {
  it('requires what is declared required, with the catalogue key', () => {
    expect(firstBrokenRule(customer, field(customer, 'code'), ' ', {})?.message).toBe('errors.required');
    expect(firstBrokenRule(customer, field(customer, 'cnpj'), undefined, {})).toBeNull();
  });

  it('checks the CNPJ check digits, with or without the mask', () => {
    const cnpj = field(customer, 'cnpj');
    expect(firstBrokenRule(customer, cnpj, '11.222.333/0001-81', {})).toBeNull();
    expect(firstBrokenRule(customer, cnpj, '11222333000181', {})).toBeNull();
    expect(firstBrokenRule(customer, cnpj, '11.222.333/0001-82', {})?.message).toBe('validation.invalidCnpj');
  });

  it('keeps percentages between 0 and 100 and within their scale', () => {
    const compliance = field(packCategory, 'compliancePercentage');
    expect(firstBrokenRule(packCategory, compliance, '100', {})).toBeNull();
    expect(firstBrokenRule(packCategory, compliance, '12,5', {})).toBeNull();
    expect(firstBrokenRule(packCategory, compliance, '100.01', {})?.message).toBe('validation.decimalTooBig');
    expect(firstBrokenRule(packCategory, compliance, '1.12345', {})?.message).toBe(
      'validation.decimal.percentage',
    );
  });

  it('wants the validity end on or after its start', () => {
    const end = field(category, 'validityEnd');
    expect(firstBrokenRule(category, end, '31/12/2026', { validityStart: '01/01/2026' })).toBeNull();
    expect(firstBrokenRule(category, end, '01/01/2026', { validityStart: '01/01/2026' })).toBeNull();
    expect(firstBrokenRule(category, end, '31/12/2025', { validityStart: '01/01/2026' })?.message).toBe(
      'validation.validityEndBeforeStart',
    );
  });

  it('checks e-mails and the declared length', () => {
    const email: FieldDeclaration = {
      name: 'mail',
      type: 'text',
      label: 'fields.name',
      format: 'email',
      maxLength: 12,
    };
    expect(firstBrokenRule(customer, email, 'a@b.co', {})).toBeNull();
    expect(firstBrokenRule(customer, email, 'not-mail', {})?.message).toBe('validation.invalidEmail');
    expect(fieldRulesOf(customer, email).map((rule) => rule.message)).toEqual([
      'validation.tooLong',
      'validation.invalidEmail',
    ]);
  });

  it('leaves the SAP payer to holders of its role', () => {
    const payer = field(customer, 'sapPayer');
    expect(mayEditField(payer, () => false)).toBe(false);
    expect(mayEditField(payer, (role) => role === 'ROLE_MARCAR_PAGADOR_SAP')).toBe(true);
    expect(mayEditField(field(customer, 'name'), () => false)).toBe(true);
  });
});

describe('typed values', () => {
  it('masks a CNPJ while it is typed', () => {
    expect(maskCnpj('11222')).toBe('11.222');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
  });

  it('sends trimmed texts, dot decimals, numbers for references and null for empty values', () => {
    const body = saveBodyOf(
      category,
      { code: ' LIMP ', name: 'Limpeza', commodity: 3, fyBudget: '1.234,50', apportionmentPercentage: '' },
      { id: 9, version: 2 },
    );
    expect(body).toMatchObject({
      id: 9,
      version: 2,
      code: 'LIMP',
      commodity: 3,
      fyBudget: '1234.50',
      apportionmentPercentage: null,
      sapCategory: null,
    });
  });
});

describe('list cells', () => {
  const record = {
    id: 1,
    version: 1,
    active: true,
    references: { region: { id: 4, code: 'SE', name: 'Sudeste' } },
    createdAt: '',
    updatedAt: '',
    region: 4,
    fyBudget: '1234.50',
    validityStart: '05/03/2026',
    cnpj: '11222333000181',
    sapPayer: true,
  } as TRegisterRecord;
  const yesNo = { yes: 'Sim', no: 'Não' };

  it('writes money as reais, dates and booleans in the user language', () => {
    expect(displayValue(field(category, 'fyBudget'), record, 'pt-BR', yesNo)).toBe('R$\u00a01.234,50');
    expect(displayValue(field(category, 'fyBudget'), record, 'en', yesNo)).toBe('R$1,234.50');
    expect(displayValue(field(category, 'validityStart'), record, 'pt-BR', yesNo)).toBe('05/03/2026');
    expect(displayValue(field(category, 'validityStart'), record, 'en', yesNo)).toBe('03/05/2026');
    expect(displayValue(field(customer, 'sapPayer'), record, 'pt-BR', yesNo)).toBe('Sim');
  });

  it('shows coded enum values by their label in each language, and plain ones as they are', () => {
    const question = REGISTER_DECLARATIONS.goalExecutionQuestion;
    const answer = { ...record, answerType: 'SIM_NAO' } as TRegisterRecord;
    expect(displayValue(field(question, 'answerType'), answer, 'pt-BR', yesNo)).toBe('Sim ou não');
    expect(displayValue(field(question, 'answerType'), answer, 'en', yesNo)).toBe('Yes or no');
    expect(enumChoices(field(REGISTER_DECLARATIONS.customerPdv, 'storeSituation'), 'pt-BR')).toEqual([
      { value: 'NOVA', label: 'Nova' },
      { value: 'ATUAL', label: 'Atual' },
    ]);
    const budget = { ...record, paymentType: 'OFF' } as TRegisterRecord;
    expect(displayValue(field(REGISTER_DECLARATIONS.budgetType, 'paymentType'), budget, 'en', yesNo)).toBe(
      'OFF',
    );
  });

  it('names references by code and name and masks CNPJs', () => {
    expect(displayValue(field(customer, 'region'), record, 'pt-BR', yesNo)).toBe('SE - Sudeste');
    expect(displayValue(field(customer, 'cnpj'), record, 'pt-BR', yesNo)).toBe('11.222.333/0001-81');
  });
});
