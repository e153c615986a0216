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
    // The columns keep the names they were created with.
    rating: smallint('nota').notNull(),
    comment: text('comentario'),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('nps_answers_nota_check', sql`${table.rating} between 0 and 10`)],
);
