import type { FastifyBaseLogger } from 'fastify';
import type { TravelDocumentFile } from '@roamcart/contracts';
import type { CommitListener } from '../../platform/commit-events.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { calendarFile, dayText, documentedOrder, localTimeText, mailTravelDocuments, moneyText, pdfFile, utcOffsetOf, type TravelDocument } from '../travel/index.ts';
import { hotelOrderView, type HotelDeps } from './booking.ts';
import { localHotelProvider } from './local-provider.ts';
import { zonedInstant, zonedIso } from './stay.ts';
import { hotelRowOf } from './travel-provider.ts';

const KIND = 'hotel';

/** What the documents are made from: the database, the texts and the hotels' supplier. */
type DocumentDeps = Pick<HotelDeps, 'db' | 'ref' | 'provider'>;

type ConfirmedStay = Awaited<ReturnType<typeof confirmedStay>>;

/** A confirmed booking of the caller as the traveller reads it (language, paid currency), with the hotel's zone; 4206 not theirs, 4207 not confirmed. */
async function confirmedStay(deps: DocumentDeps, userId: number, orderNo: string) {
  const { order, reader } = await documentedOrder(deps, userId, KIND, orderNo);
  const detail = await hotelOrderView(deps, order, reader);
  const hotel = await hotelRowOf(deps.db, detail.hotel_id);
  const checkIn = zonedInstant(detail.check_in, detail.check_in_from, hotel.timeZone);
  const checkOut = zonedInstant(detail.check_out, detail.check_out_by, hotel.timeZone);
  return { order, reader, detail, timeZone: hotel.timeZone, checkIn, checkOut };
}

/** "Dec 1, 2026, from 14:00 (Asia/Shanghai, UTC+08:00)": a check-in or check-out day with the hotel's time and zone. */
async function hotelTime(ref: ReferenceData, lang: string, key: string, at: Date, date: string, time: string, timeZone: string) {
  return ref.translate(lang, key, { date: dayText(date, lang), time, zone: `${timeZone}, ${utcOffsetOf(zonedIso(at, timeZone))}` });
}

/** The voucher of a confirmed booking of the caller: the hotel, stay, guests, confirmation and payment, and the cancellation policy as booked. */
export async function hotelVoucher(deps: DocumentDeps, userId: number, orderNo: string): Promise<TravelDocumentFile> {
  return voucherOf(deps, await confirmedStay(deps, userId, orderNo));
}

async function voucherOf(deps: DocumentDeps, { reader, detail, timeZone, checkIn, checkOut }: ConfirmedStay): Promise<TravelDocumentFile> {
  const { lang } = reader;
  const t = (key: string, params?: Record<string, unknown>) => deps.ref.translate(lang, key, params);
  const lastDeadline = detail.cancellation.at(-1);
  const cancellation = detail.cancellation.length
    ? [
        ...(await Promise.all(detail.cancellation.map((step) => t('hotel.refund_until', { time: localTimeText(step.until, lang), percent: step.refund_percent })))),
        ...(lastDeadline && lastDeadline.refund_percent > 0 ? [await t('document.no_refund_after', { time: localTimeText(lastDeadline.until, lang) })] : []),
      ]
    : [await t('hotel.non_refundable')];
  const document: TravelDocument = {
    lang,
    title: await t('document.voucher_title'),
    subtitle: await t('document.order_line', { order_no: detail.order_no }),
    subject: detail.order_no,
    sections: [
      {
        heading: detail.hotel_name,
        rows: [
          { label: await t('document.address'), value: detail.address },
          { label: await t('hotel.confirmation_no'), value: detail.confirmation_no ?? '' },
          { label: await t('document.order_no'), value: detail.order_no },
        ],
      },
      {
        heading: await t('document.stay'),
        rows: [
          { label: await t('hotel.check_in'), value: await hotelTime(deps.ref, lang, 'document.check_in_at', checkIn, detail.check_in, detail.check_in_from, timeZone) },
          { label: await t('hotel.check_out'), value: await hotelTime(deps.ref, lang, 'document.check_out_at', checkOut, detail.check_out, detail.check_out_by, timeZone) },
          { label: await t('hotel.room'), value: `${detail.room_type_name} · ${detail.rate_plan_name} · ${await t(`hotel.board.${detail.board}`)}` },
          { label: await t('hotel.rooms'), value: String(detail.rooms) },
          { label: await t('hotel.guests'), value: detail.guests.map((guest) => guest.name).join('\n') },
        ],
      },
      {
        heading: await t('document.payment'),
        rows: [
          { label: await t('document.amount_paid'), value: moneyText(detail.paid_amount, detail.currency, lang) },
          { label: await t('hotel.cancellation_policy'), value: cancellation.join('\n') },
        ],
      },
    ],
  };
  return pdfFile('voucher', detail.order_no, document);
}

/** The stay of a confirmed booking of the caller as one calendar entry, from check-in to check-out at the hotel's times. */
export async function hotelCalendar(deps: DocumentDeps, userId: number, orderNo: string): Promise<TravelDocumentFile> {
  return stayCalendarOf(deps, await confirmedStay(deps, userId, orderNo));
}

async function stayCalendarOf(deps: DocumentDeps, { order, reader, detail, checkIn, checkOut }: ConfirmedStay): Promise<TravelDocumentFile> {
  const confirmation = `${await deps.ref.translate(reader.lang, 'hotel.confirmation_no')}: ${detail.confirmation_no ?? ''}`;
  const orderLine = await deps.ref.translate(reader.lang, 'document.order_line', { order_no: detail.order_no });
  return calendarFile(detail.order_no, order, [
    {
      uid: `${detail.order_no}-stay@roamcart`,
      start: checkIn,
      end: checkOut,
      summary: await deps.ref.translate(reader.lang, 'document.stay_event', { hotel: detail.hotel_name }),
      location: [detail.hotel_name, detail.address].filter(Boolean).join(', '),
      description: [confirmation, orderLine, `${detail.room_type_name} × ${detail.rooms}`, detail.guests.map((guest) => guest.name).join(', ')].join('\n'),
    },
  ]);
}

/** A booking just confirmed (by the desk, or on payment with instant confirmation), mailed to its contact in the traveller's language with the voucher (PDF) and the stay (.ics) attached. */
export async function mailVoucher(deps: DocumentDeps & { mail: Mailer }, userId: number, orderNo: string, log?: FastifyBaseLogger): Promise<void> {
  const stay = await confirmedStay(deps, userId, orderNo);
  const { detail, reader } = stay;
  const params = { order_no: detail.order_no, hotel: detail.hotel_name, check_in: dayText(detail.check_in, reader.lang), check_out: dayText(detail.check_out, reader.lang), confirmation_no: detail.confirmation_no ?? '' };
  const files = [await voucherOf(deps, stay), await stayCalendarOf(deps, stay)];
  await mailTravelDocuments(deps, { order: stay.order, lang: reader.lang, name: 'hotel_confirmed', params, files }, log);
}

/** Mails the voucher of a booking confirmed on payment (instant confirmation, our own inventory) once the payment has committed. */
export function mailVoucherConfirmedOnPayment(deps: Pick<HotelDeps, 'db' | 'ref'> & { mail: Mailer }, log: FastifyBaseLogger): CommitListener {
  return (event) => {
    if (event.kind !== 'travel_confirmed' || event.travelKind !== KIND) return;
    mailVoucher({ ...deps, provider: localHotelProvider }, event.userId, event.orderNo).catch((error: unknown) => log.error({ err: error, orderNo: event.orderNo }, 'voucher mail not written'));
  };
}
