import { bigserial, index, integer, jsonb, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Append-only: who changed what, when, from what to what, and why. History exports read it. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    entity: varchar('entity', { length: 60 }).notNull(),
    entityId: varchar('entity_id', { length: 60 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    actorId: integer('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    before: jsonb('before'),
    after: jsonb('after'),
    justification: text('justification'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entity, table.entityId, table.at),
    // Reads of one kind of move across records, over a period (agreements turned back to
    // registration, changes of agreements' customers since a day).
    index('audit_log_entity_action_idx').on(table.entity, table.action, table.at),
  ],
);
