import type { RegisterDeclaration, RegisterKey } from './register-shape';
import type { TRestrictions } from './session';
import type { FieldProblem } from './validation-messages';

/**
 * Data restrictions of a profile (the token's `restricoes`): the channels, commodities and
 * regions its users may see, by code. An empty list leaves that dimension open. A record is
 * within the restrictions when, on every restricted dimension it has, its value is one of the
 * listed codes; a record without a value on a restricted dimension is outside (it belongs to
 * nobody's channel, so only those who see every channel see it).
 */
export type RestrictionDimension = keyof TRestrictions;

export const RESTRICTION_DIMENSIONS: readonly RestrictionDimension[] = ['canais', 'commodities', 'regioes'];

/** The register whose codes each dimension lists. */
export const DIMENSION_REGISTERS: Record<RestrictionDimension, RegisterKey> = {
  canais: 'channel',
  commodities: 'commodity',
  regioes: 'region',
};

export const NO_RESTRICTIONS: TRestrictions = { canais: [], commodities: [], regioes: [] };

export function isRestricted(restrictions: TRestrictions, dimension: RestrictionDimension): boolean {
  return restrictions[dimension].length > 0;
}

/** Whether a record holding `code` (null: no value) on `dimension` is within the restrictions. */
export function allows(
  restrictions: TRestrictions,
  dimension: RestrictionDimension,
  code: string | null,
): boolean {
  if (!isRestricted(restrictions, dimension)) return true;
  return code !== null && restrictions[dimension].includes(code);
}

/**
 * What a save answers on the field at `path` when a code it holds on `dimension` (one, or each
 * of a list) is outside the caller's restrictions: the codes the caller may use. Nothing when
 * every code is within them.
 */
export function outsideRestrictions(
  restrictions: TRestrictions,
  dimension: RestrictionDimension,
  codes: string | null | readonly (string | null)[],
  path: FieldProblem['path'],
): FieldProblem[] {
  const held = typeof codes === 'string' || codes === null ? [codes] : codes;
  if (held.every((code) => allows(restrictions, dimension, code))) return [];
  return [
    {
      path,
      message: 'validation.outsideRestrictions',
      params: { allowed: restrictions[dimension].join(', ') },
    },
  ];
}

/** Whether a record with these codes (absent dimensions are not checked) is within the restrictions. */
export function isWithinRestrictions(
  restrictions: TRestrictions,
  codes: Partial<Record<RestrictionDimension, string | null>>,
): boolean {
  return RESTRICTION_DIMENSIONS.every(
    (dimension) => !(dimension in codes) || allows(restrictions, dimension, codes[dimension] ?? null),
  );
}

/** A field of a register that a dimension restricts. */
export interface RestrictedField {
  dimension: RestrictionDimension;
  /** A reference to the dimension's register, or `code` for the dimension's own register. */
  field: string;
}

/**
 * The fields of a register the restrictions apply to, read from its declaration: every
 * reference to the channel, commodity or region register, and the code of those registers
 * themselves (a user restricted to channel HC sees channel HC only, so every channel picker
 * offers what they may use). Only a record's own fields count: a PDV store is not restricted
 * through its customer's channel.
 */
export function restrictedFields(register: RegisterDeclaration): RestrictedField[] {
  const found: RestrictedField[] = [];
  for (const dimension of RESTRICTION_DIMENSIONS) {
    const target = DIMENSION_REGISTERS[dimension];
    if (register.key === target) found.push({ dimension, field: 'code' });
    for (const field of register.fields) {
      if (field.type === 'reference' && field.references === target)
        found.push({ dimension, field: field.name });
    }
  }
  return found;
}
