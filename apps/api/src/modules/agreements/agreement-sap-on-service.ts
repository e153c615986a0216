import {
  answerChanges,
  type SapOnState,
  type SapOnTerms,
  sapOnAnswerProblems,
  type TSapOnExport,
  type TSapOnLever,
  type TSapOnSave,
  type TSapOnSearch,
} from '@trade-terms/domain/agreement-sap-on';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import { type AuditEntry, appendAudits } from '../../platform/audit/audit-log';
import type { Db } from '../../platform/db/database';
import { AppError, invalidFields } from '../../platform/errors';
import { catalogueEntries } from '../levers/levers-service';
import { recordsByCodes } from '../master-data/register-records';
import { usersByIds } from '../users/users-service';
import type { LifecycleCaller } from './agreement-lifecycle';
import {
  conditionNumberHolders,
  holdSapAnswers,
  lockSapConditions,
  type SapOnQuery,
  type SapOnRow,
  type StoredSapCondition,
  sapOnKey,
  sapOnLeversByKeys,
  searchSapOnLevers,
  writeSapAnswer,
} from './agreement-sap-on-repository';

export function sapOnQueryOf(filters: TSapOnSearch | TSapOnExport, caller: LifecycleCaller): SapOnQuery {
  return {
    search: filters,
    validFrom: filters.validFrom ? parseBrDate(filters.validFrom) : null,
    validTo: filters.validTo ? parseBrDate(filters.validTo) : null,
    restrictions: caller.restrictions,
  };
}

/** The terms a lever has now: what a condition must be set up for. */
export function currentTerms(row: SapOnRow): SapOnTerms {
  return {
    discountPercent: row.discountPercent,
    validityStart: row.validityStart,
    validityEnd: row.validityEnd,
  };
}

/** The names the rows show: holdings, catalogue levers and who answered. */
export async function namesOf(db: Db, rows: readonly SapOnRow[], today: string) {
  // One after the other: inside a transaction the queries share one connection.
  const holdings = await recordsByCodes(db, REGISTER_DECLARATIONS.economicGroup, [
    ...new Set(rows.map((row) => row.economicGroupCode)),
  ]);
  const levers = await catalogueEntries(
    db,
    rows.map((row) => row.leverId),
    today,
  );
  const people = await usersByIds(
    db,
    rows.flatMap((row) => (row.answeredBy === null ? [] : [row.answeredBy])),
  );
  return {
    holding: (code: string) => String(holdings.get(code)?.name ?? ''),
    lever: (id: number) => levers.get(id)?.name ?? '',
    person: (id: number | null) => (id === null ? null : (people.get(id)?.name ?? String(id))),
  };
}

type Names = Awaited<ReturnType<typeof namesOf>>;

function viewOf(row: SapOnRow, names: Names): TSapOnLever {
  const outdated = row.shownState === 'DESATUALIZADA';
  return {
    agreementId: row.agreementId,
    description: row.description,
    economicGroup: { code: row.economicGroupCode, name: names.holding(row.economicGroupCode) },
    channels: row.channels,
    businessUnit: row.commodityCode,
    leverId: row.leverId,
    leverName: names.lever(row.leverId),
    customers: row.customers,
    payers: row.payers,
    discountPercent: row.discountPercent,
    validityStart: formatBrDate(row.validityStart),
    validityEnd: formatBrDate(row.validityEnd),
    state: row.shownState,
    conditionNumber: row.conditionNumber,
    refusalReason: row.refusalReason,
    setUpFor:
      outdated && row.setUpValidityStart && row.setUpValidityEnd
        ? {
            discountPercent: row.setUpDiscountPercent,
            validityStart: formatBrDate(row.setUpValidityStart),
            validityEnd: formatBrDate(row.setUpValidityEnd),
          }
        : null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answeredBy: names.person(row.answeredBy),
    version: row.version ?? 0,
  };
}

/** `buscarAlavancasContratoSapOn`: one page of the ON levers with their SAP state. */
export async function findSapOnLevers(db: Db, search: TSapOnSearch, caller: LifecycleCaller) {
  const { rows, total } = await searchSapOnLevers(db, sapOnQueryOf(search, caller));
  const names = await namesOf(db, rows, caller.today);
  return { items: rows.map((row) => viewOf(row, names)), total };
}

/** A stored answer as its audit image shows it. */
function auditImage(answer: {
  state: SapOnState;
  conditionNumber: string | null;
  refusalReason: string | null;
  terms: SapOnTerms | null;
}) {
  return {
    sapState: answer.state,
    sapConditionNumber: answer.conditionNumber,
    sapRefusalReason: answer.refusalReason,
    ...(answer.terms
      ? {
          discountPercent: answer.terms.discountPercent,
          validity: `${formatBrDate(answer.terms.validityStart)} - ${formatBrDate(answer.terms.validityEnd)}`,
        }
      : {}),
  };
}

export function storedAnswer(stored: StoredSapCondition | undefined) {
  return stored
    ? {
        state: stored.state,
        conditionNumber: stored.conditionNumber,
        refusalReason: stored.refusalReason,
        terms: {
          discountPercent: stored.setUpDiscountPercent,
          validityStart: stored.setUpValidityStart,
          validityEnd: stored.setUpValidityEnd,
        },
      }
    : null;
}

export interface SapAnswerChange {
  lever: SapOnRow;
  leverName: string;
  stored: StoredSapCondition | undefined;
  answer: { state: SapOnState; conditionNumber: string | null; refusalReason: string | null };
}

/**
 * Writes answers that change what is stored, each with its audit row on the agreement (the
 * agreement's change history shows it), in the caller's transaction.
 */
export async function applySapAnswers(
  tx: Db,
  changes: readonly SapAnswerChange[],
  caller: LifecycleCaller,
  source: { file?: string } = {},
): Promise<void> {
  const audits: AuditEntry[] = [];
  for (const change of changes) {
    const terms = currentTerms(change.lever);
    await writeSapAnswer(
      tx,
      {
        agreementId: change.lever.agreementId,
        leverId: change.lever.leverId,
        ...change.answer,
        setUpDiscountPercent: terms.discountPercent,
        setUpValidityStart: terms.validityStart,
        setUpValidityEnd: terms.validityEnd,
      },
      change.stored,
      caller.id,
    );
    const before = storedAnswer(change.stored);
    audits.push({
      entity: 'agreement',
      entityId: change.lever.agreementId,
      action: 'CONDICAO_SAP_ON_ALTERADA',
      actorId: caller.id,
      before: { lever: change.leverName, ...(before ? auditImage(before) : { sapState: 'PENDENTE' }) },
      after: {
        lever: change.leverName,
        ...auditImage({ ...change.answer, terms }),
        ...(source.file ? { file: source.file } : {}),
      },
    });
  }
  await appendAudits(tx, audits);
}

/**
 * The lever that already holds a condition number, other than this one: one SAP condition
 * record is one agreement lever's.
 */
export function otherHolder(
  holders: ReadonlyMap<string, { agreementId: number; leverId: number }>,
  number: string | null,
  lever: { agreementId: number; leverId: number },
) {
  if (number === null) return null;
  const holder = holders.get(number);
  return holder && sapOnKey(holder) !== sapOnKey(lever) ? holder : null;
}

/** `salvarCondicaoSapOn`: one lever's answer set by hand on the screen, with the version read. */
export async function saveSapOn(db: Db, input: TSapOnSave, caller: LifecycleCaller): Promise<TSapOnLever> {
  const answer = {
    state: input.state,
    conditionNumber: input.conditionNumber ?? null,
    refusalReason: input.refusalReason ?? null,
  };
  const problems = sapOnAnswerProblems(answer);
  if (problems.length > 0) throw invalidFields(problems);
  const key = { agreementId: input.agreementId, leverId: input.leverId };
  await db.transaction(async (tx) => {
    await holdSapAnswers(tx);
    const lever = (await sapOnLeversByKeys(tx, [key], caller.restrictions)).get(sapOnKey(key));
    if (!lever) throw new AppError('NOT_FOUND');
    const stored = (await lockSapConditions(tx, [key])).get(sapOnKey(key));
    if ((stored?.version ?? 0) !== input.version) throw new AppError('STALE_VERSION');
    const kept = {
      state: answer.state,
      conditionNumber: answer.state === 'CADASTRADA' ? answer.conditionNumber : null,
      refusalReason: answer.state === 'RECUSADA' ? answer.refusalReason : null,
    };
    const holder = otherHolder(
      await conditionNumberHolders(tx, kept.conditionNumber ? [kept.conditionNumber] : []),
      kept.conditionNumber,
      key,
    );
    if (holder) {
      const holderLever = (await catalogueEntries(tx, [holder.leverId], caller.today)).get(holder.leverId);
      throw invalidFields([
        {
          path: ['conditionNumber'],
          message: 'validation.sapOn.numberTaken',
          params: {
            number: kept.conditionNumber ?? '',
            agreement: String(holder.agreementId),
            lever: holderLever?.name ?? String(holder.leverId),
          },
        },
      ]);
    }
    if (!answerChanges(storedAnswer(stored), kept, currentTerms(lever))) return;
    const names = await namesOf(tx, [lever], caller.today);
    await applySapAnswers(
      tx,
      [{ lever, leverName: names.lever(lever.leverId), stored, answer: kept }],
      caller,
    );
  });
  const row = (await sapOnLeversByKeys(db, [key], caller.restrictions)).get(sapOnKey(key));
  if (!row) throw new AppError('NOT_FOUND');
  return viewOf(row, await namesOf(db, [row], caller.today));
}
