// Agreements at scale, for the agreements benchmark: a lever catalogue in every channel and N
// agreements with 10 levers each over the master data already stored (the scale generator's),
// deterministic for the seed. Rows are written in batches, each one multi-row insert with the
// batch as a single JSON parameter (`json_populate_recordset`): data set-up, not what is measured.

import { addDays } from '@trade-terms/domain/dates';
import { CALCULATION_BASES, CALCULATION_MODELS, type CalculationModel } from '@trade-terms/domain/levers';
import type { Database } from '../apps/api/src/platform/db/database';
import { pick, random } from './generators';

type Row = Record<string, unknown>;

/** Levers each channel's catalogue gets (the agreements pick 10 among their channels' levers). */
const LEVERS_PER_CHANNEL = 30;
const LEVERS_PER_AGREEMENT = 10;
const BATCH = 2000;

const ORIGIN: Record<CalculationModel, string> = {
  PERCENT_OF_BASE: 'SELL_IN',
  GOAL: 'SELL_OUT',
  GROWTH: 'SELL_IN',
  STORE_COMPLIANCE: 'EVIDENCE',
  QUOTA_EVENT: 'EVIDENCE',
  FIXED_VALUE: 'DMS',
};
const LEVER_WORDS = ['Desconto', 'Meta', 'Crescimento', 'Execução', 'Evento', 'Verba', 'Rebate', 'Bônus'];
const SUFFIXES = [
  '',
  '',
  ' - aditivo',
  ' - sell-out',
  ' - PDV',
  ' - aniversário',
  ' - rebaixa',
  ' - encarte',
];

async function insertRows(database: Database, table: string, rows: readonly Row[]): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const columns = Object.keys(batch[0] ?? {});
    if (columns.length === 0) continue;
    await database.executeSql(
      `insert into ${table} (${columns.join(', ')}) select ${columns.join(', ')} from json_populate_recordset(null::${table}, $1::json)`,
      [JSON.stringify(batch)],
    );
  }
}

const codesOf = async (database: Database, table: string) =>
  (
    (await database.executeSql(`select code from ${table} where active order by id`, [])).rows as {
      code: string;
    }[]
  ).map((row) => row.code);

/**
 * `LEVERS_PER_CHANNEL` levers in every active channel, each calculation model in turn, valid
 * from long before the agreements and open-ended; a channel that has them already is left alone.
 */
export async function fillLeverCatalogue(database: Database): Promise<number> {
  const channels = await codesOf(database, 'channels');
  const { rows: held } = await database.executeSql(
    'select channel_code, count(*)::int as levers from levers group by channel_code',
    [],
  );
  const already = new Map(
    (held as { channel_code: string; levers: number }[]).map((r) => [r.channel_code, r.levers]),
  );
  const rows: Row[] = [];
  const now = new Date().toISOString();
  for (const channel of channels) {
    if ((already.get(channel) ?? 0) >= LEVERS_PER_CHANNEL) continue;
    for (let index = 0; index < LEVERS_PER_CHANNEL; index++) {
      const model = CALCULATION_MODELS[index % CALCULATION_MODELS.length] as CalculationModel;
      const usesBase = model !== 'QUOTA_EVENT' && model !== 'FIXED_VALUE';
      rows.push({
        name: `${LEVER_WORDS[index % LEVER_WORDS.length]} ${channel} ${String(index + 1).padStart(2, '0')}`,
        active: true,
        channel_code: channel,
        validity_start: '2020-01-01',
        validity_end: null,
        periodicities: index % 3 === 0 ? ['Q1', 'Q2', 'Q3', 'Q4'] : ['MONTHLY'],
        needs_evidence: ORIGIN[model] === 'EVIDENCE',
        calculation_model: model,
        ascertainment_origin: ORIGIN[model],
        calculation_basis: usesBase ? CALCULATION_BASES[index % CALCULATION_BASES.length] : null,
        created_at: now,
        updated_at: now,
        version: 1,
      });
    }
  }
  await insertRows(database, 'levers', rows);
  return rows.length;
}

interface MasterData {
  holdings: { code: string; name: string; customers: { code: string; sapPayer: boolean }[] }[];
  channels: string[];
  leversByChannel: Map<string, { id: number; model: CalculationModel }[]>;
  regions: string[];
  segments: string[];
  businessUnits: string[];
  categories: string[];
  brands: string[];
  productGroups: string[];
  ppaProducts: string[];
  skus: string[];
}

async function masterData(database: Database): Promise<MasterData> {
  const { rows: customerRows } = await database.executeSql(
    `select g.code as holding, g.name as holding_name, c.code, c.sap_payer from customers c
       join economic_groups g on g.id = c.economic_group_id
      where c.active and g.active order by g.id, c.id`,
    [],
  );
  const byHolding = new Map<string, MasterData['holdings'][number]>();
  for (const row of customerRows as {
    holding: string;
    holding_name: string;
    code: string;
    sap_payer: boolean;
  }[]) {
    const holding = byHolding.get(row.holding) ?? {
      code: row.holding,
      name: row.holding_name,
      customers: [],
    };
    holding.customers.push({ code: row.code, sapPayer: row.sap_payer });
    byHolding.set(row.holding, holding);
  }
  const { rows: leverRows } = await database.executeSql(
    'select id, channel_code, calculation_model from levers where active order by id',
    [],
  );
  const leversByChannel = new Map<string, { id: number; model: CalculationModel }[]>();
  for (const row of leverRows as {
    id: number;
    channel_code: string;
    calculation_model: CalculationModel;
  }[]) {
    const list = leversByChannel.get(row.channel_code) ?? [];
    list.push({ id: row.id, model: row.calculation_model });
    leversByChannel.set(row.channel_code, list);
  }
  const channels = (await codesOf(database, 'channels')).filter(
    (code) => (leversByChannel.get(code)?.length ?? 0) >= LEVERS_PER_AGREEMENT,
  );
  return {
    holdings: [...byHolding.values()],
    channels,
    leversByChannel,
    regions: await codesOf(database, 'regions'),
    segments: await codesOf(database, 'segments'),
    businessUnits: await codesOf(database, 'commodities'),
    categories: await codesOf(database, 'categories'),
    brands: await codesOf(database, 'brands'),
    productGroups: await codesOf(database, 'product_groups'),
    ppaProducts: await codesOf(database, 'ppa_products'),
    skus: await codesOf(database, 'skus'),
  };
}

/** A value picked with weights (the weights need not add up to 1). */
function weighted<T>(next: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = next() * total;
  for (const [value, weight] of choices) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return (choices.at(-1) as readonly [T, number])[0];
}

/** A few distinct items, `min` to `max` of them. */
function some<T>(next: () => number, items: readonly T[], min: number, max: number): T[] {
  const wanted = Math.min(items.length, min + Math.floor(next() * (max - min + 1)));
  const chosen = new Set<T>();
  while (chosen.size < wanted) chosen.add(pick(next, items));
  return [...chosen];
}

/** Cents to a decimal text (exact). */
const money = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
const percent = (next: () => number, max: number) => (Math.floor(next() * max * 100) / 100).toFixed(4);

type Status = 'EM_CADASTRO' | 'AGUARDANDO_APROVACAO' | 'APROVADO' | 'REPROVADO' | 'CANCELADO' | 'ENCERRADO';

/**
 * The validity year of the agreement at `position` (0 to 1) of the ones written: three past
 * years, this one and the next, in that order (15, 20, 25, 30 and 10 %), so ids grow with time as
 * when agreements are entered year after year.
 */
function yearOffset(position: number): number {
  const shares = [
    [-3, 0.15],
    [-2, 0.2],
    [-1, 0.25],
    [0, 0.3],
    [1, 0.1],
  ] as const;
  let reached = 0;
  for (const [offset, share] of shares) {
    reached += share;
    if (position < reached) return offset;
  }
  return 1;
}

/** Statuses by validity year: past years mostly closed, this year mostly approved, next year in registration. */
function statusOf(next: () => number, year: number, thisYear: number): Status {
  if (year < thisYear)
    return weighted<Status>(next, [
      ['ENCERRADO', 55],
      ['APROVADO', 30],
      ['CANCELADO', 10],
      ['REPROVADO', 3],
      ['EM_CADASTRO', 2],
    ]);
  if (year === thisYear)
    return weighted<Status>(next, [
      ['APROVADO', 65],
      ['EM_CADASTRO', 12],
      ['AGUARDANDO_APROVACAO', 8],
      ['REPROVADO', 4],
      ['CANCELADO', 6],
      ['ENCERRADO', 5],
    ]);
  return weighted<Status>(next, [
    ['EM_CADASTRO', 60],
    ['AGUARDANDO_APROVACAO', 20],
    ['APROVADO', 15],
    ['REPROVADO', 5],
  ]);
}

function approverStatusOf(next: () => number, status: Status): string | null {
  switch (status) {
    case 'AGUARDANDO_APROVACAO':
      return next() < 0.6 ? 'AGUARDANDO_APROVACAO_VENDAS' : 'AGUARDANDO_APROVACAO_CANAL';
    case 'APROVADO':
    case 'ENCERRADO':
      return 'APROVADO';
    case 'REPROVADO':
      return 'REPROVADO';
    default:
      return null;
  }
}

/** One lever of an agreement, with the values its model needs and a product and customer scope. */
function leverOf(
  next: () => number,
  lever: { id: number; model: CalculationModel },
  agreementId: number,
  position: number,
  year: number,
  businessUnit: string,
  customers: { code: string; sapPayer: boolean }[],
  data: MasterData,
): Row {
  const values: Row = {
    budget_type: null,
    discount_percent: null,
    goal: null,
    minimum_percent: null,
    minimum_discount_percent: null,
    potential_discount_percent: null,
    growth_percent: null,
    threshold_percent: null,
    fixed_value: null,
    payment_percent: next() < 0.3 ? percent(next, 100) : null,
  };
  let expected = 100_000 + Math.floor(next() * 50_000_000);
  let events: { description: string; competence: string; value: string }[] = [];
  switch (lever.model) {
    case 'PERCENT_OF_BASE':
      values.discount_percent = percent(next, 8);
      break;
    case 'GOAL':
      values.discount_percent = percent(next, 8);
      values.goal = money(10_000_000 + Math.floor(next() * 500_000_000));
      values.minimum_percent = percent(next, 100);
      values.minimum_discount_percent = percent(next, 3);
      values.potential_discount_percent = percent(next, 10);
      break;
    case 'GROWTH':
      values.discount_percent = percent(next, 8);
      values.growth_percent = percent(next, 20);
      break;
    case 'STORE_COMPLIANCE':
      values.discount_percent = percent(next, 8);
      values.threshold_percent = percent(next, 100);
      break;
    case 'QUOTA_EVENT': {
      const cents = Array.from(
        { length: 1 + Math.floor(next() * 3) },
        () => 50_000 + Math.floor(next() * 2_000_000),
      );
      events = cents.map((value, at) => ({
        description: `Evento ${at + 1}`,
        competence: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-01`,
        value: money(value),
      }));
      expected = cents.reduce((sum, value) => sum + value, 0);
      break;
    }
    case 'FIXED_VALUE':
      values.fixed_value = money(expected);
      break;
  }
  const scope = some(next, customers, 1, 4);
  const payers = scope.filter((customer) => customer.sapPayer);
  return {
    agreement_id: agreementId,
    position,
    lever_id: lever.id,
    status: 'ATIVA',
    funds_type: next() < 0.4 ? 'ON' : 'OFF',
    ...values,
    expected_yearly_value: money(expected),
    commodity_code: next() < 0.8 ? businessUnit : pick(next, data.businessUnits),
    categories: some(next, data.categories, 0, 2),
    brands: some(next, data.brands, 0, 3),
    product_groups: some(next, data.productGroups, 0, 1),
    ppa_products: some(next, data.ppaProducts, 0, 2),
    skus: some(next, data.skus, 0, 3),
    customers: scope.map((customer) => customer.code),
    payers: (payers.length > 0 ? payers : scope.slice(0, 1)).map((customer) => customer.code),
    events,
  };
}

/** The agreement's totals, from its levers' expected yearly values (in cents, exact). */
function totalsOf(levers: readonly Row[]) {
  const cents = (row: Row) => Math.round(Number(row.expected_yearly_value) * 100);
  const sum = (rows: readonly Row[]) => money(rows.reduce((total, row) => total + cents(row), 0));
  const byCommodity: Record<string, string> = {};
  for (const code of [...new Set(levers.map((row) => String(row.commodity_code)))].sort())
    byCommodity[code] = sum(levers.filter((row) => row.commodity_code === code));
  return {
    total_on: sum(levers.filter((row) => row.funds_type === 'ON')),
    total_off: sum(levers.filter((row) => row.funds_type === 'OFF')),
    totals_by_commodity: byCommodity,
  };
}

/**
 * Adds `count` agreements with 10 levers each, spread over holdings (a few large ones hold most),
 * validity years (three past years, this one and the next, ids growing with the year), statuses
 * by year, channels, regions, business units and segments. Answers how many agreements and levers were written.
 */
export async function fillAgreements(database: Database, count: number, seed: number, today: string) {
  const data = await masterData(database);
  const next = random(seed);
  const thisYear = Number(today.slice(0, 4));
  const { rows: maxRows } = await database.executeSql(
    'select coalesce(max(id), 0)::int as id from agreements',
    [],
  );
  const firstId = ((maxRows[0] as { id: number } | undefined)?.id ?? 0) + 1;
  // Larger holdings and channels hold more agreements: the first ones of each list are the largest.
  const skewed = <T>(items: readonly T[]) => items[Math.floor(items.length * next() ** 2)] as T;
  let levers = 0;
  for (let start = 0; start < count; start += BATCH) {
    const agreements: Row[] = [];
    const agreementLevers: Row[] = [];
    for (let index = start; index < Math.min(count, start + BATCH); index++) {
      const id = firstId + index;
      const holding = skewed(data.holdings);
      const year = thisYear + yearOffset(index / count);
      const partial = next() < 0.2;
      const validityStart = partial
        ? `${year}-${String(1 + Math.floor(next() * 6)).padStart(2, '0')}-01`
        : `${year}-01-01`;
      const validityEnd = partial ? addDays(validityStart, 150 + Math.floor(next() * 30)) : `${year}-12-31`;
      const status = statusOf(next, year, thisYear);
      const channels = new Set([skewed(data.channels)]);
      const channelCount = weighted(next, [
        [1, 75],
        [2, 20],
        [3, 5],
      ] as const);
      while (channels.size < channelCount) channels.add(pick(next, data.channels));
      const businessUnit = pick(next, data.businessUnits);
      const created = new Date(`${addDays(validityStart, -30 - Math.floor(next() * 60))}T12:00:00Z`);
      const updated = new Date(created.getTime() + Math.floor(next() * 90) * 86_400_000);
      // Ten distinct levers of the agreement's channels, each channel with at least one.
      const pool = [...channels].flatMap((channel) => data.leversByChannel.get(channel) ?? []);
      const chosen = new Map<number, { id: number; model: CalculationModel }>();
      for (const channel of channels) {
        const lever = pick(next, data.leversByChannel.get(channel) ?? []);
        chosen.set(lever.id, lever);
      }
      while (chosen.size < LEVERS_PER_AGREEMENT) {
        const lever = pick(next, pool);
        chosen.set(lever.id, lever);
      }
      const rows = [...chosen.values()].map((lever, position) =>
        leverOf(next, lever, id, position, year, businessUnit, holding.customers, data),
      );
      agreementLevers.push(...rows);
      agreements.push({
        id,
        description: `Acordo ${holding.name} ${year}${pick(next, SUFFIXES)}`,
        economic_group_code: holding.code,
        channels: [...channels],
        status,
        signature_status:
          (status === 'APROVADO' || status === 'ENCERRADO') && next() < 0.7
            ? 'ASSINADO'
            : 'AGUARDANDO_ASSINATURA',
        approver_status: approverStatusOf(next, status),
        approval_request_id: null,
        validity_start: validityStart,
        validity_end: validityEnd,
        region_code: next() < 0.9 ? pick(next, data.regions) : null,
        district: next() < 0.5 ? `Distrito ${1 + Math.floor(next() * 40)}` : null,
        segment_code: next() < 0.7 ? pick(next, data.segments) : null,
        business_unit_code: next() < 0.85 ? businessUnit : null,
        sales_organization: `OV${String(1 + Math.floor(next() * 9)).padStart(2, '0')}`,
        category_code: next() < 0.3 ? pick(next, data.categories) : null,
        counting_period: next() < 0.5 ? 'MENSAL' : 'TRIMESTRAL',
        budget_description: null,
        opso_measure: null,
        ric_measure: null,
        on_off: next() < 0.4 ? 'ON' : 'OFF',
        calculation_basis: pick(next, CALCULATION_BASES),
        payment_description: null,
        payment_percent: null,
        funds_type: null,
        sap_code: null,
        payer_sap: null,
        ...totalsOf(rows),
        copied_from_id: null,
        created_at: created.toISOString(),
        created_by: null,
        updated_at: updated.toISOString(),
        updated_by: null,
        version: 1 + Math.floor(next() * 4),
      });
    }
    await insertRows(database, 'agreements', agreements);
    await insertRows(database, 'agreement_levers', agreementLevers);
    levers += agreementLevers.length;
  }
  await database.executeSql(`select setval('agreements_id_seq', (select max(id) from agreements))`, []);
  return { agreements: count, levers };
}
