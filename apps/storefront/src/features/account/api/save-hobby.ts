import type { HobbyList } from '@roamcart/contracts';
import { storefrontApi } from '@roamcart/contracts/api';
import { call } from '../../../api/client.ts';

export type SizeChoice = HobbyList['sizes'];

/** Replaces the hobbies and the sizes. */
export function saveHobby(body: { hobby_ids: number[]; sizes: SizeChoice }) {
  return call(storefrontApi.engagement.saveHobbies, body);
}
