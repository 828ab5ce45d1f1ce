import { boolean, index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';

export const addresses = pgTable(
  'addresses',
  {
    id: serial().primaryKey(),
    userId: integer().notNull().references(() => users.id),
    name: varchar({ length: 50 }).notNull(),
    tel: varchar({ length: 20 }).notNull(),
    /** ISO 3166-1 alpha-2; addresses from before countries were added are in China. */
    country: varchar({ length: 2 }).notNull().default('CN'),
    province: varchar({ length: 50 }).notNull(),
    city: varchar({ length: 50 }).notNull(),
    county: varchar({ length: 50 }).notNull().default(''),
    /** China's six-digit region code; empty elsewhere. */
    areaCode: varchar({ length: 6 }).notNull(),
    /** Outside China; empty in China, where the region code places the address. */
    postalCode: varchar({ length: 12 }).notNull().default(''),
    addressDetail: varchar({ length: 200 }).notNull(),
    isDefault: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [index().on(t.userId)],
);
