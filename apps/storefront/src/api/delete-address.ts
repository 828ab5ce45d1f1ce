import { post } from './client.ts';

export function deleteAddress(id: number): Promise<null> {
  return post<null>('/address/delete', { id });
}
