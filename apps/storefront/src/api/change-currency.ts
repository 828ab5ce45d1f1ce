import { post } from './client.ts';

/** Remembers the signed-in user's currency on the account. */
export function changeCurrency(code: string): Promise<{ code: string; symbol: string; digits: number }> {
  return post('/user/currency/change', { code });
}
