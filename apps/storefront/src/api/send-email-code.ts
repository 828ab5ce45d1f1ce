import type { EmailCodeScene } from '@roamcart/contracts';
import { post } from './client.ts';

export function sendEmailCode(body: { email: string; scene: EmailCodeScene }): Promise<null> {
  return post<null>('/common/send_email_code', body);
}
