import { post } from './client.ts';

export function changePassword(body: { old_password: string; password: string; password_confirm: string }): Promise<null> {
  return post<null>('/change_password', body);
}
