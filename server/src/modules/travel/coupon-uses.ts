import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TravelOrderKind } from '@roamcart/contracts';
import { scalarSubquery } from '../../platform/subquery.ts';
import { travelOrders } from './tables.ts';

/** A travel order's number and kind as a column of another module's select, given the column holding its id: null when there is none. */
export function travelOrderRefOf(travelOrderId: SQLWrapper): SQL<{ order_no: string; kind: TravelOrderKind } | null> {
  return scalarSubquery(sql`select jsonb_build_object('order_no', ${travelOrders.orderNo}, 'kind', ${travelOrders.kind}) from ${travelOrders} where ${travelOrders.id} = ${travelOrderId}`);
}
