import { post } from './client.ts';

/** Marks every message of the signed-in user read. */
export function readAllMessages(): Promise<null> {
  return post<null>('/message/read_all');
}
