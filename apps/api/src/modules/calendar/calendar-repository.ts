import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
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

export async function findEvent(
  db: Db,
  id: number,
  options: { lock?: boolean } = {},
): Promise<EventRow | null> {
  const query = db
    .select(eventColumns)
    .from(calendarEvents)
    .innerJoin(calendarEventTypes, eq(calendarEventTypes.id, calendarEvents.eventTypeId))
    .where(eq(calendarEvents.id, id));
  const [row] = options.lock ? await query.for('update', { of: calendarEvents }) : await query;
  return row ?? null;
}

export async function insertEvent(db: Db, content: EventContent, actorId: number | null): Promise<number> {
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...content, createdBy: actorId, updatedBy: actorId })
    .returning({ id: calendarEvents.id });
  if (!row) throw new Error('event insert returned no row');
  return row.id;
}

export async function updateEvent(
  db: Db,
  id: number,
  content: EventContent,
  actorId: number | null,
): Promise<void> {
  await db
    .update(calendarEvents)
    .set({
      ...content,
      updatedAt: new Date(),
      updatedBy: actorId,
      version: sql`${calendarEvents.version} + 1`,
    })
    .where(eq(calendarEvents.id, id));
}

export async function deleteEvent(db: Db, id: number): Promise<void> {
  await db.delete(calendarEvents).where(eq(calendarEvents.id, id));
}

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
