import { z } from './validation.ts';

/* Payment channels (API.md "Wallet and payments"): how money comes in and goes out. */

/** Where a channel is offered: top-ups, withdrawals, paying orders. */
export const CHANNEL_USES = ['recharge', 'withdrawal', 'pay'] as const;
export type ChannelUse = (typeof CHANNEL_USES)[number];

/** online: a gateway's hosted checkout; offline: a transfer to the shown account, proven by a voucher and reviewed. */
export const CHANNEL_KINDS = ['online', 'offline'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/** The gateway adapters an online channel can go through. */
export const GATEWAYS = ['sandbox', 'stripe'] as const;
export type GatewayName = (typeof GATEWAYS)[number];

/** Fee rates are basis points: 150 is 1.5%. Below 100%. */
export const FEE_RATE_SCALE = 10_000;

export const channelListQuery = z.object({ type: z.enum(CHANNEL_USES) });

/** Where an offline channel's payers send the money. */
export const channelAccountInfo = z.object({
  bank: z.string(),
  account_name: z.string(),
  account_number: z.string(),
  qr_image: z.string(),
});
export type ChannelAccountInfoView = z.infer<typeof channelAccountInfo>;

/** A channel as a customer sees it: limits in the caller's currency (max "0": none), fee rate in percent ("1.50"). */
export const paymentChannelView = z.object({
  id: z.number().int(),
  title: z.string(),
  identifier: z.string(),
  image: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  min: z.string(),
  max: z.string(),
  fee_rate: z.string(),
  currency: z.string(),
  account_info: channelAccountInfo.nullable(),
});
export type PaymentChannelView = z.infer<typeof paymentChannelView>;

/** Basis points as a percent with two decimals: 150 -> "1.50". */
export function feeRatePercent(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** The fee of `amount` minor units at `basisPoints`, rounded half-up to a minor unit. */
export function feeOf(amount: bigint, basisPoints: number): bigint {
  return (amount * BigInt(basisPoints) * 2n + BigInt(FEE_RATE_SCALE)) / (BigInt(FEE_RATE_SCALE) * 2n);
}
