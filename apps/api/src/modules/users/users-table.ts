import { USER_ACCESS_STATES } from '@trade-terms/domain/access-requests';
import type { TUserEditionChange } from '@trade-terms/domain/users';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { auditColumns } from '../../platform/db/audit-columns';
import { profiles } from '../profiles/profiles-table';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    login: varchar('login', { length: 100 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: varchar('password_hash', { length: 200 }),
    status: varchar('status', { length: 10, enum: ['ATIVO', 'INATIVO'] })
      .notNull()
      .default('ATIVO'),
    profileId: integer('profile_id').references(() => profiles.id),
    /** Where the user stands in getting access: the tabs of the Users screen. */
    accessState: varchar('access_state', { length: 20, enum: USER_ACCESS_STATES })
      .notNull()
      .default('CADASTRADO'),
    /** The justification of the pending first-access or edit request. */
    accessJustification: text('access_justification'),
    accessRequestedAt: timestamp('access_requested_at', { withTimezone: true }),
    lastAccessAt: timestamp('last_access_at', { withTimezone: true }),
    /** The data an administrator set for a pending edition request, applied on approval. */
    pendingChange: jsonb('pending_change').$type<TUserEditionChange>(),
    /**
     * Counts the times the user's sessions were ended (deactivation, password change). A token
     * carries the count it was issued under and stops opening the API once the count moves on.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    ...auditColumns(),
  },
  // Logins and e-mails are matched without regard to case, so "Admin" and "admin" are one user,
  // and a forgotten password can be asked for by e-mail without ambiguity.
  (table) => [
    uniqueIndex('users_login_lower_key').on(sql`lower(${table.login})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    // The users grid searches name, login and e-mail with ILIKE '%…%' and sorts by name.
    index('users_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('users_login_trgm_idx').using('gin', table.login.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
    index('users_name_idx').on(table.name, table.id),
    check('users_status_check', sql`${table.status} in ('ATIVO', 'INATIVO')`),
    check(
      'users_access_state_check',
      sql.raw(`access_state in (${USER_ACCESS_STATES.map((state) => `'${state}'`).join(', ')})`),
    ),
  ],
);
