import { post } from './client.ts';

export function updatePhone(body: { mobile: string }): Promise<null> {
  return post<null>('/user/phone', body);
}
