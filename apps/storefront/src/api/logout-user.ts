import { post } from './client.ts';

export function logoutUser(): Promise<null> {
  return post<null>('/user/logout');
}
