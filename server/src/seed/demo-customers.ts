import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { paymentChannels } from '../modules/payments/tables.ts';
import { currencies } from '../platform/tables/currency.ts';
import { users } from '../platform/tables/users.ts';
import type { DbOrTx } from '../platform/db.ts';
import { DEMO_TRAVELLERS } from './hotel-review-words.ts';

/** No password verifies against it: the demo customers cannot sign in. */
export const NO_PASSWORD = '!';
const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The demo customers' accounts (DEMO_TRAVELLERS: the hotel guests and the goods buyers), by
 * email: added where missing, signed up by `signedUpBy` at the latest. An address or nickname a
 * real customer already took leaves that one out.
 */
export async function demoCustomers(db: DbOrTx, signedUpBy: Date): Promise<Map<string, number>> {
  await db
    .insert(users)
    .values(
      DEMO_TRAVELLERS.map((traveller) => ({
        email: traveller.email,
        nickname: traveller.nickname,
        passwordHash: NO_PASSWORD,
        inviteCode: Array.from({ length: 8 }, () => INVITE_ALPHABET[randomInt(INVITE_ALPHABET.length)]).join(''),
        lang: traveller.lang,
        currency: traveller.currency,
        createdAt: signedUpBy,
        updatedAt: signedUpBy,
      })),
    )
    .onConflictDoNothing();
  // One seed's customers may buy earlier than the other's signed them up.
  const accounts = await db
    .update(users)
    .set({ createdAt: sql`least(${users.createdAt}, ${signedUpBy.toISOString()}::timestamptz)` })
    .where(and(inArray(users.email, DEMO_TRAVELLERS.map((traveller) => traveller.email)), eq(users.passwordHash, NO_PASSWORD)))
    .returning({ id: users.id, email: users.email });
  return new Map(accounts.map((account) => [account.email!, account.id]));
}

/** The rates (decimal text) of the demo customers' currencies against the base currency, by code: what their past payments converted at. */
export async function demoCustomerRates(db: DbOrTx): Promise<Map<string, string>> {
  const rates = await db
    .select({ code: currencies.code, rate: currencies.rate })
    .from(currencies)
    .where(inArray(currencies.code, [...new Set(DEMO_TRAVELLERS.map((traveller) => traveller.currency))]));
  return new Map(rates.map((row) => [row.code, row.rate]));
}

/** The channel the demo customers paid through: the first active online channel that takes payments, if any. */
export async function demoPaymentChannel(db: DbOrTx): Promise<typeof paymentChannels.$inferSelect | undefined> {
  const [channel] = await db
    .select()
    .from(paymentChannels)
    .where(and(eq(paymentChannels.status, 'active'), eq(paymentChannels.kind, 'online'), sql`${paymentChannels.uses} @> '["pay"]'::jsonb`))
    .orderBy(asc(paymentChannels.sort), asc(paymentChannels.id))
    .limit(1);
  return channel;
}
