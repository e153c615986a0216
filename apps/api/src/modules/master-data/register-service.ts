import { wirePathOf } from '@trade-terms/domain/calls/wire-names';
import { holdsAnyRole } from '@trade-terms/domain/permissions';
import {
  type FieldDeclaration,
  type RegisterDeclaration,
  referenceFields,
  type TDeactivate,
  type TReferenceLabel,
  type TRegisterOptionsRequest,
  type TRegisterRecord,
  type TRegisterSave,
  type TRegisterSearch,
  unknownReferenceMessage,
  ZRegisterOptionsRequestSchema,
} from '@trade-terms/domain/registers';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import type { OutcomeMessage } from '../../platform/http/success-message';
import { recordRuleProblems, recordRuleWarnings } from './register-record-rules';
import {
  existingIds,
  findRow,
  insertRow,
  isCodeTaken,
  optionRows,
  type RegisterRow,
  referenceLabels,
  searchRows,
  updateRow,
} from './register-repository';
import { restrictedScope, restrictionProblems } from './register-restrictions';
import { tableOf } from './register-tables';
import { auditView, changesRow, rowValuesOf, toRecord } from './register-values';

/**
 * Who is acting: the id for the audit trail, the roles for field rules (SAP payer), the data
 * restrictions for the records they may touch and the values they may store.
 */
export interface Actor {
  /** Null for the system's own changes (the demo seed). */
  id: number | null;
  authorities: readonly string[];
  restrictions: TRestrictions;
}

/** The code and name of what each record's references point to. */
export async function withReferences(
  db: Db,
  register: RegisterDeclaration,
  rows: readonly RegisterRow[],
): Promise<TRegisterRecord[]> {
  const labels = new Map<string, Map<number, TReferenceLabel>>();
  for (const field of referenceFields(register)) {
    if (!field.references) continue;
    const ids = rows.map((row) => row[field.name]).filter((id): id is number => typeof id === 'number');
    labels.set(field.name, await referenceLabels(db, tableOf(field.references), ids));
  }
  return rows.map((row) => {
    const references: Record<string, TReferenceLabel | null> = {};
    for (const [name, byId] of labels) {
      const id = row[name];
      references[name] = typeof id === 'number' ? (byId.get(id) ?? null) : null;
    }
    return toRecord(register, row, references);
  });
}

export async function searchRegister(
  db: Db,
  register: RegisterDeclaration,
  search: TRegisterSearch,
  restrictions: TRestrictions,
): Promise<{ items: TRegisterRecord[]; total: number }> {
  const { rows, total } = await searchRows(db, register, search, restrictedScope(register, restrictions));
  return { items: await withReferences(db, register, rows), total };
}

export async function findRecord(
  db: Db,
  register: RegisterDeclaration,
  id: number,
  restrictions: TRestrictions,
): Promise<TRegisterRecord> {
  // A record outside the caller's restrictions answers as a missing one.
  const row = await findRow(db, register, id, { scope: restrictedScope(register, restrictions) });
  if (!row) throw new AppError('NOT_FOUND');
  const [record] = await withReferences(db, register, [row]);
  if (!record) throw new Error('record vanished while labelled');
  return record;
}

export function registerOptions(
  db: Db,
  register: RegisterDeclaration,
  request: TRegisterOptionsRequest,
  restrictions: TRestrictions,
) {
  const flags = request.flagged ?? [];
  const unknown = flags.filter(
    (name) => !register.fields.some((field) => field.name === name && field.type === 'boolean'),
  );
  if (unknown.length > 0)
    throw invalidFields([
      {
        // The problem names the field as the caller sent it.
        path: wirePathOf(ZRegisterOptionsRequestSchema, ['flagged']),
        message: 'validation.unknownKeys',
        params: { keys: unknown.join(', ') },
      },
    ]);
  return optionRows(
    db,
    register,
    { text: request.search, limit: request.limit, flags },
    { ids: request.ids ?? [], codes: request.codes ?? [] },
    restrictedScope(register, restrictions),
  ).then((list) => ({ list }));
}

/** Fields whose value needs a role besides the edit role, checked against what is stored. */
export function fieldsNeedingRole(
  register: RegisterDeclaration,
  actor: Actor,
  values: Record<string, unknown>,
  before: RegisterRow | null,
): FieldDeclaration[] {
  return register.fields.filter((field) => {
    if (!field.editRole || !(field.name in values)) return false;
    if (holdsAnyRole(actor.authorities, [field.editRole])) return false;
    const stored = before ? (before[field.name] ?? null) : field.type === 'boolean' ? false : null;
    return String(stored) !== String(values[field.name] ?? null);
  });
}

async function referenceProblems(
  db: Db,
  register: RegisterDeclaration,
  values: Record<string, unknown>,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  for (const field of referenceFields(register)) {
    const id = values[field.name];
    if (typeof id !== 'number' || !field.references) continue;
    const found = await existingIds(db, tableOf(field.references), [id]);
    if (!found.has(id)) {
      problems.push({
        path: [field.name],
        message: unknownReferenceMessage(field.references),
        params: { value: String(id) },
      });
    }
  }
  return problems;
}

export interface SavedRecord {
  record: TRegisterRecord;
  /** What the declared rules warn about a save they let through (a CNPJ another customer has). */
  warnings: OutcomeMessage[];
}

/**
 * Creates a record, or changes one held at its version: a stale version answers 409 and
 * nothing is written. Codes are unique; references must exist and obey the register's declared
 * rules; fields that need a role of their own (SAP payer) refuse a change without it. A record
 * outside the actor's data restrictions is not found, and one they would store outside them is
 * refused on the restricted field. One audit row in the same transaction.
 */
export async function saveRecord(
  db: Db,
  register: RegisterDeclaration,
  input: TRegisterSave,
  actor: Actor,
): Promise<SavedRecord> {
  const { id, version, active, ...fields } = input;
  const values = rowValuesOf(register, fields);
  if (active !== undefined) values.active = active;
  try {
    return await db.transaction(async (tx) => {
      const scope = restrictedScope(register, actor.restrictions);
      const before = id === undefined ? null : await findRow(tx, register, id, { lock: true, scope });
      if (id !== undefined && !before) throw new AppError('NOT_FOUND');
      if (before && before.version !== version) throw new AppError('STALE_VERSION');
      const denied = fieldsNeedingRole(register, actor, values, before);
      if (denied[0]) throw new AppError('FIELD_ROLE_REQUIRED', { field: denied[0].name });
      const problems = await referenceProblems(tx, register, values);
      const stored = { ...before, ...values };
      const [ruleProblems = []] = await recordRuleProblems(tx, register, [stored]);
      const [outside = []] = await restrictionProblems(tx, register, actor.restrictions, [stored]);
      problems.push(...ruleProblems, ...outside);
      const code = String(values.code ?? '');
      if (await isCodeTaken(tx, register, code, before?.id)) {
        problems.push({ path: ['code'], message: 'validation.codeTaken' });
      }
      if (problems.length > 0) throw invalidFields(problems);
      if (!before) {
        const newId = await insertRow(tx, register, values, actor.id);
        const created = await findRow(tx, register, newId);
        if (!created) throw new Error('created record not found');
        await appendAudit(tx, {
          entity: register.key,
          entityId: newId,
          action: 'CRIADO',
          actorId: actor.id,
          after: auditView(register, created),
        });
        return savedRecord(tx, register, created);
      }
      if (changesRow(before, values)) {
        await updateRow(tx, register, before.id, values, actor.id);
      }
      const after = await findRow(tx, register, before.id);
      if (!after) throw new Error('updated record not found');
      if (after.version !== before.version) {
        await appendAudit(tx, {
          entity: register.key,
          entityId: before.id,
          action: before.active && !after.active ? 'INATIVADO' : 'ALTERADO',
          actorId: actor.id,
          before: auditView(register, before),
          after: auditView(register, after),
        });
      }
      return savedRecord(tx, register, after);
    });
  } catch (error) {
    // Two saves of one new code at once: the unique index settles it.
    if (isUniqueViolation(error)) throw invalidFields([{ path: ['code'], message: 'validation.codeTaken' }]);
    throw error;
  }
}

async function savedRecord(db: Db, register: RegisterDeclaration, row: RegisterRow): Promise<SavedRecord> {
  const [record] = await withReferences(db, register, [row]);
  if (!record) throw new Error('saved record vanished while labelled');
  return { record, warnings: await recordRuleWarnings(db, register, row) };
}

/**
 * Records are never deleted: deactivation keeps them for what already points to them, and
 * reactivation offers them again. A record already in the asked state is answered unchanged.
 */
async function setRecordActive(
  db: Db,
  register: RegisterDeclaration,
  request: TDeactivate,
  active: boolean,
  actor: Actor,
): Promise<TRegisterRecord> {
  return db.transaction(async (tx) => {
    const scope = restrictedScope(register, actor.restrictions);
    const before = await findRow(tx, register, request.id, { lock: true, scope });
    if (!before) throw new AppError('NOT_FOUND');
    if (request.version !== undefined && before.version !== request.version)
      throw new AppError('STALE_VERSION');
    if (before.active === active) return (await withReferences(tx, register, [before]))[0] as TRegisterRecord;
    await updateRow(tx, register, before.id, { active }, actor.id);
    const after = await findRow(tx, register, before.id);
    if (!after) throw new Error('changed record not found');
    await appendAudit(tx, {
      entity: register.key,
      entityId: before.id,
      action: active ? 'REATIVADO' : 'INATIVADO',
      actorId: actor.id,
      before: auditView(register, before),
      after: auditView(register, after),
    });
    return (await withReferences(tx, register, [after]))[0] as TRegisterRecord;
  });
}

export function deactivateRecord(db: Db, register: RegisterDeclaration, request: TDeactivate, actor: Actor) {
  return setRecordActive(db, register, request, false, actor);
}

export function reactivateRecord(db: Db, register: RegisterDeclaration, request: TDeactivate, actor: Actor) {
  return setRecordActive(db, register, request, true, actor);
}
