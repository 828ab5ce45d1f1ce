import { and, asc, eq, sql } from 'drizzle-orm';
import { ErrorCode, feeOf, feeRatePercent, type ChannelKind, type ChannelUse, type PaymentChannelView } from '@roamcart/contracts';
import { paymentChannels } from './tables.ts';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { localized } from '../../platform/localized.ts';
import type { Reader } from '../../platform/reader.ts';

export type ChannelRow = typeof paymentChannels.$inferSelect;

const offeredFor = (use: ChannelUse) => and(eq(paymentChannels.status, 'active'), sql`${paymentChannels.uses} @> ${JSON.stringify([use])}::jsonb`);

/** A channel as customers see it, in their language and currency. */
export function channelView(channel: ChannelRow, reader: Reader): PaymentChannelView {
  return {
    id: channel.id,
    title: localized(channel.title, reader.lang, reader.fallback),
    identifier: channel.identifier,
    image: channel.image,
    kind: channel.kind as ChannelKind,
    min: reader.price.out(channel.minAmount),
    max: reader.price.out(channel.maxAmount),
    fee_rate: feeRatePercent(channel.feeRate),
    currency: channel.currency,
    account_info: channel.kind === 'offline' ? channel.accountInfo : null,
    test: isTestChannel(channel),
  };
}

/** A channel marked as a test one, or on the sandbox gateway, which cannot move real money. */
export const isTestChannel = (channel: Pick<ChannelRow, 'isTest' | 'gateway'>): boolean => channel.isTest || channel.gateway === 'sandbox';

/**
 * The enabled channels offered for `use`, in the operator's order; an online one only while its
 * gateway is configured on this server (`hasGateway`).
 */
export async function listChannels(db: DbOrTx, use: ChannelUse, reader: Reader, hasGateway: (gateway: string) => boolean): Promise<PaymentChannelView[]> {
  const rows = await db.select().from(paymentChannels).where(offeredFor(use)).orderBy(asc(paymentChannels.sort), asc(paymentChannels.id));
  return rows.filter((row) => row.kind === 'offline' || hasGateway(row.gateway)).map((row) => channelView(row, reader));
}

/** The channel `id` if it is enabled and offered for `use`; 4214 otherwise. */
export async function channelFor(db: DbOrTx, id: number, use: ChannelUse): Promise<ChannelRow> {
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.id, id), offeredFor(use)))
    .limit(1);
  if (!channel) throw new AppError(ErrorCode.PaymentChannelUnavailable);
  return channel;
}

/** Refuses an amount (base minor units) outside the channel's limits: 4215 below the minimum, 4216 above a maximum; limits shown in the caller's currency. */
export function checkChannelLimits(channel: ChannelRow, amount: bigint, reader: Reader): void {
  const shown = (value: bigint) => `${reader.price.out(value)} ${reader.price.seen.currency}`;
  if (amount < channel.minAmount) throw new AppError(ErrorCode.AmountBelowMinimum, null, { min: shown(channel.minAmount) });
  if (channel.maxAmount > 0n && amount > channel.maxAmount) throw new AppError(ErrorCode.AmountAboveMaximum, null, { max: shown(channel.maxAmount) });
}

/** The channel's fee on `amount` (base minor units), rounded half-up to a minor unit. */
export function channelFee(channel: ChannelRow, amount: bigint): bigint {
  return feeOf(amount, channel.feeRate);
}
