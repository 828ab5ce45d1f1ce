import { baseAmount } from '../../platform/money.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';

/**
 * What a parcel (the goods of one shipping source: a sub-order) pays to ship, from the parameters:
 * a flat fee, waived once its goods reach the free-shipping threshold (0: never free). Base minor units.
 */
export interface ShippingRule {
  fee: bigint;
  freeFrom: bigint;
}

export async function shippingRule(ref: ReferenceData): Promise<ShippingRule> {
  return {
    fee: (await baseAmount(ref, await ref.parameter('shipping_fee', '0'))) ?? 0n,
    freeFrom: (await baseAmount(ref, await ref.parameter('free_shipping_threshold', '0'))) ?? 0n,
  };
}

/** The shipping fee of a parcel whose goods cost `goodsAmount`. */
export function shippingFeeOf(rule: ShippingRule, goodsAmount: bigint): bigint {
  return rule.freeFrom > 0n && goodsAmount >= rule.freeFrom ? 0n : rule.fee;
}

/**
 * How much more goods a parcel of `goodsAmount` needs to ship free; null when that does not apply:
 * no goods yet, no threshold, shipping that costs nothing anyway, or the threshold reached.
 */
export function freeShippingGap(rule: ShippingRule, goodsAmount: bigint): bigint | null {
  if (goodsAmount <= 0n || rule.freeFrom <= 0n || rule.fee <= 0n || goodsAmount >= rule.freeFrom) return null;
  return rule.freeFrom - goodsAmount;
}
