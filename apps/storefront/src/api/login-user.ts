import type { AuthResult } from '@roamcart/contracts';
import { post } from './client.ts';

export function loginUser(body: { email: string; password: string }): Promise<AuthResult> {
  return post<AuthResult>('/user/login', body);
}
