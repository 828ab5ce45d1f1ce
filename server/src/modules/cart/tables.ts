import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, serial, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/tables/columns.ts';
import { users } from '../../platform/tables/users.ts';
import { skus } from '../catalogue/tables.ts';

/** One line per SKU per customer. `added_price` (base minor units) is what the customer saw when adding, to flag a change. */
export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    skuId: integer()
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    qty: integer().notNull(),
    selected: boolean().notNull().default(true),
    addedPrice: bigint({ mode: 'bigint' }).notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex().on(t.userId, t.skuId), check('cart_lines_qty_positive', sql`${t.qty} > 0`)],
);
