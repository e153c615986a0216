import {
  PAYMENT_STAGES,
  type PaymentStage,
  SEGMENT_TYPES,
  type SegmentType,
} from '@trade-terms/domain/payments';
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
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';

/** A lot of payment groups sent to SAP together: its code is `lotCode(id)`. */
export const paymentLots = pgTable('payment_lots', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 20 }).notNull().unique('payment_lots_code_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: integer('created_by'),
});

/**
 * A group of payment items sharing channel, competence, sales organisation, commodity, budget
 * type and RIC box; it moves through the stages together and carries its stage's approval.
 */
export const paymentGroups = pgTable(
  'payment_groups',
  {
    id: serial('id').primaryKey(),
    channel: varchar('channel', { length: 40 }).notNull(),
    competence: date('competence', { mode: 'string' }).notNull(),
    salesOrganization: varchar('sales_organization', { length: 40 }).notNull(),
    commodity: varchar('commodity', { length: 40 }).notNull(),
    budgetType: varchar('budget_type', { length: 40 }).notNull(),
    ricBox: varchar('ric_box', { length: 40 }).notNull(),
    origin: varchar('origin', { length: 20 }).notNull(),
    stage: varchar('stage', { length: 15 }).$type<PaymentStage>().notNull().default('VALIDACAO'),
    approvalRequestId: integer('approval_request_id'),
    disapprovalJustification: varchar('disapproval_justification', { length: 500 }),
    lotId: integer('lot_id').references(() => paymentLots.id),
    ...auditColumns(),
  },
  (table) => [
    index('payment_groups_stage_idx').on(table.stage, table.competence, table.id),
    index('payment_groups_lot_idx').on(table.lotId),
    check('payment_groups_stage_check', sql`${table.stage} in (${listed(PAYMENT_STAGES)})`),
  ],
);

/**
 * What one payment pays: an ascertainment line's to-pay for one SAP payer (origin APURACAO), or a
 * confirmed appreciation row of a cycle folder, an action's money for one customer (origin
 * PASTA_CICLO), a detached ascertainment (origin APURACAO_AVULSA), or an ascertained month of a
 * percentage contract (origin CONTRATO_PERCENTUAL); exactly one source, the database checks which.
 * An active item (not disapproved) exists once per line and payer, once per appreciation row, once
 * per detached ascertainment and once per percentage month; the line's allocation row below bounds
 * what all its items add up to. What was reserved on the budget map is
 * released at most once, and exactly.
 */
export const paymentItems = pgTable(
  'payment_items',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => paymentGroups.id),
    position: integer('position').notNull(),
    ascertainmentId: integer('ascertainment_id'),
    ascertainmentLineId: integer('ascertainment_line_id'),
    agreementId: integer('agreement_id'),
    folderId: integer('folder_id'),
    folderActionId: integer('folder_action_id'),
    appreciationRowId: integer('appreciation_row_id'),
    /** A detached ascertainment's whole value (origin APURACAO_AVULSA), module `cashflow`. */
    detachedAscertainmentId: integer('detached_ascertainment_id'),
    /** The ascertained month of a percentage contract it pays (origin CONTRATO_PERCENTUAL). */
    percentageAscertainmentId: integer('percentage_ascertainment_id'),
    /** What the liberation took over of the folder action's own reservation (the rest it reserved). */
    takenOver: numeric('taken_over', { precision: 18, scale: 2 }),
    economicGroup: varchar('economic_group', { length: 40 }).notNull(),
    payerCode: varchar('payer_code', { length: 40 }).notNull(),
    segment: varchar('segment', { length: 40 }),
    segmentType: varchar('segment_type', { length: 20 }).$type<SegmentType>().notNull(),
    region: varchar('region', { length: 40 }),
    cva: varchar('cva', { length: 40 }),
    calculated: numeric('calculated', { precision: 18, scale: 2 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    active: boolean('active').notNull().default(true),
    mapLineId: integer('map_line_id'),
    reserved: numeric('reserved', { precision: 18, scale: 2 }),
    released: numeric('released', { precision: 18, scale: 2 }),
    daughterBudgetCode: varchar('daughter_budget_code', { length: 20 }),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    paymentNumber: varchar('payment_number', { length: 40 }),
    paymentDate: date('payment_date', { mode: 'string' }),
    paymentStatus: varchar('payment_status', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: integer('created_by'),
  },
  (table) => [
    uniqueIndex('payment_items_line_payer_key')
      .on(table.ascertainmentLineId, table.payerCode)
      .where(sql`${table.active}`),
    uniqueIndex('payment_items_appreciation_row_key').on(table.appreciationRowId).where(sql`${table.active}`),
    uniqueIndex('payment_items_detached_key').on(table.detachedAscertainmentId).where(sql`${table.active}`),
    uniqueIndex('payment_items_percentage_ascertainment_key')
      .on(table.percentageAscertainmentId)
      .where(sql`${table.active}`),
    index('payment_items_folder_idx').on(table.folderId),
    check(
      'payment_items_source_check',
      sql`num_nonnulls(${table.ascertainmentLineId}, ${table.appreciationRowId}, ${table.detachedAscertainmentId}, ${table.percentageAscertainmentId}) = 1
      and (${table.ascertainmentLineId} is null) = (${table.ascertainmentId} is null)
      and (${table.ascertainmentLineId} is null) = (${table.agreementId} is null)
      and (${table.appreciationRowId} is null) = (${table.folderActionId} is null)
      and (${table.appreciationRowId} is null) = (${table.folderId} is null)`,
    ),
    uniqueIndex('payment_items_payment_number_key')
      .on(table.paymentNumber)
      .where(sql`${table.paymentNumber} is not null`),
    index('payment_items_group_idx').on(table.groupId, table.position),
    check('payment_items_amount_check', sql`${table.amount} > 0`),
    check('payment_items_segment_type_check', sql`${table.segmentType} in (${listed(SEGMENT_TYPES)})`),
    check(
      'payment_items_release_check',
      sql`${table.released} is null or (${table.reserved} is not null and ${table.released} = ${table.reserved})`,
    ),
  ],
);

/**
 * What the active payment items of an ascertainment line add up to, against the line's to-pay
 * when its first item was made: the database refuses more (paid at most once), and concurrent
 * writers of one line queue on its row.
 */
export const paymentLineAllocations = pgTable(
  'payment_line_allocations',
  {
    ascertainmentLineId: integer('ascertainment_line_id').primaryKey(),
    toPay: numeric('to_pay', { precision: 18, scale: 2 }).notNull(),
    allocated: numeric('allocated', { precision: 18, scale: 2 }).notNull(),
  },
  (table) => [
    check(
      'payment_line_allocations_bound_check',
      sql`${table.allocated} >= 0 and ${table.allocated} <= ${table.toPay}`,
    ),
  ],
);
