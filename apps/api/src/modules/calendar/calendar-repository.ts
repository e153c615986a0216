import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { VersionedRecords } from '../../platform/db/versioned-save';
import { calendarEvents, calendarEventTypes } from './calendar-table';

export interface EventContent {
  /** ISO calendar date, YYYY-MM-DD. */
  eventDate: string;
  description: string;
  color: string;
  eventTypeId: number;
}

const eventColumns = {
  id: calendarEvents.id,
  eventDate: calendarEvents.eventDate,
  description: calendarEvents.description,
  color: calendarEvents.color,
  eventType: calendarEventTypes.name,
  version: calendarEvents.version,
};

export type EventRow = {
  id: number;
  eventDate: string;
  description: string;
  color: string;
  eventType: string;
  version: number;
};

export function listEventTypes(db: Db) {
  return db
    .select({ id: calendarEventTypes.id, name: calendarEventTypes.name })
    .from(calendarEventTypes)
    .orderBy(asc(calendarEventTypes.name));
}

export async function findEventTypeId(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: calendarEventTypes.id })
    .from(calendarEventTypes)
    .where(sql`lower(${calendarEventTypes.name}) = lower(${name})`);
  return row?.id ?? null;
}

export async function insertEventType(db: Db, name: string, actorId: number | null): Promise<number> {
  const [row] = await db
    .insert(calendarEventTypes)
    .values({ name, createdBy: actorId, updatedBy: actorId })
    .returning({ id: calendarEventTypes.id });
  if (!row) throw new Error('event type insert returned no row');
  return row.id;
}

export async function findEvent(db: Db, id: number): Promise<EventRow | null> {
  const [row] = await db
    .select(eventColumns)
    .from(calendarEvents)
    .innerJoin(calendarEventTypes, eq(calendarEventTypes.id, calendarEvents.eventTypeId))
    .where(eq(calendarEvents.id, id));
  return row ?? null;
}

/** Events are saved and removed through the platform's versioned save. */
export const eventRecords: VersionedRecords<typeof calendarEvents, EventContent, EventRow> = {
  table: calendarEvents,
  columns: (content) => content,
  read: findEvent,
};

export interface EventQuery {
  from: string;
  /** Inclusive; none means every later event, up to the limit. */
  to: string | null;
  /** Type names, matched without regard to case; none means every type. */
  typeNames: readonly string[] | null;
  limit: number;
}

export function searchEvents(db: Db, query: EventQuery): Promise<EventRow[]> {
  const typeNames = query.typeNames?.map((name) => name.toLowerCase()) ?? null;
  return db
    .select(eventColumns)
    .from(calendarEvents)
    .innerJoin(calendarEventTypes, eq(calendarEventTypes.id, calendarEvents.eventTypeId))
    .where(
      and(
        gte(calendarEvents.eventDate, query.from),
        query.to === null ? undefined : lte(calendarEvents.eventDate, query.to),
        typeNames === null ? undefined : inArray(sql`lower(${calendarEventTypes.name})`, typeNames),
      ),
    )
    .orderBy(asc(calendarEvents.eventDate), asc(calendarEvents.id))
    .limit(query.limit);
}
