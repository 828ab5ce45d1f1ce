import { queryOptions } from '@tanstack/react-query';
import type { Address, PageResult } from '@roamcart/contracts';
import { get } from './client.ts';

export function getAddresses(): Promise<PageResult<Address>> {
  return get<PageResult<Address>>('/address/page');
}

export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: getAddresses });
