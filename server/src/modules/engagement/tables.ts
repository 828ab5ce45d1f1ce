import { integer, jsonb, pgTable, primaryKey, serial } from 'drizzle-orm/pg-core';
import { type LocalizedText, timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

/** Interests a customer picks in the profile. */
export const hobbies = pgTable('hobbies', {
  id: serial().primaryKey(),
  name: jsonb().$type<LocalizedText>().notNull(),
  sort: integer().notNull().default(0),
  ...timestamps,
});

export const userHobbies = pgTable(
  'user_hobbies',
  {
    userId: integer().notNull().references(() => users.id),
    hobbyId: integer().notNull().references(() => hobbies.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.hobbyId] })],
);
