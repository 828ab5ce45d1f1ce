import type { HobbyList } from '@roamcart/contracts';
import { post } from './client.ts';

export type SizeChoice = HobbyList['sizes'];

/** Replaces the hobbies and the sizes. */
export function saveHobby(body: { hobby_ids: number[]; sizes: SizeChoice }): Promise<HobbyList> {
  return post<HobbyList>('/hobby', body);
}
