import type { FundsType } from '@trade-terms/domain/agreements';
import {
  ASCERTAINMENT_LINE_STATUSES,
  ASCERTAINMENT_STATUSES,
  type AscertainmentLineStatus,
  type AscertainmentStatus,
  CLAIM_STATUSES,
  type ClaimStatus,
  INPUT_ROLES,
  type TLineInconsistency,
} from '@trade-terms/domain/ascertainment';
import type { AscertainmentOrigin } from '@trade-terms/domain/ascertainment-calculation';
import type { CalculationStep } from '@trade-terms/domain/calculation-engine';
import type { CalculationBasis, CalculationModel } from '@trade-terms/domain/levers';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { agreements } from '../agreements/agreements-table';
import { levers } from '../levers/levers-table';
import { users } from '../users/users-table';

/**
 * One ascertainment per agreement, business unit (commodity) and period of its levers'
 * periodicities (`Q1` of 2026, `M03` of 2026…). The competence it belongs to is the month the
 * period ends in (`period_end`, a first day of month). Its version covers its lines: validating a
 * line changes the ascertainment's version, so two analysts working from one reading are told.
 */
export const ascertainments = pgTable(
  'ascertainments',
  {
    id: serial('id').primaryKey(),
    agreementId: integer('agreement_id')
      .notNull()
      .references(() => agreements.id),
    commodityCode: varchar('commodity_code', { length: 40 }).notNull(),
    periodCode: varchar('period_code', { length: 4 }).notNull(),
    periodYear: integer('period_year').notNull(),
    /** First days of the period's first and last months. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    status: varchar('status', { length: 20 }).$type<AscertainmentStatus>().notNull().default('EM_VALIDACAO'),
    /** Approved by this day, or overdue: the period's last day plus the setting's days. */
    deadline: date('deadline', { mode: 'string' }).notNull(),
    approvalRequestId: integer('approval_request_id'),
    reprovalJustification: varchar('reproval_justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('ascertainments_identity_key').on(
      table.agreementId,
      table.commodityCode,
      table.periodCode,
      table.periodYear,
    ),
    index('ascertainments_status_idx').on(table.status, table.periodEnd, table.id),
    index('ascertainments_period_end_idx').on(table.periodEnd, table.id),
    check('ascertainments_status_check', sql`${table.status} in (${listed(ASCERTAINMENT_STATUSES)})`),
  ],
);

/**
 * One line per lever of the agreement in the ascertainment: what the engine computed (value,
 * achievement, rate, steps, inconsistencies) and the values people set after it. The lever's
 * values are read from the agreement at each calculation; the agreement lever is kept by id
 * without a foreign key, as an agreement in registration rewrites its lever rows.
 */
export const ascertainmentLines = pgTable(
  'ascertainment_lines',
  {
    id: serial('id').primaryKey(),
    ascertainmentId: integer('ascertainment_id')
      .notNull()
      .references(() => ascertainments.id, { onDelete: 'cascade' }),
    agreementLeverId: integer('agreement_lever_id').notNull(),
    position: integer('position').notNull(),
    leverId: integer('lever_id')
      .notNull()
      .references(() => levers.id),
    calculationModel: varchar('calculation_model', { length: 20 }).$type<CalculationModel>().notNull(),
    calculationBasis: varchar('calculation_basis', { length: 15 }).$type<CalculationBasis>(),
    origin: varchar('origin', { length: 10 }).$type<AscertainmentOrigin>().notNull(),
    fundsType: varchar('funds_type', { length: 3 }).$type<FundsType>().notNull(),
    status: varchar('status', { length: 15 }).$type<AscertainmentLineStatus>().notNull(),
    accurateValue: numeric('accurate_value', { precision: 18, scale: 2 }),
    achievementPercent: numeric('achievement_percent'),
    ratePercent: numeric('rate_percent'),
    validatedValue: numeric('validated_value', { precision: 18, scale: 2 }),
    validationJustification: varchar('validation_justification', { length: 500 }),
    finalValue: numeric('final_value', { precision: 18, scale: 2 }),
    finalJustification: varchar('final_justification', { length: 500 }),
    abatement: numeric('abatement', { precision: 18, scale: 2 }).notNull().default('0'),
    /** Set when the abatement granted on the invoice was keyed in (ON lines): recalculation keeps it. */
    abatementJustification: varchar('abatement_justification', { length: 500 }),
    toPay: numeric('to_pay', { precision: 18, scale: 2 }),
    /** The achievement % typed on achievements-edit (goal levers): the calculation uses it. */
    typedAchievementPercent: numeric('typed_achievement_percent', { precision: 9, scale: 4 }),
    typedAchievementBy: integer('typed_achievement_by').references(() => users.id),
    typedAchievementAt: timestamp('typed_achievement_at', { withTimezone: true }),
    steps: jsonb('steps').$type<CalculationStep[]>().notNull(),
    inconsistencies: jsonb('inconsistencies').$type<TLineInconsistency[]>().notNull(),
    /** Input rows summed (base and growth base), and a digest of their ids to tell a change. */
    inputRows: integer('input_rows').notNull().default(0),
    inputDigest: text('input_digest').notNull().default(''),
    calculatedAt: timestamp('calculated_at', { withTimezone: true }).notNull().defaultNow(),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('ascertainment_lines_lever_key').on(table.ascertainmentId, table.agreementLeverId),
    check(
      'ascertainment_lines_status_check',
      sql`${table.status} in (${listed(ASCERTAINMENT_LINE_STATUSES)})`,
    ),
    check('ascertainment_lines_to_pay_check', sql`${table.toPay} is null or ${table.toPay} >= 0`),
  ],
);

/**
 * The identity of the input rows a line summed ("why this number"): the source (SELL_IN…), the
 * row's id in it and whether it entered the base or the growth base. Written by one
 * INSERT … SELECT over the same scope the sum read, so it costs one pass over the rows, however
 * many; read back joined to the source's read model, paged.
 */
export const ascertainmentLineInputs = pgTable(
  'ascertainment_line_inputs',
  {
    lineId: integer('line_id')
      .notNull()
      .references(() => ascertainmentLines.id, { onDelete: 'cascade' }),
    role: varchar('role', { length: 12 }).notNull(),
    source: varchar('source', { length: 10 }).notNull(),
    rowId: bigint('row_id', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.lineId, table.role, table.source, table.rowId] }),
    check('ascertainment_line_inputs_role_check', sql`${table.role} in (${listed(INPUT_ROLES)})`),
  ],
);

/**
 * A claim on an approved ascertainment: the complementary value asked for and why, through its
 * own approval (action type RECLAMACAO). Approved, its value is the complementary amount the
 * ascertainment adds.
 */
export const ascertainmentClaims = pgTable(
  'ascertainment_claims',
  {
    id: serial('id').primaryKey(),
    ascertainmentId: integer('ascertainment_id')
      .notNull()
      .references(() => ascertainments.id),
    value: numeric('value', { precision: 18, scale: 2 }).notNull(),
    justification: varchar('justification', { length: 500 }).notNull(),
    status: varchar('status', { length: 20 }).$type<ClaimStatus>().notNull().default('AGUARDANDO_ANALISE'),
    decisionJustification: varchar('decision_justification', { length: 500 }),
    approvalRequestId: integer('approval_request_id'),
    /** The claim's supporting document (a PDF or an image), when it came with one. */
    evidenceName: varchar('evidence_name', { length: 200 }),
    evidenceKey: varchar('evidence_key', { length: 200 }),
    evidenceMime: varchar('evidence_mime', { length: 60 }),
    ...auditColumns(),
  },
  (table) => [
    index('ascertainment_claims_ascertainment_idx').on(table.ascertainmentId, table.id),
    check('ascertainment_claims_status_check', sql`${table.status} in (${listed(CLAIM_STATUSES)})`),
    check('ascertainment_claims_value_check', sql`${table.value} > 0`),
    check(
      'ascertainment_claims_evidence_check',
      sql`(${table.evidenceKey} is null) = (${table.evidenceName} is null) and (${table.evidenceKey} is null) = (${table.evidenceMime} is null)`,
    ),
  ],
);
