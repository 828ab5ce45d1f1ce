import type { AuthResult, RegisterBody } from '@roamcart/contracts';
import { post } from './client.ts';

export function registerUser(body: RegisterBody): Promise<AuthResult> {
  return post<AuthResult>('/user/register', body);
}
