import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from './client.ts';

export function getAddresses() {
  // The whole book in one page: it holds 20 addresses by default, and 100 is the largest page there is.
  return call(storefrontApi.address.page, { page: 1, limit: 100 });
}

export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });
