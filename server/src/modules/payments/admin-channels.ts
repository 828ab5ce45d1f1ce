import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ErrorCode, feeRateBasisPoints, feeRatePercent, formatMinor, parseMajor, type ChannelAdminRow, type ChannelKind, type ChannelSaveBody, type ChannelUse, type PageResult, type RecordStatus } from '@roamcart/contracts';
import { channelPayments, paymentChannels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { containing } from '../../platform/like.ts';
import { countAll, pageOf } from '../../platform/paging.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { deleteById, saveById } from '../../platform/records.ts';
import { isTestChannel, type ChannelRow } from './channels.ts';

function toAdminRow(row: ChannelRow, digits: number): ChannelAdminRow {
  return {
    id: row.id,
    title: row.title,
    identifier: row.identifier,
    image: row.image,
    kind: row.kind as ChannelKind,
    gateway: row.gateway,
    uses: row.uses as ChannelUse[],
    min_amount: formatMinor(row.minAmount, digits),
    max_amount: formatMinor(row.maxAmount, digits),
    fee_rate: feeRatePercent(row.feeRate),
    currency: row.currency,
    account_info: row.accountInfo,
    test: isTestChannel(row),
    sort: row.sort,
    status: row.status as RecordStatus,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export async function listChannelsForAdmin(
  db: DbOrTx,
  ref: ReferenceData,
  query: { page: number; limit: number; keyword?: string; use?: ChannelUse; status?: RecordStatus },
): Promise<PageResult<ChannelAdminRow>> {
  const { digits } = await ref.baseCurrency();
  const conditions: SQL[] = [];
  if (query.keyword) {
    const like = containing(query.keyword);
    conditions.push(or(ilike(paymentChannels.identifier, like), sql`${paymentChannels.title}::text ilike ${like}`)!);
  }
  if (query.use) conditions.push(sql`${paymentChannels.uses} @> ${JSON.stringify([query.use])}::jsonb`);
  if (query.status) conditions.push(eq(paymentChannels.status, query.status));
  const where = and(...conditions);
  return pageOf(
    query,
    db.select(countAll).from(paymentChannels).where(where),
    (limit, offset) => db.select().from(paymentChannels).where(where).orderBy(asc(paymentChannels.sort), desc(paymentChannels.id)).limit(limit).offset(offset),
    (row) => toAdminRow(row, digits),
  );
}

/** Saves a channel; amounts come in the base currency's major units (4002 with more decimals than it has), the identifier is unique (4404). */
export async function saveChannel(db: DbOrTx, ref: ReferenceData, body: ChannelSaveBody): Promise<ChannelAdminRow> {
  const { code, digits } = await ref.baseCurrency();
  // The body schema took the amounts' form; what is left to refuse is more decimals than the currency has.
  const tooPrecise = (field: string) => new AppError(ErrorCode.InvalidParameters, { [field]: 'validation.parameter_money_decimals' }, { currency: code, digits });
  const minAmount = parseMajor(body.min_amount, digits);
  if (minAmount === null) throw tooPrecise('min_amount');
  const maxAmount = parseMajor(body.max_amount, digits);
  if (maxAmount === null) throw tooPrecise('max_amount');
  const [taken] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.identifier, body.identifier), body.id ? sql`${paymentChannels.id} <> ${body.id}` : undefined))
    .limit(1);
  if (taken) throw AppError.field('identifier', 'error.4404', ErrorCode.DuplicateKey);
  const saved = await saveById(db, paymentChannels, body.id, {
    title: body.title,
    identifier: body.identifier,
    image: body.image,
    kind: body.kind,
    gateway: body.kind === 'online' ? body.gateway : '',
    uses: [...new Set(body.uses)],
    minAmount,
    maxAmount,
    feeRate: feeRateBasisPoints(body.fee_rate),
    currency: body.currency,
    accountInfo: body.kind === 'offline' ? body.account_info : null,
    isTest: body.test,
    sort: body.sort,
    status: body.status,
  });
  return toAdminRow(saved, digits);
}

/** Deletes a channel nothing was paid through yet; one with payments can only be disabled (4403). */
export async function deleteChannel(db: DbOrTx, id: number): Promise<void> {
  const [used] = await db.select({ id: channelPayments.id }).from(channelPayments).where(eq(channelPayments.channelId, id)).limit(1);
  if (used) throw new AppError(ErrorCode.RecordInUse);
  await deleteById(db, paymentChannels, id);
}
