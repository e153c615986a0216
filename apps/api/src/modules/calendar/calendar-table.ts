import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';

/** The kinds of calendar event (the `evento` of an event): a short list of names. */
export const calendarEventTypes = pgTable(
  'calendar_event_types',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 60 }).notNull(),
    ...auditColumns(),
  },
  // Events name their type, so "Feriado" and "feriado" must be one type.
  (table) => [uniqueIndex('calendar_event_types_name_lower_key').on(sql`lower(${table.name})`)],
);

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    eventDate: date('event_date', { mode: 'string' }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    // Stored as #RRGGBB in upper case, so equal colours compare equal.
    color: varchar('color', { length: 7 }).notNull(),
    eventTypeId: integer('event_type_id')
      .notNull()
      .references(() => calendarEventTypes.id),
    ...auditColumns(),
  },
  (table) => [
    index('calendar_events_date_idx').on(table.eventDate, table.id),
    check('calendar_events_color_check', sql`${table.color} ~ '^#[0-9A-F]{6}$'`),
  ],
);
