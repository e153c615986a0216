import {
  type TCalendarEvent,
  type TCalendarEventSave,
  type TCalendarEventTypeSave,
  type TCalendarSearch,
  ZCalendarEventSaveSchema,
  ZCalendarEventSchema,
  ZCalendarEventTypeSaveSchema,
} from '@trade-terms/domain/calendar';
import { toWire } from '@trade-terms/domain/calls/wire-names';
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
    eventDate: formatBrDate(row.eventDate),
    description: row.description,
    color: row.color,
    eventType: row.eventType,
    version: row.version,
  };
}

/**
 * The audit trail keeps the event as users see it, under the names the wire gives its fields:
 * the trail is never rewritten, so its rows read alike whenever they were written.
 */
function auditView(row: EventRow) {
  const { id, version, ...rest } = toEvent(row);
  return toWire(ZCalendarEventSchema, rest);
}

/** Dates arrive checked by the schema; a date that cannot be read here is a programming error. */
function isoDate(text: string): string {
  const iso = parseBrDate(text);
  if (!iso) throw new Error(`unchecked date reached the calendar: ${text}`);
  return iso;
}

export async function eventTypes(db: Db): Promise<{ list: { id: number; name: string }[] }> {
  return { list: await listEventTypes(db) };
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

const TYPE_NAME_TAKEN = () =>
  invalidFields([{ path: ['name'], message: 'validation.nameTaken' }], ZCalendarEventTypeSaveSchema);

/** `calendario/salvarTipoEvento`: editors add the types their events are filed under. */
export async function saveEventType(
  db: Db,
  input: TCalendarEventTypeSave,
  actorId: number,
): Promise<{ id: number; name: string }> {
  if ((await findEventTypeId(db, input.name)) !== null) throw TYPE_NAME_TAKEN();
  try {
    return { id: await createEventType(db, input.name, actorId), name: input.name };
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
  const day = search.day ? isoDate(search.day) : null;
  const rows = await searchEvents(db, {
    from: day ?? (search.from ? isoDate(search.from) : today),
    to: day ?? (search.to ? isoDate(search.to) : null),
    // An empty type filter is no filter: the panel starts with nothing ticked and shows all.
    typeNames: search.eventTypes && search.eventTypes.length > 0 ? search.eventTypes : null,
    limit: search.limit,
  });
  return { list: rows.map(toEvent) };
}

async function contentOf(db: Db, input: TCalendarEventSave): Promise<EventContent> {
  const eventTypeId = await findEventTypeId(db, input.eventType);
  if (eventTypeId === null) {
    throw invalidFields(
      [{ path: ['eventType'], message: 'validation.unknownEventType', params: { name: input.eventType } }],
      ZCalendarEventSaveSchema,
    );
  }
  return {
    eventDate: isoDate(input.eventDate),
    description: input.description,
    color: input.color.toUpperCase(),
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
