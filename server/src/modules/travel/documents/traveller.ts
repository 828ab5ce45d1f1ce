import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { currencyFormat, dateLocaleFor, ErrorCode, formatDate, TRAVEL_DOCUMENTED_STATUSES, type TravelDocumentFile, type TravelOrderKind, type TravelOrderStatus } from '@roamcart/contracts';
import type { DbOrTx } from '../../../platform/db.ts';
import { AppError } from '../../../platform/errors.ts';
import type { Mailer } from '../../../platform/mail.ts';
import { priceFormatFor } from '../../../platform/money.ts';
import type { Reader } from '../../../platform/reader.ts';
import { currencyInfo, type ReferenceData } from '../../../platform/reference-data.ts';
import { users } from '../../../platform/tables/users.ts';
import { textReader } from '../../../platform/system-text.ts';
import { ownTravelOrder, type TravelOrderRow } from '../orders.ts';
import { icsCalendar, type CalendarEvent } from './ics.ts';
import { renderPdf, type PdfDocument } from '../../../platform/documents/pdf.ts';

/**
 * The caller's order of `kind` that has documents, with how its traveller reads them
 * (travellerReader): 4402 when it is not theirs, 4207 when the supplier has not confirmed it (or
 * it was cancelled), so it has no voucher or e-ticket to give.
 */
export async function documentedOrder(deps: { db: DbOrTx; ref: ReferenceData }, userId: number, kind: TravelOrderKind, orderNo: string): Promise<{ order: TravelOrderRow; reader: Reader }> {
  const order = await ownTravelOrder(deps.db, userId, kind, orderNo);
  if (!TRAVEL_DOCUMENTED_STATUSES.includes(order.status as TravelOrderStatus)) throw new AppError(ErrorCode.OrderStateConflict);
  return { order, reader: await travellerReader(deps, order) };
}

/**
 * How the traveller reads their documents: in the language recorded for them (as their mails
 * are), with amounts in the currency and at the rate the order was booked and paid in.
 */
async function travellerReader(deps: { db: DbOrTx; ref: ReferenceData }, order: TravelOrderRow): Promise<Reader> {
  const [traveller] = await deps.db.select({ lang: users.lang }).from(users).where(eq(users.id, order.userId));
  const fallback = await deps.ref.defaultLanguage();
  const base = currencyInfo(await deps.ref.baseCurrency());
  const paidIn = (await deps.ref.currencies.get()).find((currency) => currency.code === order.currency);
  const target = { code: order.currency, symbol: paidIn?.symbol ?? order.currency, digits: paidIn?.digits ?? base.digits, rate: order.rate };
  const lang = await deps.ref.resolveLanguage(traveller?.lang);
  return { lang, fallback, price: priceFormatFor(base, target), text: await textReader(deps.ref, lang) };
}

/** "UTC+09:00" from an ISO 8601 local time with its offset (2026-12-01T22:30:00+09:00). */
export function utcOffsetOf(localIso: string): string {
  const offset = localIso.slice(19);
  return `UTC${offset === 'Z' ? '+00:00' : offset}`;
}

/** A local time as the traveller reads it, with the place's offset: "Dec 1, 2026 22:30 (UTC+09:00)". */
export function localTimeText(localIso: string, lang: string): string {
  return `${formatDate(localIso.slice(0, 10), dateLocaleFor(lang))} ${localIso.slice(11, 16)} (${utcOffsetOf(localIso)})`;
}

/** A calendar day as the traveller reads it. */
export const dayText = (date: string, lang: string) => formatDate(date, dateLocaleFor(lang));

/** An amount (major units as the answers write them) with its currency, as the traveller reads it. */
export function moneyText(amount: string, currency: string, lang: string): string {
  const format = currencyFormat(lang, currency, { digits: amount.split('.')[1]?.length ?? 0 });
  // A currency the operators added that is not ISO 4217: its code after the amount.
  return format ? format.format(Number(amount)) : `${amount} ${currency}`;
}

/** The voucher or e-ticket as a PDF download, named by its order. */
export async function pdfFile(name: string, orderNo: string, document: PdfDocument): Promise<TravelDocumentFile> {
  return { filename: `${name}-${orderNo}.pdf`, content_type: 'application/pdf', content: await renderPdf(document) };
}

/** The order's stay or flights as an .ics download; stamped with when the supplier confirmed it, so the file is the same at every download. */
export function calendarFile(orderNo: string, order: TravelOrderRow, events: CalendarEvent[]): TravelDocumentFile {
  const content = icsCalendar(events, order.verifiedAt ?? order.createdAt);
  return { filename: `roamcart-${orderNo}.ics`, content_type: 'text/calendar; charset=utf-8', content: Buffer.from(content, 'utf8') };
}

/**
 * A confirmed order's mail to its contact, in the traveller's language: the subject and body
 * (`mail.<name>_subject`, `_body`) with `params`, and its documents attached.
 */
export async function mailTravelDocuments(
  deps: { ref: ReferenceData; mail: Mailer },
  message: { order: TravelOrderRow; lang: string; name: string; params: Record<string, unknown>; files: TravelDocumentFile[] },
  log?: FastifyBaseLogger,
): Promise<void> {
  const text = (part: 'subject' | 'body') => deps.ref.translate(message.lang, `mail.${message.name}_${part}`, message.params);
  await deps.mail.send({ to: message.order.contact.email, subject: await text('subject'), text: await text('body'), attachments: message.files }, log);
}
