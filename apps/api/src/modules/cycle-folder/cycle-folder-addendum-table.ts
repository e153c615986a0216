import {
  ADDENDUM_CHANGE_KINDS,
  type AddendumChangeKind,
  CYCLE_FOLDER_ADDENDUM_STATUSES,
  type CycleFolderAddendumStatus,
} from '@trade-terms/domain/cycle-folder-addenda';
import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { listed } from '../../platform/db/raw-sql';
import { budgetMapLines } from '../budget-map/budget-map-table';
import { cycleFolderActions, cycleFolders } from './cycle-folder-table';

/**
 * An addendum of an approved cycle folder: numbered within the folder, justified, approved on the
 * engine (action type PASTA_CICLO, entity `cycle_folder_addendum`). At most one per folder is not
 * decided yet (a partial unique index settles two opened at once).
 */
export const cycleFolderAddenda = pgTable(
  'cycle_folder_addenda',
  {
    id: serial('id').primaryKey(),
    folderId: integer('folder_id')
      .notNull()
      .references(() => cycleFolders.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    justification: varchar('justification', { length: 500 }).notNull(),
    status: varchar('status', { length: 15 })
      .$type<CycleFolderAddendumStatus>()
      .notNull()
      .default('EM_CADASTRO'),
    approvalRequestId: integer('approval_request_id'),
    disapprovalJustification: varchar('disapproval_justification', { length: 500 }),
    ...auditColumns(),
  },
  (table) => [
    uniqueIndex('cycle_folder_addenda_number_key').on(table.folderId, table.number),
    uniqueIndex('cycle_folder_addenda_open_key')
      .on(table.folderId)
      .where(sql`${table.status} in ('EM_CADASTRO', 'EM_APROVACAO')`),
    check('cycle_folder_addenda_number_check', sql`${table.number} >= 1`),
    check(
      'cycle_folder_addenda_status_check',
      sql`${table.status} in (${listed(CYCLE_FOLDER_ADDENDUM_STATUSES)})`,
    ),
  ],
);

/**
 * One change of an addendum, in the order typed: a new action (its fields; the action it created
 * once approved), a replan (the action and its fields after the change) or a cancellation (the
 * action only).
 */
export const cycleFolderAddendumChanges = pgTable(
  'cycle_folder_addendum_changes',
  {
    id: serial('id').primaryKey(),
    addendumId: integer('addendum_id')
      .notNull()
      .references(() => cycleFolderAddenda.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: varchar('kind', { length: 15 }).$type<AddendumChangeKind>().notNull(),
    actionId: integer('action_id').references(() => cycleFolderActions.id, { onDelete: 'cascade' }),
    tacticType: varchar('tactic_type', { length: 20 }),
    description: varchar('description', { length: 200 }),
    economicGroupCode: varchar('economic_group_code', { length: 40 }),
    regionCode: varchar('region_code', { length: 40 }),
    categoryCode: varchar('category_code', { length: 40 }),
    brandCode: varchar('brand_code', { length: 40 }),
    skuCode: varchar('sku_code', { length: 40 }),
    plannedVolume: numeric('planned_volume', { precision: 15, scale: 3 }),
    unitValue: numeric('unit_value', { precision: 16, scale: 4 }),
    investment: numeric('investment', { precision: 18, scale: 2 }),
    mapLineId: integer('map_line_id').references(() => budgetMapLines.id),
  },
  (table) => [
    index('cycle_folder_addendum_changes_addendum_idx').on(table.addendumId, table.position),
    check(
      'cycle_folder_addendum_changes_kind_check',
      sql`${table.kind} in (${listed(ADDENDUM_CHANGE_KINDS)})`,
    ),
  ],
);
