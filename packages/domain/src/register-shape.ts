import type { MessageKey } from './messages/pt-BR';
import type { FeatureGroup, Role } from './permissions';

/**
 * The register engine's declarations: a register (category, customer, SKU...) is described once
 * as data, and the server (table, calls, spreadsheets) and the web client (list columns,
 * filters, form fields and their rules) are both driven by the description.
 */
export type FieldType =
  | 'text'
  | 'integer'
  /** numeric(18,2), travels as a decimal string ("1234.50"). */
  | 'money'
  /** numeric(9,4), travels as a decimal string ("12.5000"). */
  | 'percentage'
  /** numeric(18,3), weights and volumes, as a decimal string. */
  | 'quantity'
  /** DD/MM/YYYY on the wire, a date in the database. */
  | 'date'
  /** MM/YYYY on the wire, the first day of the month in the database. */
  | 'competence'
  | 'boolean'
  | 'enum'
  /** The id of a record of another register; spreadsheets carry its code. */
  | 'reference';

export const DECIMAL_SCALE = { money: 2, percentage: 4, quantity: 3 } as const;
export const DECIMAL_PRECISION = { money: 18, percentage: 9, quantity: 18 } as const;

export interface FieldDeclaration {
  /** Wire name (JSON) and, in snake case, the column name. */
  name: string;
  type: FieldType;
  label: MessageKey;
  required?: boolean;
  maxLength?: number;
  /** Bounds of numbers; decimals give them as decimal strings. */
  min?: number | string;
  max?: number | string;
  pattern?: { regex: string; message: MessageKey };
  format?: 'cnpj' | 'email';
  /** Values of an enum field. */
  options?: readonly string[];
  /**
   * The values are codes a reader would not understand (`SIM_NAO`, `NOVA`): screens and exports
   * show their labels, `fieldOptions.<field>.<value>`. Values that are read as they are (ON/OFF,
   * states) leave this unset.
   */
  labelledOptions?: boolean;
  /** The register a reference field points to. */
  references?: RegisterKey;
  /** Shown as a list column (and sortable). */
  list?: boolean;
  /** Offered as a list filter. */
  filter?: boolean;
  /** Left out of exports and of the import template when false. */
  exported?: boolean;
  /** Left out of imports when false (the column may still be exported). */
  imported?: boolean;
  /** No two records share the value. */
  unique?: boolean;
  /** Setting or changing the value needs this role besides the register's edit role. */
  editRole?: Role;
}

export interface RegisterDeclaration {
  key: RegisterKey;
  /** Client base path of the list (spec §2); forms at `${formPath}/register` and `/edit/{id}`. */
  path: string;
  formPath: string;
  /** Calls are `POST /api/<apiName>/<verb>`. */
  apiName: string;
  title: MessageKey;
  /** One record, in lower case as it reads inside a sentence ("Editar categoria: CAT01"). */
  singular: MessageKey;
  viewRole: Role;
  editRole: Role;
  /** Base of exported and template file names. */
  fileName: string;
  /** Every field, including `code`, `name` and, where the register has one, the validity. */
  fields: readonly FieldDeclaration[];
  hasValidity: boolean;
  /** Rules across fields or records, checked on every save and every imported row. */
  rules?: readonly RecordRule[];
  /** The side menu's group of the list; the clients and products group when absent. */
  menu?: FeatureGroup;
}

/**
 * `withinParent`: the record `field` points to must itself point, through its own `parent`
 * field, to the record this one's `parent` names (a customer's microregion lies in the
 * customer's region); a record outside is refused with `message` on `field`.
 * `sharedValueWarning`: another record with the same `field` value is allowed, and the save
 * answers `message` as a warning naming the others.
 */
export type RecordRule =
  | { kind: 'withinParent'; field: string; parent: string; message: MessageKey }
  | { kind: 'sharedValueWarning'; field: string; message: MessageKey };

export const REGISTER_KEYS = [
  'category',
  'customer',
  'productsGroup',
  'impulseItem',
  'brand',
  'microregion',
  'internalOrder',
  'innovationProduct',
  'budgetType',
  'commodity',
  'sku',
  'segment',
  'subregion',
  'ppaProduct',
  'goalExecutionQuestion',
  'targetExecutionCategory',
  'targetExecutionProduct',
  'customerPdv',
  'cva',
  'channel',
  'region',
  'economicGroup',
  'packCategory',
  'categoryPercentage',
  'tacticType',
] as const;
export type RegisterKey = (typeof REGISTER_KEYS)[number];

/**
 * The record-level columns every register has besides its fields. They share the record's
 * object with the declared fields, so no field may take their names.
 */
export const ACTIVE_FIELD = 'active';
export const VALIDITY_START = 'validityStart';
export const VALIDITY_END = 'validityEnd';

/** The message key of an enum value's label, or null when the value is shown as it is. */
export function optionLabelKey(field: FieldDeclaration, option: string): MessageKey | null {
  return field.labelledOptions ? (`fieldOptions.${field.name}.${option}` as MessageKey) : null;
}
