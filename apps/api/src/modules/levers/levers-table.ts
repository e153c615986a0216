import { ASCERTAINMENT_ORIGINS, CALCULATION_BASES, CALCULATION_MODELS } from '@trade-terms/domain/levers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { registerTables } from '../master-data/register-tables';

/**
 * The lever catalogue. The channel is kept by its code (a foreign key to the channel register's
 * unique code), which is what the data restrictions list, so a restricted list filters on this
 * column itself; a channel whose code is changed keeps its levers.
 */
export const levers = pgTable(
  'levers',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    active: boolean('active').notNull().default(true),
    channelCode: varchar('channel_code', { length: 40 })
      .notNull()
      .references(() => registerTables.channel.code, { onUpdate: 'cascade' }),
    validityStart: date('validity_start', { mode: 'string' }).notNull(),
    validityEnd: date('validity_end', { mode: 'string' }),
    periodicities: varchar('periodicities', { length: 12 }).array().notNull(),
    needsEvidence: boolean('needs_evidence').notNull().default(false),
    calculationModel: varchar('calculation_model', { length: 20 }).notNull(),
    ascertainmentOrigin: varchar('ascertainment_origin', { length: 10 }).notNull(),
    calculationBasis: varchar('calculation_basis', { length: 15 }),
    customerId: integer('customer_id').references(() => registerTables.customer.id),
    payerCustomerId: integer('payer_customer_id').references(() => registerTables.customer.id),
    ...auditColumns(),
  },
  (table) => [
    // One name per channel, whatever its case: agreements pick levers by name.
    uniqueIndex('levers_channel_name_key').on(table.channelCode, sql`lower(${table.name})`),
    index('levers_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('levers_validity_idx').on(table.validityStart, table.validityEnd),
    check('levers_model_check', sql`${table.calculationModel} in (${listed(CALCULATION_MODELS)})`),
    check('levers_origin_check', sql`${table.ascertainmentOrigin} in (${listed(ASCERTAINMENT_ORIGINS)})`),
    check(
      'levers_basis_check',
      sql`${table.calculationBasis} is null or ${table.calculationBasis} in (${listed(CALCULATION_BASES)})`,
    ),
    check(
      'levers_validity_check',
      sql`${table.validityEnd} is null or ${table.validityEnd} >= ${table.validityStart}`,
    ),
  ],
);

/** The events a quota-event lever pays for, each in one competence (the first day of its month). */
export const leverEvents = pgTable(
  'lever_events',
  {
    id: serial('id').primaryKey(),
    leverId: integer('lever_id')
      .notNull()
      .references(() => levers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    index('lever_events_lever_idx').on(table.leverId, table.position),
    check('lever_events_value_check', sql`${table.value} >= 0`),
  ],
);
