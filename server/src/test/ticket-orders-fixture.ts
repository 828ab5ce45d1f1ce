import { eq, sql } from 'drizzle-orm';
import type { TravelPayStatus } from '@roamcart/contracts';
import { flightFares } from '../modules/flights/tables.ts';
import { rowsOf } from '../platform/db.ts';
import { adminCall, type AdminBrowser } from './admin-client.ts';
import type { Buyer } from './buyer-fixture.ts';
import { call, type TestApp } from './test-app.ts';

/** Ticket orders of the demo flight network (the `flights` test template) booked, reviewed and paid through the API. */

const DAY_MS = 86_400_000;
const day = (offset: number, from = Date.now()) => new Date(from + offset * DAY_MS).toISOString().slice(0, 10);
const idempotencyKey = (label: string) => ({ 'idempotency-key': `${label}-${Math.random().toString(36).slice(2)}` });
export const TRAVEL_CONTACT = { name: 'Jane Roe', phone: '+33 1 42 68 53 00', email: 'jane@example.com' };

export interface TicketFare {
  fareId: number;
  date: string;
}

/** Fares already handed out, per test database (a worker runs several test files). */
const usedFaresOf = new WeakMap<TestApp['db'], number[]>();

/** A bookable fare 10 days from now or later with `seats` free seats, not handed out before on this database. */
export async function freshTicketFare(t: TestApp, seats: number): Promise<TicketFare> {
  const usedFares = usedFaresOf.get(t.db) ?? [0];
  usedFaresOf.set(t.db, usedFares);
  const [fare] = await rowsOf<{ id: number; date: string }>(
    t.db,
    sql`select f.id, i.departure_date::text as date from flight_fares f
      join flight_instances i on i.id = f.instance_id join flights fl on fl.id = i.flight_id
      where i.departure_date >= ${day(10)}::date and i.status = 'scheduled' and fl.is_active
        and exists (select 1 from airlines al where al.code = fl.carrier and al.enabled)
        and f.id not in (${sql.join(usedFares.map((id) => sql`${id}`), sql`, `)})
      order by i.departure_date, f.id limit 1`,
  );
  if (!fare) throw new Error('no bookable fare left');
  usedFares.push(fare.id);
  await t.db.update(flightFares).set({ seats, held: 0, sold: 0 }).where(eq(flightFares.id, fare.id));
  return { fareId: fare.id, date: fare.date };
}

let documents = 0;
/** An adult passenger flying on `date`, with a document number of their own. */
export function adultPassenger(date: string, firstName: string) {
  documents += 1;
  return {
    type: 'adult',
    first_name: firstName,
    last_name: 'Roe',
    gender: 'female',
    nationality: 'FR',
    doc_type: 'passport',
    doc_number: `A${String(documents).padStart(8, '0')}`,
    doc_expiry: day(400, Date.parse(`${date}T00:00:00Z`)),
    birth_date: '1990-05-01',
  };
}

/** A ticket order for `names` (adults), booked through the storefront. */
export async function bookTicketOrder(t: TestApp, buyer: Buyer, fare: TicketFare, names: string[]): Promise<string> {
  const passengers = names.map((name) => adultPassenger(fare.date, name));
  const answer = await call<{ order_no: string }>(t.app, 'POST', '/ticket/order/create', { fare_id: fare.fareId, date: fare.date, passengers, contact: TRAVEL_CONTACT }, { token: buyer.token, headers: idempotencyKey('book') });
  if (answer.code !== 200) throw new Error(JSON.stringify(answer));
  return answer.data.order_no;
}

/** Approved by `reviewer` in the back office, then paid from the buyer's wallet: the ticketing clock runs. */
export async function approveAndPayTicketOrder(t: TestApp, reviewer: AdminBrowser, buyer: Buyer, orderNo: string): Promise<void> {
  const reviewed = await adminCall(t.app, reviewer, 'POST', '/review/ticket_order', { order_no: orderNo, approve: true, remark: '' });
  if (reviewed.code !== 200) throw new Error(JSON.stringify(reviewed));
  const paid = await call<TravelPayStatus>(t.app, 'POST', '/ticket/order/pay', { order_no: orderNo, method: 'wallet' }, { token: buyer.token, headers: idempotencyKey('pay') });
  if (paid.data.status !== 'paid_pending_verification') throw new Error(JSON.stringify(paid));
}
