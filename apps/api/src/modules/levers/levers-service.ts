import { competenceTextToIsoDate, isoDateToCompetenceText } from '@trade-terms/domain/competence';
import { allows, outsideRestrictions } from '@trade-terms/domain/data-restrictions';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import {
  type CalculationModel,
  type LeverStatus,
  leverStatus,
  modelUsesBase,
  type Periodicity,
  type TLever,
  type TLeverOptionsRequest,
  type TLeverSaved,
  type TLeverSearch,
  type TLeverSummary,
} from '@trade-terms/domain/levers';
import { REGISTER_DECLARATIONS } from '@trade-terms/domain/register-declarations';
import type { TRestrictions } from '@trade-terms/domain/session';
import type { FieldProblem } from '@trade-terms/domain/validation-messages';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { AppError, invalidFields } from '../../platform/errors';
import { recordLabels, recordsByCodes, recordsByIds } from '../master-data/register-records';
import {
  eventsOfLevers,
  findLever,
  isLeverNameTaken,
  type LeverContent,
  type LeverRecord,
  leverRecords,
  leversByIds,
  searchLevers,
} from './levers-repository';
import type { levers } from './levers-table';

/** Who asks, and the business day their "overdue" is judged on. */
export interface LeverCaller {
  /** Null for the demo data's own saves. */
  id: number | null;
  restrictions: TRestrictions;
  /** ISO calendar date in the business time zone. */
  today: string;
}

type SummaryRow = Awaited<ReturnType<typeof searchLevers>>['rows'][number];

function summaryOf(row: SummaryRow | LeverRecord, today: string): TLeverSummary {
  return {
    id: row.id,
    name: row.name,
    status: leverStatus(row, today),
    channel: row.channelCode,
    validityStart: formatBrDate(row.validityStart),
    validityEnd: row.validityEnd ? formatBrDate(row.validityEnd) : null,
    periodicities: row.periodicities as TLeverSummary['periodicities'],
    needsEvidence: row.needsEvidence,
    calculationModel: row.calculationModel as TLeverSummary['calculationModel'],
    ascertainmentOrigin: row.ascertainmentOrigin as TLeverSummary['ascertainmentOrigin'],
    calculationBasis: row.calculationBasis as TLeverSummary['calculationBasis'],
  };
}

async function leverOf(db: Db, record: LeverRecord, today: string): Promise<TLever> {
  const customerIds = [record.customerId, record.payerCustomerId].filter((id): id is number => id !== null);
  const labels = await recordLabels(db, 'customer', customerIds);
  return {
    ...summaryOf(record, today),
    version: record.version,
    active: record.active,
    customer: record.customerId === null ? null : (labels.get(record.customerId) ?? null),
    payerCustomer: record.payerCustomerId === null ? null : (labels.get(record.payerCustomerId) ?? null),
    events: record.events.map((event) => ({
      id: event.id,
      description: event.description,
      competence: isoDateToCompetenceText(event.competence),
      value: event.value,
    })),
    createdAt: record.createdAt.toISOString(),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The audit trail keeps the lever as users see it, with dates and competences as typed. */
function auditView(record: LeverRecord) {
  return {
    name: record.name,
    active: record.active,
    channel: record.channelCode,
    validityStart: formatBrDate(record.validityStart),
    validityEnd: record.validityEnd ? formatBrDate(record.validityEnd) : null,
    periodicities: record.periodicities,
    needsEvidence: record.needsEvidence,
    calculationModel: record.calculationModel,
    ascertainmentOrigin: record.ascertainmentOrigin,
    calculationBasis: record.calculationBasis,
    customerId: record.customerId,
    payerCustomerId: record.payerCustomerId,
    events: record.events.map((event) => ({
      description: event.description,
      competence: isoDateToCompetenceText(event.competence),
      value: event.value,
    })),
  };
}

const LEVERS: VersionedEntity<typeof levers, LeverContent, LeverRecord> = {
  ...leverRecords,
  entity: 'lever',
  auditView,
  refusal: (error) =>
    isUniqueViolation(error, 'levers_channel_name_key')
      ? invalidFields([{ path: ['name'], message: 'validation.lever.nameTaken' }])
      : undefined,
};

/** Dates and competences arrive checked by the schema; one that cannot be read here is a bug. */
function checked(value: string | null): string {
  if (value === null) throw new Error('an unchecked date reached the lever catalogue');
  return value;
}

function contentOf(input: TLeverSaved): LeverContent {
  const facing = input.calculationModel === 'FIXED_VALUE';
  return {
    name: input.name,
    active: input.active,
    channelCode: input.channel,
    validityStart: checked(parseBrDate(input.validityStart)),
    validityEnd: input.validityEnd ? checked(parseBrDate(input.validityEnd)) : null,
    periodicities: input.periodicities,
    needsEvidence: input.needsEvidence,
    calculationModel: input.calculationModel,
    ascertainmentOrigin: input.ascertainmentOrigin,
    // What a model does not use is not kept: a lever switched from facing loses its customers.
    calculationBasis: modelUsesBase(input.calculationModel) ? (input.calculationBasis ?? null) : null,
    customerId: facing ? (input.customerId ?? null) : null,
    payerCustomerId: facing ? (input.payerCustomerId ?? null) : null,
    events: input.events.map((event) => ({
      description: event.description,
      competence: checked(competenceTextToIsoDate(event.competence)),
      value: event.value,
    })),
  };
}

/**
 * What the lever points at must exist and be active; a reference the lever already held is kept
 * even when it was deactivated since, so an old lever can still be edited.
 */
async function referenceProblems(
  db: Db,
  content: LeverContent,
  before: LeverRecord | null,
): Promise<FieldProblem[]> {
  const problems: FieldProblem[] = [];
  const channel = (await recordsByCodes(db, REGISTER_DECLARATIONS.channel, [content.channelCode])).get(
    content.channelCode,
  );
  if (!channel) {
    problems.push({
      path: ['channel'],
      message: 'validation.unknownCode',
      params: { code: content.channelCode },
    });
  } else if (!channel.active && before?.channelCode !== content.channelCode) {
    problems.push({
      path: ['channel'],
      message: 'validation.lever.inactiveReference',
      params: { code: content.channelCode },
    });
  }
  const ids = [content.customerId, content.payerCustomerId].filter((id): id is number => id !== null);
  const customers = await recordsByIds(db, 'customer', ids);
  const checkCustomer = (field: 'customerId' | 'payerCustomerId', id: number | null) => {
    if (id === null) return;
    const customer = customers.get(id);
    if (!customer) {
      problems.push({
        path: [field],
        message: 'validation.lever.unknownCustomer',
        params: { id: String(id) },
      });
    } else if (!customer.active && before?.[field] !== id) {
      problems.push({
        path: [field],
        message: 'validation.lever.inactiveReference',
        params: { code: String(customer.code) },
      });
    } else if (field === 'payerCustomerId' && customer.sapPayer !== true) {
      problems.push({
        path: [field],
        message: 'validation.lever.payerNotSapPayer',
        params: { code: String(customer.code) },
      });
    }
  };
  checkCustomer('customerId', content.customerId);
  checkCustomer('payerCustomerId', content.payerCustomerId);
  return problems;
}

function refuseIfAny(problems: FieldProblem[]): void {
  if (problems.length > 0) throw invalidFields(problems);
}

export async function findLevers(db: Db, search: TLeverSearch, caller: LeverCaller) {
  const { rows, total } = await searchLevers(db, {
    search,
    validFrom: search.validFrom ? parseBrDate(search.validFrom) : null,
    validTo: search.validTo ? parseBrDate(search.validTo) : null,
    today: caller.today,
    restrictions: caller.restrictions,
  });
  return { items: rows.map((row) => summaryOf(row, caller.today)), total };
}

/** One lever; 404 when there is none, or when it is in a channel outside the caller's. */
export async function getLever(db: Db, id: number, caller: LeverCaller): Promise<TLever> {
  const record = await findLever(db, id, caller.restrictions);
  if (!record) throw new AppError('NOT_FOUND');
  return leverOf(db, record, caller.today);
}

/**
 * Creates a lever, or changes one held at the caller's version, with its events and the audit
 * row in one transaction. A channel outside the caller's restrictions is refused on the field; a
 * stored lever outside them is not found, as it is not listed.
 */
export async function saveLever(db: Db, input: TLeverSaved, caller: LeverCaller): Promise<TLever> {
  const content = contentOf(input);
  const outside = outsideRestrictions(caller.restrictions, 'canais', content.channelCode, ['channel']);
  if (outside.length > 0) throw invalidFields(outside);
  const nameTaken = async (tx: Db) =>
    (await isLeverNameTaken(tx, content.channelCode, content.name, input.id))
      ? [{ path: ['name'], message: 'validation.lever.nameTaken' } satisfies FieldProblem]
      : [];
  const saved = await saveVersioned(db, LEVERS, {
    id: input.id,
    version: input.version,
    actorId: caller.id,
    content,
    check: async (tx) => {
      if (input.id === undefined)
        refuseIfAny([...(await nameTaken(tx)), ...(await referenceProblems(tx, content, null))]);
    },
    checkChange: async (tx, before) => {
      if (!allows(caller.restrictions, 'canais', before.channelCode)) throw new AppError('NOT_FOUND');
      refuseIfAny([...(await nameTaken(tx)), ...(await referenceProblems(tx, content, before))]);
    },
  });
  return leverOf(db, saved, caller.today);
}

/** What an agreement needs to know of the catalogue levers it names, by id. */
export interface CatalogueEntry {
  name: string;
  channel: string;
  calculationModel: CalculationModel;
  status: LeverStatus;
  /** ISO date: agreements compare their start with it (divergences). */
  validityStart: string;
}

export async function catalogueEntries(db: Db, ids: readonly number[], today: string) {
  const rows = await leversByIds(db, ids);
  return new Map<number, CatalogueEntry>(
    rows.map((row) => [
      row.id,
      {
        name: row.name,
        channel: row.channelCode,
        calculationModel: row.calculationModel as CalculationModel,
        status: leverStatus(row, today),
        validityStart: row.validityStart,
      },
    ]),
  );
}

/** `alavanca/buscarInput`: active levers within validity of the channels, within the caller's. */
export async function leverOptions(db: Db, request: TLeverOptionsRequest, caller: LeverCaller) {
  const { rows } = await searchLevers(db, {
    search: {
      page: 1,
      pageSize: 200,
      direction: 'asc',
      sortBy: 'name',
      status: 'ATIVO',
      ...(request.channels ? { channels: request.channels } : {}),
      ...(request.search ? { search: request.search } : {}),
    },
    validFrom: null,
    validTo: null,
    today: caller.today,
    restrictions: caller.restrictions,
  });
  const events = await eventsOfLevers(
    db,
    rows.filter((row) => row.calculationModel === 'QUOTA_EVENT').map((row) => row.id),
  );
  return {
    list: rows.map((row) => ({
      id: row.id,
      name: row.name,
      channel: row.channelCode,
      calculationModel: row.calculationModel as CalculationModel,
      periodicities: row.periodicities as Periodicity[],
      needsEvidence: row.needsEvidence,
      events: (events.get(row.id) ?? []).map((event) => ({
        description: event.description,
        competence: isoDateToCompetenceText(event.competence),
        value: event.value,
      })),
    })),
  };
}

/** The catalogue events of these levers, by lever (a quota-event agreement lever is checked against them). */
export function leverEventsOf(db: Db, ids: readonly number[]) {
  return eventsOfLevers(db, ids);
}
