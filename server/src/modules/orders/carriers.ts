import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { ErrorCode, TRACKING_NUMBER_MARK, type CarrierRow, type CarrierSaveBody, type PageQuery, type PageResult } from '@roamcart/contracts';
import { carriers } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import { deleteById, saveById } from '../../platform/records.ts';

/** A carrier's page for a tracking number, from the pattern kept for the carrier's name; null without one. */
export type TrackingLinks = (carrier: string, trackingNo: string) => string | null;

const nameKey = (name: string) => name.trim().toLowerCase();
const sameName = (name: string) => sql`lower(${carriers.name}) = ${nameKey(name)}`;

function toCarrierRow(row: typeof carriers.$inferSelect): CarrierRow {
  return {
    id: row.id,
    name: row.name,
    tracking_url_pattern: row.trackingUrlPattern,
    sort: row.sort,
    status: row.status === 'disabled' ? 'disabled' : 'active',
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The back office's carriers in their sort order; `keyword` keeps those whose name contains it. */
export async function listCarriers(db: DbOrTx, query: PageQuery & { keyword?: string }): Promise<PageResult<CarrierRow>> {
  const where = query.keyword ? sql`${carriers.name} ilike ${containing(query.keyword)}` : undefined;
  return pageOf(
    query,
    db.select(countAll).from(carriers).where(where),
    (limit, offset) => db.select().from(carriers).where(where).orderBy(asc(carriers.sort), asc(carriers.id)).limit(limit).offset(offset),
    toCarrierRow,
  );
}

/** Adds or edits a carrier; another carrier of the same name (whatever its case) answers 4404 on `name`. */
export async function saveCarrier(db: DbOrTx, body: CarrierSaveBody): Promise<CarrierRow> {
  const [taken] = await db
    .select({ id: carriers.id })
    .from(carriers)
    .where(body.id ? and(sameName(body.name), ne(carriers.id, body.id)) : sameName(body.name))
    .limit(1);
  if (taken) throw AppError.field('name', 'error.4404', ErrorCode.DuplicateKey);
  const values = { name: body.name, trackingUrlPattern: body.tracking_url_pattern, sort: body.sort, status: body.status };
  return toCarrierRow(await saveById(db, carriers, body.id, values));
}

/** Parcels already sent with the carrier keep its name, without a link from then on. */
export async function deleteCarrier(db: DbOrTx, id: number): Promise<void> {
  await deleteById(db, carriers, id);
}

/** The names of the carriers the ship form offers (the active ones), in their sort order. */
export async function activeCarrierNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: carriers.name }).from(carriers).where(eq(carriers.status, 'active')).orderBy(asc(carriers.sort), asc(carriers.id));
  return rows.map((row) => row.name);
}

/**
 * The tracking page links of every carrier with a pattern, read once for a whole answer. A
 * disabled carrier is no longer offered for shipping, but the parcels already out with it keep their link.
 */
export async function trackingLinks(db: DbOrTx): Promise<TrackingLinks> {
  const rows = await db
    .select({ name: carriers.name, pattern: carriers.trackingUrlPattern })
    .from(carriers)
    .where(ne(carriers.trackingUrlPattern, ''));
  const patterns = new Map(rows.map((row) => [nameKey(row.name), row.pattern]));
  return (carrier, trackingNo) => {
    const pattern = patterns.get(nameKey(carrier));
    return pattern && trackingNo ? pattern.replaceAll(TRACKING_NUMBER_MARK, encodeURIComponent(trackingNo)) : null;
  };
}
