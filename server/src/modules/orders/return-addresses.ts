import { eq } from 'drizzle-orm';
import { SHIPPING_SOURCES, type ReturnAddressRow, type ReturnAddressSaveBody, type ReturnAddressView } from '@roamcart/contracts';
import { returnAddresses } from './tables.ts';
import type { AdminContext } from '../../platform/admin-auth.ts';
import type { DbOrTx } from '../../platform/db.ts';

type ReturnAddressRecord = typeof returnAddresses.$inferSelect;

const viewOf = (row: ReturnAddressRecord): ReturnAddressView => ({ name: row.name, phone: row.phone, country: row.country, line1: row.line1, line2: row.line2 });

/** The return address kept for each shipping source that has one. */
export async function returnAddressesBySource(db: DbOrTx): Promise<Map<string, ReturnAddressView>> {
  const rows = await db.select().from(returnAddresses);
  return new Map(rows.map((row) => [row.source, viewOf(row)]));
}

/** The one of `source`; null while none is kept. */
export async function returnAddressOf(db: DbOrTx, source: string): Promise<ReturnAddressView | null> {
  const [row] = await db.select().from(returnAddresses).where(eq(returnAddresses.source, source));
  return row ? viewOf(row) : null;
}

/** Every shipping source with its return address (null while none is kept), in the sources' order. */
export async function listReturnAddresses(db: DbOrTx): Promise<ReturnAddressRow[]> {
  const rows = await db.select().from(returnAddresses);
  return SHIPPING_SOURCES.map((source) => {
    const row = rows.find((candidate) => candidate.source === source);
    return { source, address: row ? viewOf(row) : null, updated_at: row ? row.updatedAt.toISOString() : null };
  });
}

/** Keeps the return address of a shipping source, replacing the one it had. */
export async function saveReturnAddress(db: DbOrTx, admin: AdminContext, body: ReturnAddressSaveBody): Promise<ReturnAddressRow> {
  const { source, ...address } = body;
  const values = { ...address, adminId: admin.id };
  const [row] = await db
    .insert(returnAddresses)
    .values({ source, ...values })
    .onConflictDoUpdate({ target: returnAddresses.source, set: { ...values, updatedAt: new Date() } })
    .returning();
  return { source, address: viewOf(row!), updated_at: row!.updatedAt.toISOString() };
}
