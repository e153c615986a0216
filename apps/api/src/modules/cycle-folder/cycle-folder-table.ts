import {
  CYCLE_ACTION_STATUSES,
  CYCLE_FOLDER_STATUSES,
  type CycleActionStatus,
  type CycleFolderStatus,
} from '@trade-terms/domain/cycle-folders';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import { budgetMapLines } from '../budget-map/budget-map-table';

/**
 * A cycle folder: the planning of one cycle (a month) of a year for a channel and a business
 * unit (commodity), at most one per the four. Its approval runs on the engine (action type
 * PASTA_CICLO); the approval's last step reserves its actions' money on the budget map.
 */
export const cycleFolders = pgTable(
  'cycle_folders',
  {
    id: serial('id').primaryKey(),
    year: integer('year').notNull(),
    cycle: integer('cycle').notNull(),
    channelCode: varchar('channel_code', { length: 40 }).notNull(),
    commodityCode: varchar('commodity_code', { length: 40 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    status: varchar('status', { length: 15 }).$type<CycleFolderStatus>().notNull().default('EM_CADASTRO'),
    planningOpen: boolean('planning_open').notNull().default(true),
    approvalRequestId: integer('approval_request_id'),
    disapprovalJustification: varchar('disapproval_justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('cycle_folders_key').on(table.year, table.cycle, table.channelCode, table.commodityCode),
    index('cycle_folders_order_idx').on(table.year, table.cycle, table.id),
    check('cycle_folders_cycle_check', sql`${table.cycle} between 1 and 12`),
    check('cycle_folders_year_check', sql`${table.year} between 2000 and 2100`),
    check('cycle_folders_status_check', sql`${table.status} in (${listed(CYCLE_FOLDER_STATUSES)})`),
  ],
);

/**
 * An action (tactic) of a folder, numbered within it, drawing its planned investment (volume ×
 * unit value, rounded once to cents) from one map line; its reservation on the ledger is
 * referenced by its id, so an action keeps its id while the folder is replanned.
 */
export const cycleFolderActions = pgTable(
  'cycle_folder_actions',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    // The code of a record of the tactic types register (checked on save, kept as typed).
    tacticType: varchar('tactic_type', { length: 20 }).notNull(),
    description: varchar('description', { length: 200 }).notNull(),
    economicGroupCode: varchar('economic_group_code', { length: 40 }),
    regionCode: varchar('region_code', { length: 40 }),
    categoryCode: varchar('category_code', { length: 40 }),
    brandCode: varchar('brand_code', { length: 40 }),
    skuCode: varchar('sku_code', { length: 40 }),
    plannedVolume: numeric('planned_volume', { precision: 15, scale: 3 }).notNull(),
    unitValue: numeric('unit_value', { precision: 16, scale: 4 }).notNull(),
    investment: numeric('investment', { precision: 18, scale: 2 }).notNull(),
    mapLineId: integer('map_line_id')
      .notNull()
      .references(() => budgetMapLines.id),
    status: varchar('status', { length: 10 }).$type<CycleActionStatus>().notNull().default('ATIVA'),
  },
  (table) => [
    uniqueIndex('cycle_folder_actions_number_key').on(table.folderId, table.number),
    index('cycle_folder_actions_line_idx').on(table.mapLineId),
    check('cycle_folder_actions_number_check', sql`${table.number} >= 1`),
    check('cycle_folder_actions_status_check', sql`${table.status} in (${listed(CYCLE_ACTION_STATUSES)})`),
    check('cycle_folder_actions_investment_check', sql`${table.investment} >= 0`),
  ],
);
