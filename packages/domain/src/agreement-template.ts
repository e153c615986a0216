import { ZConsolidatedExportSchema } from './agreement-reports';
import {
  AGREEMENT_LEVER_VALUES,
  expectedYearlyValue,
  FUNDS_TYPES,
  type TAgreementFields,
  type TAgreementLeverSave,
  ZAgreementSaveSchema,
} from './agreements';
import { type Language, type MessageParams, translate } from './i18n';
import { CALCULATION_BASES, type CalculationModel } from './levers';
import type { MessageKey } from './messages/pt-BR';
import { type FieldDeclaration, normalizeCode } from './registers';
import { describeIssue, type ValidationIssue } from './validation-messages';

/**
 * The agreements' massive template (spec §1 "export of a massive template", §7
 * `/contrato/exportarTemplateMassivo`): many agreements in one Excel sheet, exported, changed or
 * filled in, and uploaded back to create and change them in one job.
 *
 * One sheet, one row per lever of each agreement, and one row per event of a quota-event lever.
 * The rows with the same agreement key are one agreement: its main information repeats on each
 * of its rows (later rows may leave it blank, but may not differ). Within an agreement, the rows
 * with the same lever id are one lever: its values repeat likewise, and each of its rows carries
 * one event. A blank agreement id creates an agreement in registration; a filled one changes that
 * agreement, whose levers become exactly the file's.
 */

/** The job dashboard's and the uploads' name of the template. */
export const AGREEMENT_TEMPLATE_KIND = 'agreementTemplate';

/**
 * The rows a template may hold. The file is read whole and grouped, and its preview checks every
 * new or changed agreement with the save inside the upload's request: about 11 ms an agreement
 * (measured: 1 000 new agreements in 11 s on the embedded database), so 2 000 rows stay within
 * the web client's 30-second request timeout. A larger batch is sent as several files.
 */
export const AGREEMENT_TEMPLATE_MAX_ROWS = 2_000;

/** `exportarTemplateMassivo`: the list's filters, channel and business unit required (spec §5). */
export const ZAgreementTemplateExportSchema = ZConsolidatedExportSchema;

const label = (name: string) => `agreementTemplate.column.${name}` as MessageKey;
const text = (name: string, maxLength: number, more: Partial<FieldDeclaration> = {}): FieldDeclaration => ({
  name,
  type: 'text',
  label: label(name),
  maxLength,
  ...more,
});
const percentage = (name: string): FieldDeclaration => ({ name, type: 'percentage', label: label(name) });
const money = (name: string): FieldDeclaration => ({ name, type: 'money', label: label(name) });
const reference = (
  name: string,
  references: NonNullable<FieldDeclaration['references']>,
  required = false,
): FieldDeclaration => ({ name, type: 'reference', label: label(name), references, required });

/** The agreement's columns: its key, id and version, then the wizard's main information. */
const AGREEMENT_COLUMNS: readonly FieldDeclaration[] = [
  text('agreementKey', 40, { required: true }),
  { name: 'agreementId', type: 'integer', label: label('agreementId') },
  { name: 'version', type: 'integer', label: label('version') },
  text('status', 40, { imported: false }),
  text('description', 300, { required: true }),
  reference('economicGroup', 'economicGroup', true),
  text('channels', 400, { required: true }),
  { name: 'validityStart', type: 'date', label: label('validityStart'), required: true },
  { name: 'validityEnd', type: 'date', label: label('validityEnd'), required: true },
  reference('region', 'region'),
  text('district', 100),
  reference('segment', 'segment'),
  reference('businessUnit', 'commodity'),
  text('salesOrganization', 40),
  reference('category', 'category'),
  text('countingPeriod', 40),
  text('budgetDescription', 300),
  text('opsoMeasure', 40),
  text('ricMeasure', 40),
  { name: 'onOff', type: 'enum', label: label('onOff'), options: FUNDS_TYPES },
  { name: 'calculationBasis', type: 'enum', label: label('calculationBasis'), options: CALCULATION_BASES },
  text('paymentDescription', 300),
  percentage('paymentPercent'),
  text('fundsType', 40),
  text('sapCode', 40),
  text('payerSap', 40),
];

/** A lever's columns: the catalogue lever, its values, product scope, customers and payers. */
const LEVER_COLUMNS: readonly FieldDeclaration[] = [
  { name: 'leverId', type: 'integer', label: label('leverId'), required: true },
  text('leverName', 200, { imported: false }),
  {
    name: 'leverFundsType',
    type: 'enum',
    label: label('leverFundsType'),
    options: FUNDS_TYPES,
    required: true,
  },
  reference('leverBudgetType', 'budgetType'),
  text('goalDescription', 200),
  percentage('discountPercent'),
  money('goal'),
  percentage('minimumPercent'),
  percentage('minimumDiscountPercent'),
  percentage('potentialDiscountPercent'),
  percentage('growthPercent'),
  percentage('thresholdPercent'),
  money('fixedValue'),
  percentage('leverPaymentPercent'),
  money('expectedYearlyValue'),
  reference('leverBusinessUnit', 'commodity', true),
  text('categories', 2000),
  text('brands', 2000),
  text('productGroups', 2000),
  text('ppaProducts', 2000),
  text('skus', 2000),
  text('customers', 2000, { required: true }),
  text('payers', 2000),
];

/** A quota event's columns: one event per row. */
const EVENT_COLUMNS: readonly FieldDeclaration[] = [
  { name: 'eventCompetence', type: 'competence', label: label('eventCompetence') },
  text('eventDescription', 200),
  money('eventValue'),
];

/** Every column of the template's sheet, in order. */
export const AGREEMENT_TEMPLATE_COLUMNS: readonly FieldDeclaration[] = [
  ...AGREEMENT_COLUMNS,
  ...LEVER_COLUMNS,
  ...EVENT_COLUMNS,
];

export function templateColumn(name: string): FieldDeclaration | undefined {
  return AGREEMENT_TEMPLATE_COLUMNS.find((column) => column.name === name);
}

/** Columns holding codes of registers, or lists of them: kept trimmed and in upper case. */
const CODE_COLUMNS = new Set([
  'economicGroup',
  'region',
  'segment',
  'businessUnit',
  'category',
  'leverBudgetType',
  'leverBusinessUnit',
]);
/** A lever's lists of codes: its product scope, its SAP customers and payers. */
const LEVER_LISTS = [
  'categories',
  'brands',
  'productGroups',
  'ppaProducts',
  'skus',
  'customers',
  'payers',
] as const;
/** Columns holding several codes, separated by commas (or semicolons). */
const LIST_COLUMNS = new Set<string>(['channels', ...LEVER_LISTS]);

/** The instructions sheet's notes about the template as a whole (its columns are listed after). */
export const AGREEMENT_TEMPLATE_NOTES: readonly MessageKey[] = [
  'agreementTemplate.notes.rows',
  'agreementTemplate.notes.ids',
  'agreementTemplate.notes.lists',
  'agreementTemplate.notes.events',
  'agreementTemplate.notes.refusal',
];

/** Where a save's field lies in the template: the agreement's columns under the save's names. */
const MAIN_FIELD_COLUMNS: Record<string, string> = { id: 'agreementId', version: 'version' };
/** A lever's save fields whose column is named apart from the agreement's. */
const LEVER_FIELD_COLUMNS: Record<string, string> = {
  fundsType: 'leverFundsType',
  budgetType: 'leverBudgetType',
  paymentPercent: 'leverPaymentPercent',
  commodity: 'leverBusinessUnit',
};
const EVENT_FIELD_COLUMNS: Record<string, string> = {
  competence: 'eventCompetence',
  description: 'eventDescription',
  value: 'eventValue',
};
const leverColumnOf = (field: string) => LEVER_FIELD_COLUMNS[field] ?? field;

/** A value of one cell as read (`readCell`): text, a number, a yes/no, or nothing. */
export type TemplateCell = string | number | boolean | null;

/** One data row of the sheet: its number and its imported columns' values. */
export interface TemplateRow {
  number: number;
  values: Readonly<Record<string, TemplateCell>>;
}

/** Why a row is refused: a column (null: the agreement as a whole) and a message or schema issue. */
export interface TemplateProblem {
  row: number;
  column: string | null;
  message?: MessageKey;
  params?: MessageParams;
  issue?: ValidationIssue;
}

/** A problem as the preview and the error sheet write it: "Column: what is wrong". */
export function describeTemplateProblem(language: Language, problem: TemplateProblem): string {
  const what = problem.issue
    ? describeIssue(language, problem.issue)
    : translate(language, problem.message ?? 'validation.invalid', problem.params);
  const column = problem.column ? templateColumn(problem.column) : undefined;
  return column ? `${translate(language, column.label)}: ${what}` : what;
}

/** The rows of one lever of an agreement, and the rows its events came from. */
export interface TemplateLeverRows {
  rows: number[];
  eventRows: number[];
}

/** One agreement of the file: its rows, the save it makes, and why it cannot (when it cannot). */
export interface TemplateAgreement {
  /** The agreement key; '' for a row that has none (it stands alone, refused). */
  key: string;
  rows: number[];
  /** The save's fields (with `id` and `version` when the agreement exists), or null when refused. */
  fields: TAgreementFields | null;
  /** For each lever of `fields.levers`, in order. */
  levers: TemplateLeverRows[];
  problems: TemplateProblem[];
}

const cellText = (value: TemplateCell | undefined): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};

const codeList = (value: TemplateCell | undefined): string[] =>
  (cellText(value) ?? '')
    .split(/[,;]/)
    .map(normalizeCode)
    .filter((code) => code !== '');

/** A column's value as the save takes it: codes in upper case, lists split, numbers as text. */
function saveValue(column: string, value: TemplateCell | undefined): unknown {
  if (LIST_COLUMNS.has(column)) return codeList(value);
  if (typeof value === 'number' && templateColumn(column)?.type === 'integer') return value;
  const text = cellText(value);
  if (text === null) return null;
  return CODE_COLUMNS.has(column) ? normalizeCode(text) : text;
}

const comparable = (column: string, value: TemplateCell | undefined) =>
  JSON.stringify(saveValue(column, value ?? null));

/**
 * The value of each column over the rows that repeat it (an agreement's, or a lever's): the one
 * value the rows give (blank cells give none), and a problem on each row giving another.
 */
function agreedValues(
  rows: readonly TemplateRow[],
  columns: readonly FieldDeclaration[],
  problems: TemplateProblem[],
): Record<string, TemplateCell> {
  const values: Record<string, TemplateCell> = {};
  for (const column of columns) {
    if (column.imported === false) continue;
    let first: TemplateRow | null = null;
    for (const row of rows) {
      const value = row.values[column.name];
      if (cellText(value ?? null) === null) continue;
      if (!first) {
        first = row;
        values[column.name] = value ?? null;
      } else if (comparable(column.name, value) !== comparable(column.name, first.values[column.name])) {
        problems.push({
          row: row.number,
          column: column.name,
          message: 'agreementTemplate.differs',
          params: { row: first.number },
        });
      }
    }
  }
  return values;
}

const hasEvent = (row: TemplateRow) =>
  EVENT_COLUMNS.some((column) => cellText(row.values[column.name]) !== null);

/** The rows of each lever of an agreement (by lever id, in the order they first appear). */
function leverGroups(rows: readonly TemplateRow[], problems: TemplateProblem[]): TemplateRow[][] {
  const groups = new Map<string, TemplateRow[]>();
  for (const row of rows) {
    const id = cellText(row.values.leverId);
    if (id === null) {
      problems.push({ row: row.number, column: 'leverId', message: 'errors.required' });
      continue;
    }
    groups.set(id, [...(groups.get(id) ?? []), row]);
  }
  return [...groups.values()];
}

/** One lever's save fields from its rows; its events from the rows that carry one. */
function leverInput(rows: readonly TemplateRow[], problems: TemplateProblem[]) {
  const values = agreedValues(rows, LEVER_COLUMNS, problems);
  // A lever given twice: a row of it beyond the first that carries no event (its events' rows
  // are the lever's own).
  const withoutEvent = rows.filter((candidate) => !hasEvent(candidate));
  const repeated = withoutEvent.length === rows.length ? withoutEvent.slice(1) : withoutEvent;
  for (const row of repeated) {
    problems.push({ row: row.number, column: 'leverId', message: 'validation.agreement.leverRepeated' });
  }
  const eventRows = rows.filter(hasEvent);
  const input: Record<string, unknown> = {
    leverId: saveValue('leverId', values.leverId),
    fundsType: saveValue('leverFundsType', values.leverFundsType),
    commodity: saveValue('leverBusinessUnit', values.leverBusinessUnit),
    goalDescription: saveValue('goalDescription', values.goalDescription),
    expectedYearlyValue: saveValue('expectedYearlyValue', values.expectedYearlyValue),
    events: eventRows.map((row) => ({
      competence: saveValue('eventCompetence', row.values.eventCompetence),
      description: saveValue('eventDescription', row.values.eventDescription),
      value: saveValue('eventValue', row.values.eventValue),
    })),
  };
  for (const field of AGREEMENT_LEVER_VALUES)
    input[field] = saveValue(leverColumnOf(field), values[leverColumnOf(field)]);
  for (const field of LEVER_LISTS) input[field] = saveValue(field, values[field]);
  return {
    input,
    rows: { rows: rows.map((row) => row.number), eventRows: eventRows.map((row) => row.number) },
  };
}

/**
 * The row and column a problem of the save names by its path (`levers.1.customers`,
 * `levers.0.events.2.value`, `validityEnd`): a lever's problem lies on the lever's first row, an
 * event's on its own row, the agreement's on the agreement's first row.
 */
export function problemAt(
  agreement: Pick<TemplateAgreement, 'rows' | 'levers'>,
  path: readonly (string | number)[],
): { row: number; column: string | null } {
  const first = agreement.rows[0] ?? 0;
  const [head, at, field, eventAt, eventField] = path;
  if (head !== 'levers' || at === undefined) {
    const name = head === undefined ? null : String(head);
    const column = name === null ? null : (MAIN_FIELD_COLUMNS[name] ?? name);
    return { row: first, column: column && templateColumn(column) ? column : null };
  }
  const lever = agreement.levers[Number(at)];
  const leverRow = lever?.rows[0] ?? first;
  if (field === 'events' && eventAt !== undefined) {
    const column = EVENT_FIELD_COLUMNS[String(eventField)] ?? null;
    return { row: lever?.eventRows[Number(eventAt)] ?? leverRow, column };
  }
  if (field === undefined || field === 'events') return { row: leverRow, column: null };
  const column = leverColumnOf(String(field));
  return { row: leverRow, column: templateColumn(column) ? column : null };
}

/** One agreement's rows: grouped, checked for agreement, and parsed by the wizard's save schema. */
function agreementOf(key: string, rows: readonly TemplateRow[]): TemplateAgreement {
  const problems: TemplateProblem[] = [];
  const main = agreedValues(rows, AGREEMENT_COLUMNS, problems);
  const levers = leverGroups(rows, problems).map((leverRows) => leverInput(leverRows, problems));
  const agreement: TemplateAgreement = {
    key,
    rows: rows.map((row) => row.number),
    fields: null,
    levers: levers.map((lever) => lever.rows),
    problems,
  };
  const input: Record<string, unknown> = {
    levers: levers.map((lever) => lever.input),
  };
  for (const column of AGREEMENT_COLUMNS) {
    if (column.imported === false || column.name === 'agreementKey') continue;
    const field = column.name === 'agreementId' ? 'id' : column.name;
    const value = saveValue(column.name, main[column.name]);
    // The save takes no `null` id or version, and absent lists as empty.
    if (value !== null) input[field] = value;
  }
  if (problems.length > 0) return agreement;
  const parsed = ZAgreementSaveSchema.safeParse(input);
  if (parsed.success) return { ...agreement, fields: parsed.data };
  for (const issue of parsed.error.issues) {
    const at = problemAt(agreement, issue.path as (string | number)[]);
    const value = issue.path.reduce<unknown>(
      (holder, step) =>
        holder && typeof holder === 'object' ? (holder as Record<PropertyKey, unknown>)[step] : undefined,
      input,
    );
    const missing = (value === undefined || value === null || value === '') && issue.code !== 'custom';
    problems.push({ ...at, issue: { ...(issue as ValidationIssue), missing } });
  }
  return agreement;
}

/**
 * The agreements of a template's rows, in the order their keys first appear. A row without a key
 * stands alone and is refused; an agreement id given under two keys refuses the second.
 */
export function agreementsOfTemplate(rows: readonly TemplateRow[]): TemplateAgreement[] {
  const byKey = new Map<string, TemplateRow[]>();
  const agreements: TemplateAgreement[] = [];
  for (const row of rows) {
    const key = cellText(row.values.agreementKey);
    if (key === null) {
      agreements.push({
        key: '',
        rows: [row.number],
        fields: null,
        levers: [],
        problems: [{ row: row.number, column: 'agreementKey', message: 'errors.required' }],
      });
      continue;
    }
    const group = byKey.get(key);
    if (group) group.push(row);
    else {
      byKey.set(key, [row]);
      agreements.push({ key, rows: [], fields: null, levers: [], problems: [] });
    }
  }
  const idsSeen = new Map<number, string>();
  return agreements.map((placeholder) => {
    if (placeholder.key === '') return placeholder;
    const agreement = agreementOf(placeholder.key, byKey.get(placeholder.key) ?? []);
    const id = agreement.fields?.id;
    if (id !== undefined) {
      const other = idsSeen.get(id);
      if (other !== undefined) {
        agreement.problems.push({
          row: agreement.rows[0] ?? 0,
          column: 'agreementId',
          message: 'agreementTemplate.idRepeated',
          params: { id, key: other },
        });
        return { ...agreement, fields: null };
      }
      idsSeen.set(id, agreement.key);
    }
    return agreement;
  });
}

// ---------------------------------------------------------------------------------------------
// Comparing a file's agreement with the stored one

/** One difference between the stored agreement and the file's: a column, or one of its levers'. */
export interface TemplateChange {
  /** `description`; `lever:12` (a lever added or removed); `lever:12:discountPercent`. */
  key: string;
  before: string | null;
  after: string | null;
}

/** A lever's key in the changes of its agreement (`lever:12`), and of one of its columns. */
export function leverChangeKey(leverId: number, column?: string): string {
  return column ? `lever:${leverId}:${column}` : `lever:${leverId}`;
}

const MAIN_COMPARED = AGREEMENT_COLUMNS.filter(
  (column) => column.imported !== false && !['agreementKey', 'agreementId', 'version'].includes(column.name),
).map((column) => column.name);

const shown = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.length === 0 ? null : value.join(', ');
  return String(value);
};

const eventsText = (events: TAgreementLeverSave['events']): string | null =>
  events.length === 0
    ? null
    : events.map((event) => `${event.competence} ${event.description}: ${event.value}`).join('; ');

/** A lever's own columns as text: funds type, business unit, values, scope, customers and payers. */
function leverColumns(lever: TAgreementLeverSave): Record<string, string | null> {
  const columns: Record<string, string | null> = {
    leverFundsType: lever.fundsType,
    leverBusinessUnit: lever.commodity,
    goalDescription: shown(lever.goalDescription),
  };
  for (const field of AGREEMENT_LEVER_VALUES) columns[leverColumnOf(field)] = shown(lever[field]);
  for (const field of LEVER_LISTS) columns[field] = shown(lever[field]);
  return columns;
}

/** A lever's values as compared: its yearly value as the save stores it (a quota event's is its events'). */
function leverView(
  lever: TAgreementLeverSave,
  model: CalculationModel | undefined,
): Record<string, string | null> {
  return {
    ...leverColumns(lever),
    expectedYearlyValue: expectedYearlyValue(lever, model),
    events: eventsText(lever.events),
  };
}

/**
 * What saving the file's agreement would change in the stored one, column by column and lever by
 * lever (levers are matched by their catalogue lever); nothing when the file holds it as stored,
 * so importing the same file twice changes nothing the second time.
 */
export function agreementChanges(
  stored: TAgreementFields,
  proposed: TAgreementFields,
  modelOf: (leverId: number) => CalculationModel | undefined,
): TemplateChange[] {
  const changes: TemplateChange[] = [];
  for (const name of MAIN_COMPARED) {
    const before = shown(stored[name as keyof TAgreementFields]);
    const after = shown(proposed[name as keyof TAgreementFields]);
    if (before !== after) changes.push({ key: name, before, after });
  }
  const storedLevers = new Map(stored.levers.map((lever) => [lever.leverId, lever]));
  const proposedLevers = new Map(proposed.levers.map((lever) => [lever.leverId, lever]));
  for (const [leverId, lever] of proposedLevers) {
    const before = storedLevers.get(leverId);
    if (!before) {
      changes.push({ key: leverChangeKey(leverId), before: null, after: String(leverId) });
      continue;
    }
    const beforeView = leverView(before, modelOf(leverId));
    const afterView = leverView(lever, modelOf(leverId));
    for (const [column, value] of Object.entries(afterView)) {
      if (beforeView[column] !== value) {
        changes.push({
          key: leverChangeKey(leverId, column),
          before: beforeView[column] ?? null,
          after: value,
        });
      }
    }
  }
  for (const leverId of storedLevers.keys()) {
    if (!proposedLevers.has(leverId))
      changes.push({ key: leverChangeKey(leverId), before: String(leverId), after: null });
  }
  // The order of the levers is the agreement's too.
  const order = (levers: readonly TAgreementLeverSave[]) => levers.map((lever) => lever.leverId).join(',');
  if (changes.length === 0 && order(stored.levers) !== order(proposed.levers)) {
    changes.push({ key: 'levers', before: order(stored.levers), after: order(proposed.levers) });
  }
  return changes;
}

// ---------------------------------------------------------------------------------------------
// Exporting

/** A stored agreement's rows in the template: one per lever, one per event of a quota-event lever. */
export function templateRowsOf(
  agreement: TAgreementFields & { id: number; version: number },
  extra: { status: string; leverName: (leverId: number) => string },
): Record<string, string | number | null>[] {
  const main: Record<string, string | number | null> = {
    agreementKey: String(agreement.id),
    agreementId: agreement.id,
    version: agreement.version,
    status: extra.status,
  };
  for (const name of MAIN_COMPARED) main[name] = shown(agreement[name as keyof TAgreementFields]);
  return agreement.levers.flatMap((lever) => {
    const row: Record<string, string | number | null> = {
      ...main,
      leverId: lever.leverId,
      leverName: extra.leverName(lever.leverId),
      ...leverColumns(lever),
      expectedYearlyValue: lever.expectedYearlyValue ?? null,
    };
    if (lever.events.length === 0) return [row];
    return lever.events.map((event) => ({
      ...row,
      eventCompetence: event.competence,
      eventDescription: event.description,
      eventValue: event.value,
    }));
  });
}
