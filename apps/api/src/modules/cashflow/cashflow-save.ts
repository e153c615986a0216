import { canMoveDetached, type TDetachedSave } from '@trade-terms/domain/cashflow';
import { competenceTextToIsoDate } from '@trade-terms/domain/competence';
import { outsideRestrictions, type RestrictionDimension } from '@trade-terms/domain/data-restrictions';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import type { AppContext } from '../../app-context';
import { appendAudit } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import {
  type StoredSupportingDocument,
  storeSupportingDocument,
} from '../../platform/storage/supporting-documents';
import { activeRegisterCode } from '../master-data/register-read-models';
import { type CashflowCaller, DETACHED_ENTITY } from './cashflow-caller';
import {
  customerFacts,
  type DetachedRecord,
  evidenceOf,
  findDetached,
  insertDetached,
  insertEvidence,
  removeEvidence,
  updateDetached,
} from './cashflow-repository';

/**
 * `apuracaoAvulsa/salvar`: registers a detached ascertainment, or edits one under validation at
 * the caller's version. The customer, SAP payer, budget type and business unit must be active
 * records (the payer marked as SAP payer), within the caller's restrictions; at least one
 * evidence file stays. Every problem answers at its field and nothing is kept; the files are
 * stored before the record that names them, and removed again when the transaction fails.
 */

interface Derived {
  channel: string | null;
  region: string | null;
}

async function checkFields(db: Db, input: TDetachedSave, caller: CashflowCaller): Promise<Derived> {
  const problems: FieldProblem[] = [];
  // A new record brings its evidence; an edit is checked against what it keeps, under the lock.
  if (input.id === undefined && input.evidence.length === 0)
    problems.push({ path: ['evidence'], message: 'errors.required' });
  const outside = (dimension: RestrictionDimension, code: string | null, field: string) =>
    problems.push(...outsideRestrictions(caller.restrictions, dimension, code, [field]));
  const customers = await customerFacts(db, [input.customer, input.payer]);
  const customer = customers.get(input.customer);
  if (!customer?.active)
    problems.push({
      path: ['customer'],
      message: 'cashflow.error.unknownCustomer',
      params: { code: input.customer },
    });
  else {
    outside('canais', customer.channel, 'customer');
    outside('regioes', customer.region, 'customer');
  }
  const payer = customers.get(input.payer);
  if (!payer?.active)
    problems.push({
      path: ['payer'],
      message: 'cashflow.error.unknownCustomer',
      params: { code: input.payer },
    });
  else if (!payer.sapPayer)
    problems.push({ path: ['payer'], message: 'cashflow.error.notSapPayer', params: { code: input.payer } });
  if (!(await activeRegisterCode(db, 'budgetType', input.budgetType)))
    problems.push({
      path: ['budgetType'],
      message: 'validation.unknownCode',
      params: { code: input.budgetType },
    });
  if (!(await activeRegisterCode(db, 'commodity', input.commodity)))
    problems.push({
      path: ['commodity'],
      message: 'validation.unknownCode',
      params: { code: input.commodity },
    });
  else outside('commodities', input.commodity, 'commodity');
  if (problems.length > 0) throw invalidFields(problems);
  return { channel: customer?.channel ?? null, region: customer?.region ?? null };
}

async function storeFiles(context: AppContext, input: TDetachedSave): Promise<StoredSupportingDocument[]> {
  const stored: StoredSupportingDocument[] = [];
  try {
    for (const [index, file] of input.evidence.entries())
      stored.push(
        await storeSupportingDocument(context.storage, 'cashflow/evidence', file, {
          field: ['evidence', index].join('.'),
          contentMessage: 'cashflow.error.evidenceKind',
        }),
      );
    return stored;
  } catch (error) {
    await Promise.all(stored.map((file) => context.storage.remove(file.key)));
    throw error;
  }
}

const auditImage = (
  record: Pick<
    DetachedRecord,
    'customerCode' | 'payerCode' | 'budgetTypeCode' | 'commodityCode' | 'competence' | 'value' | 'status'
  >,
) => ({
  customer: record.customerCode,
  payer: record.payerCode,
  budgetType: record.budgetTypeCode,
  commodity: record.commodityCode,
  competence: record.competence,
  value: record.value,
  status: record.status,
});

const requiredEvidence = () => invalidFields([{ path: ['evidence'], message: 'errors.required' }]);

export async function saveDetached(
  context: AppContext,
  input: TDetachedSave,
  caller: CashflowCaller,
): Promise<number> {
  const db = context.database.db;
  const derived = await checkFields(db, input, caller);
  const fields = {
    customerCode: input.customer,
    payerCode: input.payer,
    budgetTypeCode: input.budgetType,
    commodityCode: input.commodity,
    channelCode: derived.channel,
    regionCode: derived.region,
    competence: competenceTextToIsoDate(input.competence) as string,
    value: input.value,
    justification: input.justification,
  };
  const files = await storeFiles(context, input);
  const evidenceRows = (detachedId: number) =>
    files.map((file) => ({
      detachedId,
      name: file.name,
      storageKey: file.key,
      mime: file.mime,
      createdBy: caller.id,
    }));
  try {
    return await db.transaction(async (tx) => {
      if (input.id === undefined) {
        const created = await insertDetached(tx, { ...fields, createdBy: caller.id, updatedBy: caller.id });
        await insertEvidence(tx, evidenceRows(created.id));
        await appendAudit(tx, {
          entity: DETACHED_ENTITY,
          entityId: created.id,
          action: 'CRIADA',
          actorId: caller.id,
          after: { ...auditImage(created), evidence: files.map((file) => file.name) },
          justification: input.justification,
        });
        return created.id;
      }
      const record = await findDetached(tx, input.id, caller.restrictions, { lock: true });
      if (!record) throw new AppError('NOT_FOUND');
      if (input.version !== record.version) throw new AppError('STALE_VERSION');
      if (!canMoveDetached('edit', record.status)) throw new AppError('DETACHED_STATUS_FORBIDS');
      const kept = (await evidenceOf(tx, record.id)).filter((file) => file.removedAt === null);
      const dropped = kept.filter((file) => !input.keptEvidenceIds.includes(file.id));
      if (kept.length - dropped.length + files.length === 0) throw requiredEvidence();
      await updateDetached(tx, record.id, fields, caller.id);
      await removeEvidence(
        tx,
        record.id,
        dropped.map((file) => file.id),
        caller.id,
      );
      await insertEvidence(tx, evidenceRows(record.id));
      await appendAudit(tx, {
        entity: DETACHED_ENTITY,
        entityId: record.id,
        action: 'ALTERADA',
        actorId: caller.id,
        before: auditImage(record),
        after: {
          ...auditImage({ ...record, ...fields }),
          evidenceAdded: files.map((file) => file.name),
          evidenceRemoved: dropped.map((file) => file.name),
        },
        justification: input.justification,
      });
      return record.id;
    });
  } catch (error) {
    await Promise.all(files.map((file) => context.storage.remove(file.key)));
    throw error;
  }
}
