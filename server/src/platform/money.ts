import { convertFromBase, convertToBase, formatMinor, parseMajor, type CurrencyInfo } from '@roamcart/contracts';
import type { FastifyRequest } from 'fastify';
import { currencyInfo, type ReferenceData } from './reference-data.ts';

/** Converts the many prices of one answer with the rates read once (half-up, DESIGN.md §4). */
export interface PriceFormat {
  /** The caller's currency code and its rate to the base: what money records keep as "seen". */
  seen: { currency: string; rate: string };
  out(amountBaseMinor: bigint): string;
  /** `out` in two steps, for amounts split after converting (so the parts shown add up): base -> the caller's minor units ... */
  toMinor(amountBaseMinor: bigint): bigint;
  /** ... and the caller's minor units written out. */
  write(amountMinor: bigint): string;
  /** A decimal typed in the caller's currency -> base minor units. */
  in(amount: string): bigint | null;
}

export async function priceFormat(ref: ReferenceData, request: FastifyRequest): Promise<PriceFormat> {
  return priceFormatFor(currencyInfo(await ref.baseCurrency()), currencyInfo(request.currency));
}

/** Prices in `target` at its rate: a request's currency now, or the currency and rate an order was paid in. */
export function priceFormatFor(base: CurrencyInfo, target: CurrencyInfo): PriceFormat {
  return {
    seen: { currency: target.code, rate: target.rate },
    out: (amount) => formatMinor(convertFromBase(amount, base, target), target.digits),
    toMinor: (amount) => convertFromBase(amount, base, target),
    write: (amount) => formatMinor(amount, target.digits),
    in: (amount) => {
      const minor = parseMajor(amount, target.digits);
      return minor === null ? null : convertToBase(minor, target, base);
    },
  };
}

/** A back-office amount: base currency major units, e.g. "12.50" -> 1250n. */
export async function baseAmount(ref: ReferenceData, amount: string): Promise<bigint | null> {
  return parseMajor(amount, (await ref.baseCurrency()).digits);
}
