import { queryOptions } from '@tanstack/react-query';
import type { Address, PageResult } from '@roamcart/contracts';
import { get } from './client.ts';

export function getAddresses(): Promise<PageResult<Address>> {
  // The whole book in one page: it holds 20 addresses by default, and 100 is the largest page there is.
  return get<PageResult<Address>>('/address/page', { page: 1, limit: 100 });
}

export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });
