import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { formatAmount, type ReturnAddressView } from '@roamcart/contracts';
import { users } from '../../platform/tables/users.ts';
import { countryName } from '../../platform/country-names.ts';
import type { DbOrTx } from '../../platform/db.ts';
import type { Mailer } from '../../platform/mail.ts';
import { priceFormatFor } from '../../platform/money.ts';
import { currencyInfo, type ReferenceData } from '../../platform/reference-data.ts';
import { writeToCustomer } from '../messages/index.ts';
import type { OrderRow } from './order-access.ts';

/*
 * What the customer is told when their order ships, money comes back, or a return is approved:
 * a message in their inbox, written in the transaction of the change (so once, and only when it
 * happened), in their language, linking to the order. An approved return is also mailed, with
 * where the goods go back to.
 */

/** The order's details on the storefront. */
export const orderDetailsRoute = (orderNo: string) => `/orderdetails?order_no=${orderNo}`;

/** A return address as the customer writes it on the parcel, one line each, the country in their language. */
export function returnAddressText(address: ReturnAddressView, lang: string): string {
  return [`${address.name} ${address.phone}`, address.line1, address.line2, countryName(address.country, lang)].filter(Boolean).join('\n');
}

export async function tellShipped(tx: DbOrTx, ref: ReferenceData, order: OrderRow, parcel: { carrier: string; trackingNo: string }): Promise<void> {
  await writeToCustomer(tx, ref, {
    userId: order.userId,
    name: 'order_shipped',
    params: () => ({ order_no: order.orderNo, carrier: parcel.carrier, tracking_no: parcel.trackingNo }),
    link: orderDetailsRoute(order.orderNo),
  });
}

/** Money came back (`amount`, base minor units): told in the currency the order was paid in, at its rate. */
export async function tellRefunded(tx: DbOrTx, ref: ReferenceData, order: OrderRow, amount: bigint): Promise<void> {
  const base = currencyInfo(await ref.baseCurrency());
  const paidIn = (await ref.currencies.get()).find((currency) => currency.code === order.currency);
  const target = { code: order.currency, symbol: paidIn?.symbol ?? order.currency, digits: paidIn?.digits ?? base.digits, rate: order.rate };
  const shown = priceFormatFor(base, target).out(amount);
  await writeToCustomer(tx, ref, {
    userId: order.userId,
    name: 'order_refunded',
    params: (lang) => ({ order_no: order.orderNo, amount: formatAmount(shown, target.code, lang, target.symbol) }),
    link: orderDetailsRoute(order.orderNo),
  });
}

/** The message's name: with the address to send the goods to, or saying the shop will send it. */
const approvedName = (address: ReturnAddressView | null) => (address ? 'return_approved' : 'return_approved_no_address');

const approvedParams = (order: OrderRow, address: ReturnAddressView | null) => (lang: string) => ({
  order_no: order.orderNo,
  address: address ? returnAddressText(address, lang) : '',
});

export async function tellReturnApproved(tx: DbOrTx, ref: ReferenceData, order: OrderRow, address: ReturnAddressView | null): Promise<void> {
  await writeToCustomer(tx, ref, { userId: order.userId, name: approvedName(address), params: approvedParams(order, address), link: orderDetailsRoute(order.orderNo) });
}

/**
 * The approved return mailed to the customer (when they have an email) in their language: the
 * message's text with the order's address on the storefront. Sent after the approval committed,
 * through the outbox (which retries), so a mail server that is down never undoes an approval.
 */
export async function mailReturnApproved(
  deps: { db: DbOrTx; ref: ReferenceData; mail: Mailer; publicUrl: string },
  order: OrderRow,
  address: ReturnAddressView | null,
  log?: FastifyBaseLogger,
): Promise<void> {
  const [customer] = await deps.db.select({ email: users.email, lang: users.lang }).from(users).where(eq(users.id, order.userId));
  if (!customer?.email) return;
  const lang = await deps.ref.resolveLanguage(customer.lang);
  const params = approvedParams(order, address)(lang);
  const name = approvedName(address);
  const [subject, body] = await Promise.all([deps.ref.translate(lang, `inbox.${name}_title`, params), deps.ref.translate(lang, `inbox.${name}_body`, params)]);
  const link = `${deps.publicUrl.replace(/\/$/, '')}/#${orderDetailsRoute(order.orderNo)}`;
  await deps.mail.send({ to: customer.email, subject, text: `${body}\n\n${link}` }, log);
}
