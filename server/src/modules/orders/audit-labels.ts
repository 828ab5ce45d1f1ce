import { sql } from 'drizzle-orm';
import type { LabelSource } from '../../platform/admin-audit.ts';
import { refunds, subOrders } from './tables.ts';

/** Where the back-office log finds a refund's name: its sub-order's number. */
export const orderAuditLabels: Record<string, LabelSource> = {
  refunds: { table: refunds, id: refunds.id, label: sql`(select ${subOrders.subOrderNo} from ${subOrders} where ${subOrders.id} = ${refunds.subOrderId})`, numericId: true },
};
