import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { users } from './identity.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id),
    name: varchar({ length: 50 }).notNull(),
    tel: varchar({ length: 20 }).notNull(),
    province: varchar({ length: 50 }).notNull(),
    city: varchar({ length: 50 }).notNull(),
    county: varchar({ length: 50 }).notNull().default(''),
    areaCode: varchar({ length: 6 }).notNull(),
    addressDetail: varchar({ length: 200 }).notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);
