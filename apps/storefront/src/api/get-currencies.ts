import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

export function getCurrencies(options: { overlay?: boolean } = {}) {
  return call(storefrontApi.currency.list, undefined, options);
}

/** Currencies change rarely; screens read symbols from this list without the overlay. */
export const currenciesQuery = () =>
  queryOptions({ queryKey: ['currencies'], queryFn: () => getCurrencies({ overlay: false }), staleTime: 10 * 60_000 });
