import { DETACHED_STATUSES, type DetachedStatus } from '@trade-terms/domain/cashflow';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { registerTables } from '../master-data/register-tables';

const byCode = { onUpdate: 'cascade' } as const;

/**
 * A detached ascertainment (avulso): money owed to a customer with no agreement behind it, for a
 * competence and budget type, paid to a SAP payer. Its channel and region are the customer's when
 * it was saved (they restrict who sees it); its business unit is chosen. Approved on the engine
 * (APURACAO_AVULSA), then paid through payments (origin APURACAO_AVULSA).
 */
export const detachedAscertainments = pgTable(
  'detached_ascertainments',
  {
    id: serial('id').primaryKey(),
    customerCode: varchar('customer_code', { length: 40 })
      .notNull()
      .references(() => registerTables.customer.code, byCode),
    payerCode: varchar('payer_code', { length: 40 })
      .notNull()
      .references(() => registerTables.customer.code, byCode),
    budgetTypeCode: varchar('budget_type_code', { length: 40 })
      .notNull()
      .references(() => registerTables.budgetType.code, byCode),
    commodityCode: varchar('commodity_code', { length: 40 })
      .notNull()
      .references(() => registerTables.commodity.code, byCode),
    channelCode: varchar('channel_code', { length: 40 }),
    regionCode: varchar('region_code', { length: 40 }),
    /** The first day of the competence's month. */
    competence: date('competence', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    justification: varchar('justification', { length: 500 }).notNull(),
    status: varchar('status', { length: 15 }).$type<DetachedStatus>().notNull().default('EM_VALIDACAO'),
    approvalRequestId: integer('approval_request_id'),
    decisionJustification: varchar('decision_justification', { length: 500 }),
    cancelJustification: varchar('cancel_justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    index('detached_ascertainments_status_idx').on(table.status, table.competence, table.id),
    index('detached_ascertainments_competence_idx').on(table.competence, table.budgetTypeCode),
    check('detached_ascertainments_value_check', sql`${table.value} > 0`),
    check('detached_ascertainments_status_check', sql`${table.status} in (${listed(DETACHED_STATUSES)})`),
  ],
);

/**
 * The evidence files of a detached ascertainment (PDF or image, kept in the file storage). A file
 * dropped on an edit stays listed as removed, with who and when, so the trail shows what the
 * approvers were given.
 */
export const detachedAscertainmentEvidence = pgTable(
  'detached_ascertainment_evidence',
  {
    id: serial('id').primaryKey(),
    detachedId: integer('detached_id')
      .notNull()
      .references(() => detachedAscertainments.id),
    name: varchar('name', { length: 200 }).notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull(),
    mime: varchar('mime', { length: 100 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by'),
  },
  (table) => [index('detached_ascertainment_evidence_detached_idx').on(table.detachedId)],
);
