import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { DEFAULT_MAX_ADDRESSES, ErrorCode, languageRegion, type Address, type AddressBook, type AddressSaveBody, type PageQuery, type PageResult } from '@roamcart/contracts';
import { addresses } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { preparedOnce } from '../../platform/prepared-statement.ts';
import { AppError } from '../../platform/errors.ts';
import { rowAsJson, rowFromJson } from '../../platform/json-rows.ts';
import { lockUserRow } from '../../platform/locks.ts';
import { scalarSubquery } from '../../platform/subquery.ts';
import type { AppDeps } from '../../platform/types.ts';
import { countAll, pageOf } from '../../platform/paging.ts';

type AddressRow = typeof addresses.$inferSelect;

function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    tel: row.tel,
    country: row.country,
    province: row.province,
    city: row.city,
    county: row.county,
    area_code: row.areaCode,
    postal_code: row.postalCode,
    address_detail: row.addressDetail,
    is_default: row.isDefault,
  };
}

function maxAddresses(deps: AppDeps): Promise<number> {
  return deps.ref.intParameter('max_addresses', DEFAULT_MAX_ADDRESSES);
}

/** Every read filters by the owner: another user's address is simply not found. Default first. */
export async function listAddresses(db: DbOrTx, userId: number, paging: PageQuery): Promise<PageResult<Address>> {
  const own = eq(addresses.userId, userId);
  return pageOf(
    paging,
    db.select(countAll).from(addresses).where(own),
    (limit, offset) =>
      db.select().from(addresses).where(own).orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id)).limit(limit).offset(offset),
    toAddress,
  );
}

/** The customer's page of addresses, with the limit and the country a new address starts in: the last saved one's, else the interface language's region. */
export async function addressBook(deps: AppDeps, userId: number, paging: PageQuery, lang: string): Promise<AddressBook> {
  const page = await listAddresses(deps.db, userId, paging);
  const [last] = await deps.db
    .select({ country: addresses.country })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  return { ...page, max: await maxAddresses(deps), default_country: last?.country ?? languageRegion(lang) };
}

/**
 * The customer's address `addressId` as a column of another module's statement (placeholders
 * `addressId` and `userId`), so that a checkout reads it in the same round trip as the rest:
 * null when they have no such address. `addressFromJson` reads it back.
 */
export const customerAddressAsJson = scalarSubquery<Record<string, unknown> | null>(sql`
  select ${rowAsJson(addresses)} from ${addresses}
  where ${addresses.id} = ${sql.placeholder('addressId')} and ${addresses.userId} = ${sql.placeholder('userId')}`);

export function addressFromJson(json: Record<string, unknown> | null): Address | undefined {
  return json ? toAddress(rowFromJson(addresses, json)) : undefined;
}

const addressOfUser = preparedOnce((db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('addressId')), eq(addresses.userId, sql.placeholder('userId'))))
    .prepare('address_of_user'),
);

export async function findAddress(db: DbOrTx, userId: number, id: number): Promise<Address | undefined> {
  const [row] = await addressOfUser(db).execute({ addressId: id, userId });
  return row ? toAddress(row) : undefined;
}

/** The newest address becomes the default when the user has addresses but none is default. */
async function ensureOneDefault(tx: DbOrTx, userId: number): Promise<void> {
  const [current] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  if (current) return;
  const [newest] = await tx
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.updatedAt), desc(addresses.id))
    .limit(1);
  if (newest) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, newest.id));
}

export async function saveAddress(deps: AppDeps, userId: number, input: AddressSaveBody): Promise<Address> {
  const max = await maxAddresses(deps);
  const values = {
    name: input.name,
    tel: input.tel,
    country: input.country,
    province: input.province,
    city: input.city,
    county: input.county,
    areaCode: input.area_code,
    postalCode: input.postal_code,
    addressDetail: input.address_detail,
    isDefault: input.is_default,
  };
  return deps.db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    let saved: AddressRow | undefined;
    if (input.id) {
      [saved] = await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
        .returning();
      if (!saved) throw new AppError(ErrorCode.AddressNotFound);
    } else {
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(addresses)
        .where(eq(addresses.userId, userId));
      if (count >= max) throw new AppError(ErrorCode.AddressLimitReached, null, { count: max });
      [saved] = await tx
        .insert(addresses)
        .values({ ...values, userId })
        .returning();
      if (!saved) throw new AppError(ErrorCode.OperationFailed);
    }
    if (saved.isDefault) {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.userId, userId), ne(addresses.id, saved.id), eq(addresses.isDefault, true)));
    }
    await ensureOneDefault(tx, userId);
    const result = await findAddress(tx, userId, saved.id);
    if (!result) throw new AppError(ErrorCode.OperationFailed);
    return result;
  });
}

export async function deleteAddress(deps: AppDeps, userId: number, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await lockUserRow(tx, userId);
    const deleted = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ id: addresses.id });
    if (deleted.length === 0) throw new AppError(ErrorCode.AddressNotFound);
    await ensureOneDefault(tx, userId);
  });
}

/** The customer's address book goes with the account. */
export async function deleteAddressesOf(tx: DbOrTx, userId: number): Promise<void> {
  await tx.delete(addresses).where(eq(addresses.userId, userId));
}
