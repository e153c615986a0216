import { describe, expect, it } from 'vitest';
import { toWire } from './calls/wire-names';
import { catalogues } from './i18n';
import { isRole } from './permissions';
import { REGISTER_DECLARATIONS, REGISTER_LIST, registersInDependencyOrder } from './register-declarations';
import {
  importedFields,
  listColumns,
  normalizeDecimal,
  REGISTER_KEYS,
  readCell,
  recordSchemaOf,
  saveSchemaOf,
  searchSchemaOf,
  ZRegisterOptionsRequestSchema,
} from './registers';
import { REGISTERS, ROUTE_ACCESS } from './route-access';

describe('register declarations', () => {
  it('declare every register route of the spec, plus the pack category', () => {
    const declared = REGISTER_LIST.map((register) => register.path).sort();
    expect(declared).toEqual([...Object.keys(REGISTERS), '/categoria-pack'].sort());
    expect(new Set(REGISTER_LIST.map((register) => register.apiName)).size).toBe(REGISTER_KEYS.length);
  });

  it('name roles that exist, and the same roles the client routes use', () => {
    for (const register of REGISTER_LIST) {
      expect(isRole(register.viewRole), register.viewRole).toBe(true);
      expect(isRole(register.editRole), register.editRole).toBe(true);
      for (const field of register.fields) if (field.editRole) expect(isRole(field.editRole)).toBe(true);
      expect(ROUTE_ACCESS[register.path]).toEqual({ roles: [register.viewRole, register.editRole] });
      expect(ROUTE_ACCESS[`${register.formPath}/register`]).toEqual({ roles: [register.editRole] });
      expect(ROUTE_ACCESS[`${register.formPath}/edit/:id`]).toEqual({ roles: [register.editRole] });
    }
  });

  it('label every register and field in both languages, with field names unique per register', () => {
    for (const register of REGISTER_LIST) {
      expect(catalogues['pt-BR'][register.title]).toBeTruthy();
      expect(catalogues.en[register.title]).toBeTruthy();
      const names = register.fields.map((field) => field.name);
      expect(new Set(names).size, register.key).toBe(names.length);
      for (const field of register.fields) {
        expect(catalogues['pt-BR'][field.label], field.label).toBeTruthy();
        if (field.type === 'enum') expect(field.options?.length, field.name).toBeGreaterThan(0);
        if (field.type === 'reference')
          expect(REGISTER_DECLARATIONS[field.references ?? 'category']).toBeTruthy();
      }
      expect(listColumns(register)).toContain('code');
      expect(importedFields(register).map((field) => field.name)).toContain('code');
    }
  });

  it('leave the record-level names to the record: no field takes one', () => {
    const recordLevel = ['id', 'version', 'active', 'references', 'createdAt', 'updatedAt'];
    for (const register of REGISTER_LIST) {
      for (const field of register.fields)
        expect(recordLevel, `${register.key}.${field.name}`).not.toContain(field.name);
    }
  });

  it("send the record's flag, labels and the options' flags under the spec's names", () => {
    const channel = REGISTER_DECLARATIONS.channel;
    expect(toWire(recordSchemaOf(channel), { id: 1, active: true, references: {} })).toEqual({
      id: 1,
      ativo: true,
      referencias: {},
    });
    expect(toWire(searchSchemaOf(channel), { active: '*' })).toEqual({ ativo: '*' });
    expect(toWire(ZRegisterOptionsRequestSchema, { flagged: ['sapPayer'] })).toEqual({
      marcados: ['sapPayer'],
    });
    expect(saveSchemaOf(channel).parse({ code: 'C', name: 'Canal', active: false }).active).toBe(false);
  });

  it('orders registers so that each comes after the ones it references', () => {
    const order = registersInDependencyOrder().map((register) => register.key);
    expect(order).toHaveLength(REGISTER_KEYS.length);
    for (const register of REGISTER_LIST) {
      for (const field of register.fields) {
        if (field.references)
          expect(order.indexOf(field.references)).toBeLessThan(order.indexOf(register.key));
      }
    }
  });
});

describe('register values', () => {
  const customer = saveSchemaOf(REGISTER_DECLARATIONS.customer);
  const category = saveSchemaOf(REGISTER_DECLARATIONS.category);
  const pack = saveSchemaOf(REGISTER_DECLARATIONS.packCategory);

  it('checks the CNPJ of a customer', () => {
    expect(customer.safeParse({ code: 'C1', name: 'Loja', cnpj: '11.222.333/0001-81' }).success).toBe(true);
    const wrong = customer.safeParse({ code: 'C1', name: 'Loja', cnpj: '11.222.333/0001-82' });
    expect(wrong.error?.issues[0]?.message).toBe('validation.invalidCnpj');
  });

  it('keeps money and percentages as decimal strings within their bounds', () => {
    const base = { code: 'CAT', name: 'Categoria', validityStart: '01/01/2026' };
    expect(
      category.safeParse({ ...base, fyBudget: '1234567.89', apportionmentPercentage: '12.5' }).success,
    ).toBe(true);
    expect(category.safeParse({ ...base, fyBudget: 1234.5 }).success).toBe(false);
    expect(category.safeParse({ ...base, fyBudget: '1.234' }).success).toBe(false);
    expect(category.safeParse({ ...base, apportionmentPercentage: '100.0001' }).success).toBe(false);
    expect(pack.safeParse({ code: 'P', name: 'Pack', compliancePercentage: '-1' }).success).toBe(false);
    expect(pack.safeParse({ code: 'P', name: 'Pack', compliancePercentage: '100' }).success).toBe(true);
    expect(normalizeDecimal('percentage', '12.5')).toBe('12.5000');
  });

  it('refuses a validity that ends before it starts', () => {
    const result = category.safeParse({
      code: 'CAT',
      name: 'Categoria',
      validityStart: '10/01/2026',
      validityEnd: '09/01/2026',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.validityEndBeforeStart']);
  });

  it('asks for the version when a record is changed', () => {
    expect(category.safeParse({ id: 3, code: 'CAT', name: 'C', validityStart: '01/01/2026' }).success).toBe(
      false,
    );
  });

  it('offers only list columns for sorting and declared filters with the all option', () => {
    const search = searchSchemaOf(REGISTER_DECLARATIONS.customerPdv);
    expect(search.parse({}).sortBy).toBe('code');
    expect(search.safeParse({ sortBy: 'address' }).success).toBe(false);
    expect(search.safeParse({ filters: { state: '*' } }).success).toBe(true);
    expect(search.safeParse({ filters: { state: ['SP', 'RJ'] } }).success).toBe(true);
    expect(search.safeParse({ filters: { address: 'x' } }).success).toBe(false);
  });

  it('reads spreadsheet cells: text in a number cell, Brazilian decimals, dates and flags', () => {
    const fields = Object.fromEntries(
      REGISTER_DECLARATIONS.category.fields.map((field) => [field.name, field]),
    );
    const budget = fields.fyBudget;
    const start = fields.validityStart;
    if (!budget || !start) throw new Error('category fields missing');
    expect(readCell(budget, 'abc')).toEqual({ ok: false, message: 'imports.notANumber' });
    expect(readCell(budget, '1.234,5')).toEqual({ ok: true, value: '1234.50' });
    expect(readCell(budget, 99.9)).toEqual({ ok: true, value: '99.90' });
    expect(readCell(budget, '1.239')).toEqual({
      ok: false,
      message: 'imports.tooManyDecimals',
      params: { scale: '2' },
    });
    expect(readCell(start, new Date(Date.UTC(2026, 0, 31)))).toEqual({ ok: true, value: '31/01/2026' });
    expect(readCell(start, '2026-01-31')).toEqual({ ok: false, message: 'validation.invalidDate' });
    const payer = REGISTER_DECLARATIONS.customer.fields.find((field) => field.name === 'sapPayer');
    if (!payer) throw new Error('sapPayer missing');
    expect(readCell(payer, 'Sim')).toEqual({ ok: true, value: true });
    expect(readCell(payer, 'talvez')).toEqual({ ok: false, message: 'imports.notABoolean' });
  });

  it('reads a labelled value by its code or by its label in either language, as exports write it', () => {
    const situation = REGISTER_DECLARATIONS.customerPdv.fields.find(
      (field) => field.name === 'storeSituation',
    );
    if (!situation) throw new Error('storeSituation missing');
    expect(readCell(situation, 'nova')).toEqual({ ok: true, value: 'NOVA' });
    expect(readCell(situation, 'Atual')).toEqual({ ok: true, value: 'ATUAL' });
    expect(readCell(situation, 'Current')).toEqual({ ok: true, value: 'ATUAL' });
    expect(readCell(situation, 'Velha')).toMatchObject({ ok: false, message: 'validation.invalidOption' });
  });
});
