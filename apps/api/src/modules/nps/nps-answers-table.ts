import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users-table';

/** One NPS answer per user: once answered, the survey is not offered again. */
export const npsAnswers = pgTable(
  'nps_answers',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    nota: smallint('nota').notNull(),
    comentario: text('comentario'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('nps_answers_nota_check', sql`${table.nota} between 0 and 10`)],
);
