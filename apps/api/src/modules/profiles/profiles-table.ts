import type { TRestrictions } from '@trade-terms/domain/session';
import { integer, jsonb, pgTable, primaryKey, serial, text, varchar } from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull().unique(),
  description: varchar('description', { length: 500 }),
  // The domains of the profile, kept in the shape of the token's `restricoes` claim.
  restrictions: jsonb('restrictions')
    .$type<TRestrictions>()
    .notNull()
    .default({ canais: [], commodities: [], regioes: [] }),
  ...auditColumns(),
});

export const profileRoles = pgTable(
  'profile_roles',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.role] })],
);

/**
 * Budget types a profile may work with, by code. The budget-type register does not exist yet;
 * when it lands this column becomes a foreign key to it.
 */
export const profileBudgetTypes = pgTable(
  'profile_budget_types',
  {
    profileId: integer('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    budgetTypeCode: varchar('budget_type_code', { length: 40 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.profileId, table.budgetTypeCode] })],
);
