import {
  DIMENSION_REGISTERS,
  isRestricted,
  outsideRestrictions,
  type RestrictionDimension,
  restrictedFields,
} from '@trade-terms/domain/data-restrictions';
import type { RegisterDeclaration } from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type RestrictedColumn, restrictionCondition } from '../../platform/db/data-restrictions';
import type { Db } from '../../platform/db/database';
import { type RowValues, referenceLabels } from './register-repository';
import { tableOf } from './register-tables';

/**
 * The data restrictions on the registers: which columns of a register table a dimension
 * restricts (from the declarations, `restrictedFields`), as the SQL condition every read uses
 * and as the check of the values a save or an imported row would store.
 */

/** A column holding ids of a dimension's records (a channel reference), for `restrictionCondition`. */
function dimensionReference(dimension: RestrictionDimension, column: PgColumn | SQL): RestrictedColumn {
  const target = tableOf(DIMENSION_REGISTERS[dimension]);
  return { dimension, column, lookup: { id: target.id, code: target.code } };
}

function restrictedColumns(register: RegisterDeclaration): RestrictedColumn[] {
  const table = tableOf(register.key) as unknown as Record<string, PgColumn>;
  return restrictedFields(register).map(({ dimension, field }) => {
    const column = table[field];
    if (!column) throw new Error(`register ${register.key} has no column ${field}`);
    return field === 'code' ? { dimension, column } : dimensionReference(dimension, column);
  });
}

/** The rows of the register the restrictions let through; undefined when they let all through. */
export function restrictedScope(register: RegisterDeclaration, restrictions: TRestrictions): SQL | undefined {
  return restrictionCondition(restrictions, restrictedColumns(register));
}

/**
 * For each record as it would be stored, the restricted fields whose value the restrictions do
 * not allow (an empty one included): such a record would be out of its author's sight. A null
 * in place of a record (none stored under that code) has no problems.
 */
export async function restrictionProblems(
  db: Db,
  register: RegisterDeclaration,
  restrictions: TRestrictions,
  records: readonly (RowValues | null)[],
): Promise<FieldProblem[][]> {
  const problems: FieldProblem[][] = records.map(() => []);
  for (const { dimension, field } of restrictedFields(register)) {
    if (!isRestricted(restrictions, dimension)) continue;
    const values = records.map((record) => record?.[field] ?? null);
    // Undefined: a reference to no record, which the reference check reports.
    let codes: (string | null | undefined)[];
    if (field === 'code') codes = values.map((value) => (value === null ? null : String(value)));
    else {
      const ids = values.filter((value): value is number => typeof value === 'number');
      const labels = await referenceLabels(db, tableOf(DIMENSION_REGISTERS[dimension]), ids);
      codes = values.map((value) => (typeof value === 'number' ? labels.get(value)?.code : null));
    }
    codes.forEach((code, index) => {
      if (!records[index] || code === undefined) return;
      problems[index]?.push(...outsideRestrictions(restrictions, dimension, code, [field]));
    });
  }
  return problems;
}
