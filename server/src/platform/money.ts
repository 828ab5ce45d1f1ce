import { convertFromBase, convertToBase, formatMinor, parseMajor } from '@roamcart/contracts';
import type { FastifyRequest } from 'fastify';
import { currencyInfo, type ReferenceData } from './reference-data.ts';

/** A base-currency amount as the decimal string of the request's currency (DESIGN.md §4). */
export async function moneyOut(ref: ReferenceData, request: FastifyRequest, amountBaseMinor: bigint): Promise<string> {
  const base = currencyInfo(await ref.baseCurrency());
  const target = currencyInfo(request.currency);
  return formatMinor(convertFromBase(amountBaseMinor, base, target), target.digits);
}

/** A decimal string typed in the request's currency -> base minor units; null when malformed. */
export async function moneyIn(ref: ReferenceData, request: FastifyRequest, amount: string): Promise<bigint | null> {
  const from = currencyInfo(request.currency);
  const minor = parseMajor(amount, from.digits);
  if (minor === null) return null;
  return convertToBase(minor, from, currencyInfo(await ref.baseCurrency()));
}
