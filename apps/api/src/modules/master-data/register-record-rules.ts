import { formatCnpj } from '@trade-terms/domain/cnpj';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { FieldDeclaration, RecordRule, RegisterDeclaration } from '@trade-terms/domain/registers';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { Db } from '../../platform/db/database';
import type { OutcomeMessage } from '../../platform/http/success-message';
import { pointedIds, type RowValues, referenceLabels, rowsWithValue } from './register-repository';
import { tableOf } from './register-tables';

/**
 * The declared rules across fields and records (register-shape.ts, `RecordRule`), applied the
 * same way to a save and to every row of an import, for any register that declares them.
 */
const OTHERS_NAMED = 3;

function fieldOf(register: RegisterDeclaration, name: string): FieldDeclaration {
  const field = register.fields.find((candidate) => candidate.name === name);
  if (!field) throw new Error(`register ${register.key} declares a rule on an unknown field ${name}`);
  return field;
}

const label = (record: { code: string; name: string }) => `${record.code} - ${record.name}`;

/** The `withinParent` rules a batch of records breaks: one list of problems per record, in order. */
export async function recordRuleProblems(
  db: Db,
  register: RegisterDeclaration,
  records: readonly RowValues[],
): Promise<FieldProblem[][]> {
  const problems: FieldProblem[][] = records.map(() => []);
  for (const rule of register.rules ?? []) {
    if (rule.kind !== 'withinParent') continue;
    await withinParent(db, register, rule, records, problems);
  }
  return problems;
}

async function withinParent(
  db: Db,
  register: RegisterDeclaration,
  rule: Extract<RecordRule, { kind: 'withinParent' }>,
  records: readonly RowValues[],
  problems: FieldProblem[][],
): Promise<void> {
  const child = fieldOf(register, rule.field);
  if (!child.references) throw new Error(`rule field ${rule.field} of ${register.key} is no reference`);
  const target = REGISTER_DECLARATIONS[child.references];
  const parentRegister = fieldOf(target, rule.parent).references;
  if (!parentRegister) throw new Error(`rule parent ${rule.parent} of ${target.key} is no reference`);
  const isId = (value: unknown): value is number => typeof value === 'number';
  const childIds = records.map((values) => values[rule.field]).filter(isId);
  const parents = await pointedIds(db, target, rule.parent, childIds);
  const outside = records.map((values) => {
    const childId = values[rule.field];
    const parentId = values[rule.parent];
    if (!isId(childId) || !isId(parentId)) return null;
    const actual = parents.get(childId);
    // An unknown child is the reference check's to report.
    return actual === undefined || actual === parentId ? null : { childId, actual };
  });
  const found = outside.filter((entry) => entry !== null);
  if (found.length === 0) return;
  const children = await referenceLabels(
    db,
    tableOf(target.key),
    found.map((entry) => entry.childId),
  );
  const actualParents = await referenceLabels(
    db,
    tableOf(parentRegister),
    found.flatMap((entry) => (entry.actual === null ? [] : [entry.actual])),
  );
  outside.forEach((entry, index) => {
    if (!entry) return;
    const parent = entry.actual === null ? undefined : actualParents.get(entry.actual);
    problems[index]?.push({
      path: [rule.field],
      message: rule.message,
      params: {
        value: children.get(entry.childId)?.code ?? String(entry.childId),
        parent: parent ? label(parent) : '-',
      },
    });
  });
}

/** The warnings of the `sharedValueWarning` rules for a saved record, naming the other records. */
export async function recordRuleWarnings(
  db: Db,
  register: RegisterDeclaration,
  saved: RowValues & { id: number },
): Promise<OutcomeMessage[]> {
  const warnings: OutcomeMessage[] = [];
  for (const rule of register.rules ?? []) {
    if (rule.kind !== 'sharedValueWarning') continue;
    const value = saved[rule.field];
    if (value === null || value === undefined || value === '') continue;
    const others = await rowsWithValue(db, register, rule.field, value, saved.id, OTHERS_NAMED + 1);
    if (others.length === 0) continue;
    const named = others.slice(0, OTHERS_NAMED).map(label);
    if (others.length > OTHERS_NAMED) named.push('…');
    const field = fieldOf(register, rule.field);
    warnings.push({
      kind: 'ALERTA',
      key: rule.message,
      params: {
        value: field.format === 'cnpj' ? formatCnpj(String(value)) : String(value),
        others: named.join(', '),
      },
    });
  }
  return warnings;
}
