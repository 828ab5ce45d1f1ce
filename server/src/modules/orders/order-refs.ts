import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { scalarSubquery } from '../../platform/subquery.ts';
import { orders } from './tables.ts';

/** A goods order's number as a column of another module's select, given the column holding its id: null when there is none. */
export function orderNoOf(orderId: SQLWrapper): SQL<string | null> {
  return scalarSubquery(sql`select ${orders.orderNo} from ${orders} where ${orders.id} = ${orderId}`);
}
