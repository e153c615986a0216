import {
  type IntegrationKind,
  type IntegrationTab,
  PRODUCT_ASSOCIATIONS,
} from '@trade-terms/domain/integrations';
import { BRAZILIAN_STATES, REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { RegisterDeclaration, RegisterKey } from '@trade-terms/domain/registers';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/database';
import { findSellIn } from '../calculation-data/calculation-data-service';
import {
  ppaProductBrands,
  type RegisterRow,
  recordIdsByCodes,
  recordLabels,
  recordsByCodes,
} from '../master-data/register-records';
import { rowValuesOf, toWireValue } from '../master-data/register-values';
import type { ReadRow, RowReason } from './integration-reading';

/** A read row once compared: its tab and what the approval would write. */
export interface SortedRow extends ReadRow {
  tab: IntegrationTab;
  resolved: Record<string, unknown>;
  changed: string[];
  previous: Record<string, string | null>;
  missing: string[];
}

/** The register an integration writes to, and the file columns that are fields of it. */
export const TARGET_REGISTER: Record<Exclude<IntegrationKind, 'sellIn'>, RegisterKey> = {
  product: 'sku',
  customer: 'customer',
  pdvStore: 'customerPdv',
};

const REFERENCES: Record<Exclude<IntegrationKind, 'sellIn'>, Record<string, RegisterKey>> = {
  product: { ppaProduct: 'ppaProduct', brand: 'brand', category: 'category' },
  customer: {
    region: 'region',
    microregion: 'microregion',
    segment: 'segment',
    economicGroup: 'economicGroup',
  },
  pdvStore: { customer: 'customer' },
};

function sorted(row: ReadRow, tab: IntegrationTab, extra: Partial<SortedRow> = {}): SortedRow {
  return { ...row, tab, resolved: {}, changed: [], previous: {}, missing: [], ...extra };
}

function notIntegrated(row: ReadRow, reason: RowReason): SortedRow {
  return sorted({ ...row, reason }, 'NAO_INTEGRADOS');
}

/** Ids of the codes a batch references, per referenced register. */
async function referenceIds(
  db: Db,
  kind: Exclude<IntegrationKind, 'sellIn'>,
  rows: readonly ReadRow[],
): Promise<Record<string, Map<string, number>>> {
  const found: Record<string, Map<string, number>> = {};
  for (const [name, target] of Object.entries(REFERENCES[kind])) {
    const codes = rows.flatMap((row) => (row.values[name] ? [row.values[name] as string] : []));
    found[name] = await recordIdsByCodes(db, target, codes);
  }
  return found;
}

/** The register's display form of the changed fields, references as their codes. */
async function previousValues(
  db: Db,
  register: RegisterDeclaration,
  before: RegisterRow,
  changed: readonly string[],
): Promise<Record<string, string | null>> {
  const previous: Record<string, string | null> = {};
  for (const name of changed) {
    const field = register.fields.find((candidate) => candidate.name === name);
    if (!field) continue;
    const stored = before[name];
    if (stored === null || stored === undefined) previous[name] = null;
    else if (field.type === 'reference' && field.references) {
      const labels = await recordLabels(db, field.references, [Number(stored)]);
      previous[name] = labels.get(Number(stored))?.code ?? null;
    } else previous[name] = String(toWireValue(field, stored));
  }
  return previous;
}

/** Sorts rows whose values are resolved against the register: new, updated or already integrated. */
export async function compareWithRegister(
  db: Db,
  kind: Exclude<IntegrationKind, 'sellIn'>,
  rows: readonly { row: ReadRow; input: Record<string, unknown>; extra?: Partial<SortedRow> }[],
): Promise<SortedRow[]> {
  const register = REGISTER_DECLARATIONS[TARGET_REGISTER[kind]];
  const existing = await recordsByCodes(
    db,
    register,
    rows.map(({ row }) => row.values.code as string),
  );
  const result: SortedRow[] = [];
  for (const { row, input, extra } of rows) {
    const values = rowValuesOf(register, input);
    const before = existing.get(String(values.code));
    if (!before) {
      result.push(sorted(row, 'NOVOS', { ...extra, resolved: values }));
      continue;
    }
    // A store's name is the register's own: the ERP file does not carry it, so updates keep it.
    if (kind === 'pdvStore') delete values.name;
    const changed = Object.keys(values).filter(
      (name) => String(before[name] ?? '') !== String(values[name] ?? ''),
    );
    if (changed.length === 0) {
      result.push(sorted(row, 'INTEGRADOS', { ...extra, resolved: values }));
      continue;
    }
    result.push(
      sorted(row, 'ATUALIZACOES', {
        ...extra,
        resolved: values,
        changed,
        previous: await previousValues(db, register, before, changed),
      }),
    );
  }
  return result;
}

/** The register fields a product row writes, once its PPA product is known. */
export function productInput(row: ReadRow, ppaProductId: number): Record<string, unknown> {
  return {
    code: row.values.code,
    name: row.values.name,
    ean: row.values.ean,
    ppaProduct: ppaProductId,
    netWeight: row.values.netWeight,
  };
}

async function sortProducts(db: Db, rows: readonly ReadRow[]): Promise<SortedRow[]> {
  const ids = await referenceIds(db, 'product', rows);
  const ppaIds = [...(ids.ppaProduct?.values() ?? [])];
  const ppaBrands = await ppaProductBrands(db, ppaIds);
  const results: SortedRow[] = [];
  const comparable: { row: ReadRow; input: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (row.reason) {
      results.push(sorted(row, 'NAO_INTEGRADOS'));
      continue;
    }
    const missing = PRODUCT_ASSOCIATIONS.filter((name) => {
      const code = row.values[name];
      return !code || !ids[name]?.has(code);
    });
    if (missing.length > 0) {
      results.push(sorted(row, 'PENDENTES_ASSOCIACAO', { missing }));
      continue;
    }
    const ppaId = ids.ppaProduct?.get(row.values.ppaProduct as string) as number;
    if (ppaBrands.get(ppaId) !== ids.brand?.get(row.values.brand as string)) {
      results.push(
        notIntegrated(row, {
          key: 'integrations.reason.ppaNotOfBrand',
          params: { value: row.values.ppaProduct as string },
        }),
      );
      continue;
    }
    comparable.push({ row, input: productInput(row, ppaId) });
  }
  return [...results, ...(await compareWithRegister(db, 'product', comparable))];
}

async function sortCustomers(db: Db, rows: readonly ReadRow[]): Promise<SortedRow[]> {
  const ids = await referenceIds(db, 'customer', rows);
  const results: SortedRow[] = [];
  const comparable: { row: ReadRow; input: Record<string, unknown> }[] = [];
  const register = REGISTER_DECLARATIONS.customer;
  for (const row of rows) {
    if (row.reason) {
      results.push(sorted(row, 'NAO_INTEGRADOS'));
      continue;
    }
    const input: Record<string, unknown> = {
      code: row.values.code,
      name: row.values.name,
      cnpj: row.values.cnpj,
    };
    let reason: RowReason | null = null;
    for (const name of Object.keys(REFERENCES.customer)) {
      const code = row.values[name];
      if (!code) {
        input[name] = null;
        continue;
      }
      const id = ids[name]?.get(code);
      const field = register.fields.find((candidate) => candidate.name === name);
      if (id === undefined) {
        reason ??= {
          key: 'integrations.reason.unknownReference',
          params: { field: field?.label ?? name, value: code },
        };
      } else input[name] = id;
    }
    if (reason) results.push(notIntegrated(row, reason));
    else comparable.push({ row, input });
  }
  return [...results, ...(await compareWithRegister(db, 'customer', comparable))];
}

async function sortStores(db: Db, rows: readonly ReadRow[]): Promise<SortedRow[]> {
  const ids = await referenceIds(db, 'pdvStore', rows);
  const results: SortedRow[] = [];
  const comparable: { row: ReadRow; input: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (row.reason) {
      results.push(sorted(row, 'NAO_INTEGRADOS'));
      continue;
    }
    const customerId = ids.customer?.get(row.values.customer as string);
    if (customerId === undefined) {
      results.push(notIntegrated(row, { key: 'integrations.reason.clientsNotIntegrated' }));
      continue;
    }
    const state = (row.values.state ?? '').toUpperCase();
    if (!(BRAZILIAN_STATES as readonly string[]).includes(state)) {
      results.push(
        notIntegrated(row, {
          key: 'validation.invalidOption',
          params: { field: 'fields.state', options: BRAZILIAN_STATES.join(', ') },
        }),
      );
      continue;
    }
    const size = row.values.storeSize?.toUpperCase() ?? null;
    if (size !== null && !['P', 'M', 'G'].includes(size)) {
      results.push(
        notIntegrated(row, {
          key: 'validation.invalidOption',
          params: { field: 'fields.storeSize', options: 'P, M, G' },
        }),
      );
      continue;
    }
    comparable.push({
      row,
      input: {
        code: row.values.code,
        name: row.values.code,
        cnpj: row.values.cnpj,
        customer: customerId,
        storeSize: size,
        state,
        city: row.values.city,
        address: row.values.address,
      },
    });
  }
  return [...results, ...(await compareWithRegister(db, 'pdvStore', comparable))];
}

const SELL_IN_AMOUNTS = ['volume', 'gsv', 'niv', 'grossRevenue'] as const;

async function sortSellIn(db: Db, rows: readonly ReadRow[]): Promise<SortedRow[]> {
  const customers = await recordIdsByCodes(
    db,
    'customer',
    rows.flatMap((row) => (row.values.customer ? [row.values.customer] : [])),
  );
  const skus = await recordIdsByCodes(
    db,
    'sku',
    rows.flatMap((row) => (row.values.sku ? [row.values.sku] : [])),
  );
  const results: SortedRow[] = [];
  const comparable: { row: ReadRow; resolved: Record<string, unknown> }[] = [];
  for (const row of rows) {
    if (row.reason) {
      results.push(sorted(row, 'NAO_INTEGRADOS'));
      continue;
    }
    const customerId = customers.get(row.values.customer as string);
    if (customerId === undefined) {
      results.push(notIntegrated(row, { key: 'integrations.reason.clientsNotIntegrated' }));
      continue;
    }
    const skuId = skus.get(row.values.sku as string);
    if (skuId === undefined) {
      results.push(
        notIntegrated(row, {
          key: 'integrations.reason.unknownSku',
          params: { value: row.values.sku as string },
        }),
      );
      continue;
    }
    comparable.push({
      row,
      resolved: {
        customerId,
        skuId,
        competence: row.values.competence,
        volume: row.values.volume,
        gsv: row.values.gsv,
        niv: row.values.niv,
        grossRevenue: row.values.grossRevenue,
      },
    });
  }
  if (comparable.length === 0) return results;
  const stored = await findSellIn(
    db,
    comparable.map(({ resolved }) => ({
      customerId: resolved.customerId as number,
      skuId: resolved.skuId as number,
      competence: resolved.competence as string,
    })),
  );
  const existing = new Map(
    stored.map((item) => [`${item.customerId}|${item.skuId}|${item.competence}`, item]),
  );
  for (const { row, resolved } of comparable) {
    const before = existing.get(`${resolved.customerId}|${resolved.skuId}|${resolved.competence}`);
    if (!before) {
      results.push(sorted(row, 'NOVOS', { resolved }));
      continue;
    }
    const changed = SELL_IN_AMOUNTS.filter((name) => !sameDecimal(before[name], resolved[name]));
    if (changed.length === 0) results.push(sorted(row, 'INTEGRADOS', { resolved }));
    else {
      results.push(
        sorted(row, 'ATUALIZACOES', {
          resolved,
          changed: [...changed],
          previous: Object.fromEntries(changed.map((name) => [name, before[name]])),
        }),
      );
    }
  }
  return results;
}

function sameDecimal(left: unknown, right: unknown): boolean {
  return new Decimal(String(left)).equals(new Decimal(String(right)));
}

/** Compares a batch of read rows with the registers and sorts them into the tabs. */
export function sortRows(db: Db, kind: IntegrationKind, rows: readonly ReadRow[]): Promise<SortedRow[]> {
  switch (kind) {
    case 'product':
      return sortProducts(db, rows);
    case 'customer':
      return sortCustomers(db, rows);
    case 'pdvStore':
      return sortStores(db, rows);
    case 'sellIn':
      return sortSellIn(db, rows);
  }
}
