import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TicketOrderDetail, TravelDocumentFile } from '@roamcart/contracts';
import type { Db } from '../../platform/db.ts';
import type { CommitListener } from '../../platform/commit-events.ts';
import { localized } from '../../platform/localized.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { ReferenceData } from '../../platform/reference-data.ts';
import { calendarFile, documentedOrder, localTimeText, mailTravelDocuments, moneyText, pdfFile, type TravelDocument } from '../travel/index.ts';
import { TICKET_KIND, ticketOrderView } from './booking.ts';
import { airlines, airports, flightFares } from './tables.ts';
import { ticketLegsOf } from './travel-provider.ts';

/** What the documents are made from: the database and the texts. */
interface DocumentDeps {
  db: Db;
  ref: ReferenceData;
}

type TicketedTrip = Awaited<ReturnType<typeof ticketedTrip>>;

/** A ticketed order of the caller as the traveller reads it (language, paid currency), with airline and airport names and the fare's bags; 4206 not theirs, 4207 not ticketed. */
async function ticketedTrip(deps: DocumentDeps, userId: number, orderNo: string) {
  const { order, reader } = await documentedOrder(deps, userId, TICKET_KIND, orderNo);
  const detail = await ticketOrderView(deps, order, reader);
  const legs = await ticketLegsOf(deps.db, order.id);
  const text = (value: Record<string, string>) => localized(value, reader.lang, reader.fallback);
  const segments = detail.legs.flatMap((leg) => leg.segments);
  const codes = [...new Set(segments.flatMap((segment) => [segment.from, segment.to]))];
  const carriers = [...new Set(segments.map((segment) => segment.flight_no.slice(0, 2)))];
  const airportNames = new Map((await deps.db.select({ code: airports.code, name: airports.name }).from(airports).where(inArray(airports.code, codes))).map((row) => [row.code, text(row.name)]));
  const airlineNames = new Map((await deps.db.select({ code: airlines.code, name: airlines.name }).from(airlines).where(inArray(airlines.code, carriers))).map((row) => [row.code, text(row.name)]));
  const fareBags = await deps.db
    .select({ id: flightFares.id, carryOn: flightFares.carryOn, carryOnKg: flightFares.carryOnKg, checked: flightFares.checkedBags, checkedKg: flightFares.checkedKg })
    .from(flightFares)
    .where(inArray(flightFares.id, legs.map((leg) => leg.fareId)));
  const bagsById = new Map(fareBags.map((bags) => [bags.id, bags]));
  // Each flight's bags, in the order of detail.legs (the fare may have been removed since: then none shown).
  const bags = legs.map((leg) => bagsById.get(leg.fareId));
  return { order, reader, detail, bags, airportName: (code: string) => airportNames.get(code) ?? code, airlineName: (flightNo: string) => airlineNames.get(flightNo.slice(0, 2)) ?? flightNo.slice(0, 2) };
}

type Translate = (key: string, params?: Record<string, unknown>) => Promise<string>;

/** A fare rule as the traveller reads it: not allowed, free, or the fee in the paid currency. */
function ruleText(t: Translate, rule: TicketOrderDetail['refund_rule'], currency: string, lang: string) {
  if (!rule.allowed) return t('flight.rule_not_allowed');
  if (rule.penalty === null || Number(rule.penalty) === 0) return t('flight.rule_free');
  return t('flight.rule_fee', { fee: moneyText(rule.penalty, currency, lang) });
}

/** The e-ticket itinerary of a ticketed order of the caller: passengers with ticket numbers, each flight in local times with offsets, bags and fare rules. */
export async function eTicket(deps: DocumentDeps, userId: number, orderNo: string): Promise<TravelDocumentFile> {
  return eTicketOf(deps, await ticketedTrip(deps, userId, orderNo));
}

async function eTicketOf(deps: DocumentDeps, { reader, detail, bags, airportName, airlineName }: TicketedTrip): Promise<TravelDocumentFile> {
  const { lang } = reader;
  const t: Translate = (key, params) => deps.ref.translate(lang, key, params);
  const place = (code: string, city: string) => t('document.airport', { airport: airportName(code), code, city });
  const bagText = async (count: number, kg: number) => (count > 0 ? t('flight.bag_pieces', { count, kg }) : t('document.no_bags'));
  const document: TravelDocument = {
    lang,
    title: await t('document.eticket_title'),
    subtitle: await t('document.order_line', { order_no: detail.order_no }),
    subject: detail.order_no,
    sections: [
      {
        heading: await t('flight.passengers'),
        rows: await Promise.all(
          detail.passengers.map(async (passenger) => ({
            label: `${passenger.last_name}/${passenger.first_name} · ${await t(`flight.passenger_type.${passenger.type}`)}`,
            value: `${await t('document.ticket_no')}: ${passenger.ticket_no ?? ''}`,
          })),
        ),
      },
      ...(
        await Promise.all(
          detail.legs.map(async (leg, index) => {
            const fareBags = bags[index];
            // A trip of several flights names each flight's rules by its route.
            const rulesHeading = detail.legs.length > 1 ? `${await t('document.fare_rules')} · ${leg.from_city} → ${leg.to_city}` : await t('document.fare_rules');
            return [
              ...(await Promise.all(
                leg.segments.map(async (segment) => ({
                  heading: `${await t('document.flight')} ${segment.flight_no} · ${airlineName(segment.flight_no)}`,
                  rows: [
                    { label: await t('document.departure'), value: `${await place(segment.from, segment.from_city)}\n${localTimeText(segment.depart_at, lang)}` },
                    { label: await t('document.arrival'), value: `${await place(segment.to, segment.to_city)}\n${localTimeText(segment.arrive_at, lang)}` },
                    { label: await t('document.airline'), value: airlineName(segment.flight_no) },
                  ],
                })),
              )),
              {
                heading: rulesHeading,
                rows: [
                  { label: await t('flight.carry_on'), value: fareBags ? await bagText(fareBags.carryOn, fareBags.carryOnKg) : '' },
                  { label: await t('flight.checked_bag'), value: fareBags ? await bagText(fareBags.checked, fareBags.checkedKg) : '' },
                  { label: await t('flight.refund_rule'), value: await ruleText(t, leg.refund_rule, detail.currency, lang) },
                  { label: await t('flight.change_rule'), value: await ruleText(t, leg.change_rule, detail.currency, lang) },
                ],
              },
            ];
          }),
        )
      ).flat(),
      {
        heading: await t('document.order_heading'),
        rows: [
          { label: await t('document.amount_paid'), value: moneyText(detail.paid_amount, detail.currency, lang) },
          { label: await t('document.order_no'), value: detail.order_no },
        ],
      },
    ],
  };
  return pdfFile('e-ticket', detail.order_no, document);
}

/** Each flight of a ticketed order of the caller as a calendar entry, from departure to arrival. */
export async function ticketCalendar(deps: DocumentDeps, userId: number, orderNo: string): Promise<TravelDocumentFile> {
  return ticketCalendarOf(deps, await ticketedTrip(deps, userId, orderNo));
}

/** "O'NEIL/JANE: CA1234567890", a line per passenger. */
const ticketLines = (detail: TicketOrderDetail) => detail.passengers.map((passenger) => `${passenger.last_name}/${passenger.first_name}: ${passenger.ticket_no ?? ''}`).join('\n');

async function ticketCalendarOf(deps: DocumentDeps, { order, reader, detail, airportName, airlineName }: TicketedTrip): Promise<TravelDocumentFile> {
  const t: Translate = (key, params) => deps.ref.translate(reader.lang, key, params);
  const tickets = ticketLines(detail);
  const orderLine = await t('document.order_line', { order_no: detail.order_no });
  return calendarFile(
    detail.order_no,
    order,
    await Promise.all(
      detail.legs.flatMap((leg) => leg.segments).map(async (segment, index) => ({
        uid: `${detail.order_no}-${index + 1}-${segment.flight_no}@roamcart`,
        start: new Date(segment.depart_at),
        end: new Date(segment.arrive_at),
        summary: await t('document.flight_event', { flight_no: segment.flight_no, from: segment.from_city, to: segment.to_city }),
        location: `${airportName(segment.from)} (${segment.from})`,
        description: [`${airlineName(segment.flight_no)} ${segment.flight_no}`, orderLine, tickets].join('\n'),
      })),
    ),
  );
}

/**
 * The tickets of an order just ticketed (by the desk, or by the supplier on payment), mailed to
 * its contact in the traveller's language, with the e-ticket (PDF) and its flights (.ics) attached.
 */
export async function mailTickets(deps: DocumentDeps & { mail: Mailer }, userId: number, orderNo: string, log?: FastifyBaseLogger): Promise<void> {
  const trip = await ticketedTrip(deps, userId, orderNo);
  const { detail, reader } = trip;
  const route = detail.legs.map((leg) => `${leg.from} → ${leg.to}`).join(', ');
  const params = { order_no: detail.order_no, route, date: detail.date, flight_no: detail.flight_no, tickets: ticketLines(detail) };
  const files = [await eTicketOf(deps, trip), await ticketCalendarOf(deps, trip)];
  await mailTravelDocuments(deps, { order: trip.order, lang: reader.lang, name: 'tickets', params, files }, log);
}

/** Mails the tickets the supplier issued on payment (instant ticketing) once the payment has committed. */
export function mailTicketsIssuedOnPayment(deps: DocumentDeps & { mail: Mailer }, log: FastifyBaseLogger): CommitListener {
  return (event) => {
    if (event.kind !== 'travel_confirmed' || event.travelKind !== TICKET_KIND) return;
    mailTickets(deps, event.userId, event.orderNo).catch((error: unknown) => log.error({ err: error, orderNo: event.orderNo }, 'tickets mail not written'));
  };
}
