import { queryOptions } from '@tanstack/react-query';
import { storefrontRoutes } from '@roamcart/contracts';
import { call } from './client.ts';

export function getHobbyList() {
  return call(storefrontRoutes.engagement.hobbyList);
}

export const hobbyListQuery = () => queryOptions({ queryKey: ['hobby-list'], queryFn: getHobbyList });
