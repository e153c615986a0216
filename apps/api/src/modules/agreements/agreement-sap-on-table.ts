import { SAP_ON_STATES } from '@trade-terms/domain/agreement-sap-on';
import { sql } from 'drizzle-orm';
import { check, date, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { levers } from '../levers/levers-table';
import { agreements } from './agreements-table';

/**
 * SAP's answer for an ON lever of an agreement: the condition's state, its number or the reason
 * SAP refused it, and the terms (discount, validity) it was answered for, so a condition set up
 * for terms the lever no longer has shows as outdated. Keyed by agreement and catalogue lever,
 * which an agreement holds once: the answer survives the agreement's levers being saved again.
 */
export const agreementSapConditions = pgTable(
  'agreement_sap_conditions',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id, { onDelete: 'cascade' }),
    leverId: integer('lever_id')
      .notNull()
      .references(() => levers.id),
    state: varchar('state', { length: 20 }).notNull(),
    conditionNumber: varchar('condition_number', { length: 10 }),
    refusalReason: varchar('refusal_reason', { length: 500 }),
    setUpDiscountPercent: numeric('set_up_discount_percent', { precision: 9, scale: 4 }),
    setUpValidityStart: date('set_up_validity_start', { mode: 'string' }).notNull(),
    setUpValidityEnd: date('set_up_validity_end', { mode: 'string' }).notNull(),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('agreement_sap_conditions_lever_idx').on(table.agreementId, table.leverId),
    // One SAP condition record is one agreement lever's.
    uniqueIndex('agreement_sap_conditions_number_idx')
      .on(table.conditionNumber)
      .where(sql`${table.conditionNumber} is not null`),
    check('agreement_sap_conditions_state_check', sql`${table.state} in (${listed(SAP_ON_STATES)})`),
  ],
);
