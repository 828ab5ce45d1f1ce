import { queryOptions } from '@tanstack/react-query';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export function getHobbyList() {
  return call(storefrontApi.engagement.hobbyList);
}

export const hobbyListQuery = () => queryOptions({ queryKey: ['hobby-list'], queryFn: getHobbyList });
