import { queryOptions } from '@tanstack/react-query';
import type { HobbyList } from '@roamcart/contracts';
import { get } from './client.ts';

export function getHobbyList(): Promise<HobbyList> {
  return get<HobbyList>('/hobbyList');
}

export const hobbyListQuery = () => queryOptions({ queryKey: ['hobby-list'], queryFn: getHobbyList });
