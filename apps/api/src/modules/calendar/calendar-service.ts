import type {
  TCalendarEvent,
  TCalendarEventSave,
  TCalendarEventTypeSave,
  TCalendarSearch,
} from '@trade-terms/domain/calendar';
import { formatBrDate, parseBrDate } from '@trade-terms/domain/dates';
import { appendAudit } from '../../platform/audit/audit-log';
import { isUniqueViolation } from '../../platform/db/constraint-errors';
import type { Db } from '../../platform/db/database';
import { removeVersioned, saveVersioned, type VersionedEntity } from '../../platform/db/versioned-save';
import { invalidFields } from '../../platform/errors';
import {
  type EventContent,
  type EventRow,
  eventRecords,
  findEventTypeId,
  insertEventType,
  listEventTypes,
  searchEvents,
} from './calendar-repository';
import type { calendarEvents } from './calendar-table';

const ENTITY = 'calendar_event';

function toEvent(row: EventRow): TCalendarEvent {
  return {
    id: row.id,
    dataEvento: formatBrDate(row.eventDate),
    descricao: row.description,
    cor: row.color,
    evento: row.eventType,
    version: row.version,
  };
}

/** The audit trail keeps the event as users see it. */
function auditView(row: EventRow) {
  const { id, version, ...rest } = toEvent(row);
  return rest;
}

/** Dates arrive checked by the schema; a date that cannot be read here is a programming error. */
function isoDate(text: string): string {
  const iso = parseBrDate(text);
  if (!iso) throw new Error(`unchecked date reached the calendar: ${text}`);
  return iso;
}

export async function eventTypes(db: Db): Promise<{ list: { id: number; nome: string }[] }> {
  const rows = await listEventTypes(db);
  return { list: rows.map((row) => ({ id: row.id, nome: row.name })) };
}

export async function createEventType(db: Db, name: string, actorId: number | null): Promise<number> {
  return db.transaction(async (tx) => {
    const id = await insertEventType(tx, name, actorId);
    await appendAudit(tx, {
      entity: 'calendar_event_type',
      entityId: id,
      action: 'CRIADO',
      actorId,
      after: { name },
    });
    return id;
  });
}

const TYPE_NAME_TAKEN = () => invalidFields([{ path: ['nome'], message: 'validation.nameTaken' }]);

/** `calendario/salvarTipoEvento`: editors add the types their events are filed under. */
export async function saveEventType(
  db: Db,
  input: TCalendarEventTypeSave,
  actorId: number,
): Promise<{ id: number; nome: string }> {
  if ((await findEventTypeId(db, input.nome)) !== null) throw TYPE_NAME_TAKEN();
  try {
    return { id: await createEventType(db, input.nome, actorId), nome: input.nome };
  } catch (error) {
    // Two saves of the same new name at once: the unique index settles it.
    if (isUniqueViolation(error, 'calendar_event_types_name_lower_key')) throw TYPE_NAME_TAKEN();
    throw error;
  }
}

/**
 * The events of one day, or the next events from a date (today when none is given), sorted by
 * date. `today` is the business's calendar date, given by the caller.
 */
export async function findEvents(
  db: Db,
  search: TCalendarSearch,
  today: string,
): Promise<{ list: TCalendarEvent[] }> {
  const day = search.data ? isoDate(search.data) : null;
  const rows = await searchEvents(db, {
    from: day ?? (search.dataInicial ? isoDate(search.dataInicial) : today),
    to: day ?? (search.dataFinal ? isoDate(search.dataFinal) : null),
    // An empty type filter is no filter: the panel starts with nothing ticked and shows all.
    typeNames: search.eventos && search.eventos.length > 0 ? search.eventos : null,
    limit: search.limit,
  });
  return { list: rows.map(toEvent) };
}

async function contentOf(db: Db, input: TCalendarEventSave): Promise<EventContent> {
  const eventTypeId = await findEventTypeId(db, input.evento);
  if (eventTypeId === null) {
    throw invalidFields([
      { path: ['evento'], message: 'validation.unknownEventType', params: { name: input.evento } },
    ]);
  }
  return {
    eventDate: isoDate(input.dataEvento),
    description: input.descricao,
    color: input.cor.toUpperCase(),
    eventTypeId,
  };
}

const EVENTS: VersionedEntity<typeof calendarEvents, EventContent, EventRow> = {
  ...eventRecords,
  entity: ENTITY,
  auditView,
};

/** Creates an event, or changes one held at its current version. */
export async function saveEvent(
  db: Db,
  input: TCalendarEventSave,
  actorId: number | null,
): Promise<TCalendarEvent> {
  const saved = await saveVersioned(db, EVENTS, {
    id: input.id,
    version: input.version,
    actorId,
    content: (tx) => contentOf(tx, input),
  });
  return toEvent(saved);
}

export async function removeEvent(db: Db, id: number, actorId: number): Promise<void> {
  await removeVersioned(db, EVENTS, { id, actorId });
}
