import { post } from './client.ts';

export function resetPassword(body: { email: string; code: string; password: string; password_confirm: string }): Promise<null> {
  return post<null>('/user/reset_password', body);
}
