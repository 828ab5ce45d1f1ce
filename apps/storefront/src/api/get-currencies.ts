import { queryOptions } from '@tanstack/react-query';
import type { CurrencyItem } from '@roamcart/contracts';
import { get } from './client.ts';

export function getCurrencies(options: { overlay?: boolean } = {}): Promise<CurrencyItem[]> {
  return get<CurrencyItem[]>('/currency', undefined, options);
}

/** Currencies change rarely; screens read symbols from this list without the overlay. */
export const currenciesQuery = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: () => getCurrencies({ overlay: false }), staleTime: 10 * 60_000 });
