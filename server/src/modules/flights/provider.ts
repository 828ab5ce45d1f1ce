import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  type FlightCabin,
  type FlightCalendarDay,
  type FlightCalendarQuery,
  type FlightDetail,
  type FlightDetailQuery,
  type FlightParty,
  type FlightSearchQuery,
  type FlightSearchResult,
} from '@roamcart/contracts';
import { rowsOf, type Db, type DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import type { Reader } from '../../platform/reader.ts';
import { bookableFare, refreshLowFares, salesClosed, salesOpen } from './low-fares.ts';
import { ticketPassengers } from './tables.ts';
import { flightDetail, lowFareCalendar, searchFlights } from './search.ts';
import { checkDepartureDay } from './window.ts';

/** A fare's price for a party as it stands now, in base minor units: what a booking charges. */
export interface FareQuote {
  fareId: number;
  instanceId: number;
  date: string;
  cabin: FlightCabin;
  brand: string;
  seatsLeft: number;
  priceAdult: bigint;
  priceChild: bigint;
  priceInfant: bigint;
  taxes: bigint;
  /** adults x (adult + taxes) + children x (child + taxes) + infants x infant. */
  total: bigint;
}

/**
 * Where flights come from: the local inventory now, a supplier's API later. Seat changes run in
 * the caller's transaction (the booking's), each a conditional update: they refuse (4301) rather
 * than oversell, and drop the cached flight answers of every server when the transaction commits
 * (a route whose caller must see the change at once also calls `deps.responses.invalidate(FLIGHT_ANSWERS)`
 * after it). Tickets are typed in by the back office once it has them from the airline, except
 * for fares with instant ticketing, whose tickets the supplier issues on payment (issueTicketNo).
 */
export interface FlightProvider {
  /** Recorded on ticket orders (travel_orders.provider). */
  readonly name: string;
  search(query: FlightSearchQuery, reader: Reader): Promise<FlightSearchResult>;
  calendar(query: FlightCalendarQuery, reader: Reader): Promise<FlightCalendarDay[]>;
  detail(query: FlightDetailQuery, reader: Reader): Promise<FlightDetail>;
  /** The fare's current price for the party on its day; 4301 when it cannot seat them any more. Read through `tx` inside a booking's transaction. */
  reprice(fareId: number, date: string, party: FlightParty, tx?: DbOrTx): Promise<FareQuote>;
  /** Holds `seats` seats of the fare for a booking awaiting payment; only on a scheduled day whose sales have not closed. */
  hold(tx: DbOrTx, fareId: number, seats: number): Promise<void>;
  /** Gives held seats back (booking cancelled or expired before payment). */
  release(tx: DbOrTx, fareId: number, seats: number): Promise<void>;
  /** Held seats become sold (booking paid). */
  confirm(tx: DbOrTx, fareId: number, seats: number): Promise<void>;
  /** Sold seats go back on sale (a paid booking cancelled). */
  cancel(tx: DbOrTx, fareId: number, seats: number): Promise<void>;
  /** A new ticket number of flight `flightNo` (instant ticketing), not yet given to any passenger. */
  issueTicketNo(tx: DbOrTx, flightNo: string): Promise<string>;
}

/** One conditional update of a fare's counts; no row: the condition failed. Then the calendar follows. */
async function moveSeats(tx: DbOrTx, fareId: number, seats: number, set: ReturnType<typeof sql>, condition: ReturnType<typeof sql>, refusal: number): Promise<void> {
  if (!Number.isInteger(seats) || seats < 1) throw AppError.field('seats', 'validation.invalid');
  const [moved] = await rowsOf<{ instance_id: number }>(
    tx,
    sql`update flight_fares set ${set}, updated_at = now() where id = ${fareId} and ${condition} returning instance_id`,
  );
  if (!moved) throw new AppError(refusal);
  await refreshLowFares(tx, [moved.instance_id]);
}

/** A supplier's seats: what a ticket order holds, confirms, releases and cancels, and the tickets it issues itself (instant ticketing). */
export type FlightSeats = Pick<FlightProvider, 'name' | 'hold' | 'release' | 'confirm' | 'cancel' | 'issueTicketNo'>;

/** The local inventory's seats: conditional updates of flight_fares in the caller's transaction. */
export const localFlightSeats: FlightSeats = {
  name: 'local',
  hold: (tx, fareId, seats) =>
    moveSeats(
      tx,
      fareId,
      seats,
      sql`held = held + ${seats}`,
      sql`held + sold + ${seats} <= seats and instance_id in (select i.id from flight_instances i where i.status = 'scheduled' and ${salesOpen(sql`i.departs_at`)})`,
      ErrorCode.NoAvailability,
    ),
  release: (tx, fareId, seats) => moveSeats(tx, fareId, seats, sql`held = held - ${seats}`, sql`held >= ${seats}`, ErrorCode.OrderStateConflict),
  confirm: (tx, fareId, seats) => moveSeats(tx, fareId, seats, sql`held = held - ${seats}, sold = sold + ${seats}`, sql`held >= ${seats}`, ErrorCode.OrderStateConflict),
  cancel: (tx, fareId, seats) => moveSeats(tx, fareId, seats, sql`sold = sold - ${seats}`, sql`sold >= ${seats}`, ErrorCode.OrderStateConflict),
  /** The flight's carrier code and ten random digits, drawn again in the rare case the number is taken. */
  async issueTicketNo(tx, flightNo) {
    for (;;) {
      const ticketNo = `${flightNo.slice(0, 2)}${String(randomInt(0, 1e10)).padStart(10, '0')}`;
      const [taken] = await tx.select({ id: ticketPassengers.id }).from(ticketPassengers).where(eq(ticketPassengers.ticketNo, ticketNo));
      if (!taken) return ticketNo;
    }
  },
};

export function localFlightProvider(db: Db): FlightProvider {
  return {
    ...localFlightSeats,
    search: (query, reader) => searchFlights(db, query, reader),
    calendar: (query, reader) => lowFareCalendar(db, query, reader),
    detail: (query, reader) => flightDetail(db, query, reader),

    async reprice(fareId, date, party, tx = db) {
      checkDepartureDay(date);
      const seated = party.adults + party.children;
      const [fare] = await rowsOf<{
        instance_id: number;
        cabin: FlightCabin;
        brand: string;
        seats_left: number;
        price_adult: string;
        price_child: string;
        price_infant: string;
        taxes: string;
        on_sale: boolean;
        bookable: boolean;
      }>(
        tx,
        sql`select i.id as instance_id, f.cabin, f.brand, f.seats - f.held - f.sold as seats_left,
            f.price_adult::text as price_adult, f.price_child::text as price_child, f.price_infant::text as price_infant, f.taxes::text as taxes,
            ${salesOpen(sql`i.departs_at`)} as on_sale, ${bookableFare(seated)} as bookable
          from flight_fares f
          join flight_instances i on i.id = f.instance_id
          join flights fl on fl.id = i.flight_id
          where f.id = ${fareId} and i.departure_date = ${date}::date`,
      );
      if (fare && !fare.on_sale) throw salesClosed();
      if (!fare?.bookable) throw new AppError(ErrorCode.NoAvailability);
      const [priceAdult, priceChild, priceInfant, taxes] = [fare.price_adult, fare.price_child, fare.price_infant, fare.taxes].map(BigInt) as [bigint, bigint, bigint, bigint];
      return {
        fareId,
        instanceId: fare.instance_id,
        date,
        cabin: fare.cabin,
        brand: fare.brand,
        seatsLeft: fare.seats_left,
        priceAdult,
        priceChild,
        priceInfant,
        taxes,
        total: BigInt(party.adults) * (priceAdult + taxes) + BigInt(party.children) * (priceChild + taxes) + BigInt(party.infants) * priceInfant,
      };
    },
  };
}
