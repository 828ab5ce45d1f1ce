import { post } from './client.ts';

export function deleteAccount(body: { password: string }): Promise<null> {
  return post<null>('/user/delete_account', body);
}
