import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { AppError } from '../../platform/errors.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';

/** The cached answers of the flight routes: dropped on every fare, seat or schedule change. */
export const FLIGHT_ANSWERS = 'flights';

/** Hours before a flight's departure its sales close (back office > parameters). */
export const BOOKING_CUTOFF_PARAMETER = { key: 'flight_booking_cutoff_hours', fallback: 2 } as const;

const cutoff = sql`make_interval(hours => coalesce((select value::int from parameters where key = ${BOOKING_CUTOFF_PARAMETER.key}), ${BOOKING_CUTOFF_PARAMETER.fallback}))`;

/**
 * Whether a flight departing at `departsAt` still sells: it departs after the cut-off from now.
 * The departure is an instant (its local time in its airport's zone), so no zone's "today" enters
 * into it. The parameter is read in the statement, so a change applies at once on every server.
 */
export const salesOpen = (departsAt: SQLWrapper) => sql<boolean>`${departsAt} > now() + ${cutoff}`;
/** A flight whose sales closed was asked for (its detail, a booking, a payment): 4002 naming the fare. */
export const salesClosed = () => AppError.field('fare_id', 'validation.flight_sales_closed');

/** salesOpen for the flight day `i` (over `flight_instances i`). */
const sellsNow = salesOpen(sql`i.departs_at`);

/**
 * The last departure day whose price may change by the clock alone (flights on it reaching the
 * cut-off): local dates run up to 14 hours ahead of UTC. Later days' prices are the stored ones.
 */
const lastDayTheClockMoves = sql`((now() + interval '14 hours' + ${cutoff}) at time zone 'UTC')::date`;

/**
 * What search sells, over `flight_instances i`, `flights fl` and `flight_fares f`: a scheduled day
 * of an active flight of an enabled carrier, before its sales closed, with at least `seated` seats
 * left on the fare. The low-fare calendar uses the same test with one seat, so its price is
 * search's cheapest.
 */
export function bookableFare(seated: number): SQL {
  return sql`i.status = 'scheduled' and fl.is_active and ${sellsNow}
    and exists (select 1 from airlines al where al.code = fl.carrier and al.enabled)
    and f.seats - f.held - f.sold >= ${seated}`;
}

/** The cheapest adult price with taxes on sale now for a route on a day (null: nothing bookable). */
function lowestTotalOn(origin: SQL, destination: SQL, day: SQL): SQL {
  return sql`(select min(f.price_adult + f.taxes)
    from flight_instances i
    join flights fl on fl.id = i.flight_id
    join flight_fares f on f.instance_id = i.id
    where i.origin = ${origin} and i.destination = ${destination} and i.departure_date = ${day} and ${bookableFare(1)})`;
}

/**
 * A day's calendar price over `flight_low_fares l` (left-joined for `day`): the stored price,
 * except on the days the clock moves, which are priced live so a flight past its cut-off never
 * prices them.
 */
export function calendarPrice(origin: SQL, destination: SQL, day: SQL): SQL {
  return sql`case when ${day} <= ${lastDayTheClockMoves} then ${lowestTotalOn(origin, destination, day)} else l.lowest_total end`;
}

/**
 * Recomputes the low-fare calendar of the routes and days of the given flight days (every day
 * from today on when `instanceIds` is 'all') and drops the cached flight answers on commit. The
 * back office calls it after changing fares, seats or schedules; holds and releases call it too.
 */
export async function refreshLowFares(db: DbOrTx, instanceIds: number[] | 'all'): Promise<void> {
  if (instanceIds !== 'all' && instanceIds.length === 0) return;
  const touchedInstances = instanceIds === 'all' ? sql`departure_date >= current_date` : sql`id in (${sql.join(instanceIds.map((id) => sql`${id}`), sql`, `)})`;
  // Every touched day gets its price or null (nothing bookable left): null days lose their row, the others are upserted.
  await db.execute(sql`
    with touched as (
      select distinct origin, destination, departure_date as day from flight_instances where ${touchedInstances}
    ),
    best as (
      select t.origin, t.destination, t.day, ${lowestTotalOn(sql`t.origin`, sql`t.destination`, sql`t.day`)} as lowest_total
      from touched t
    ),
    gone as (
      delete from flight_low_fares l using best b
      where l.origin = b.origin and l.destination = b.destination and l.day = b.day and b.lowest_total is null
    )
    insert into flight_low_fares (origin, destination, day, lowest_total)
    select origin, destination, day, lowest_total from best where lowest_total is not null
    on conflict (origin, destination, day) do update set lowest_total = excluded.lowest_total, updated_at = now()
    where flight_low_fares.lowest_total <> excluded.lowest_total`);
  await dropCachedAnswers(db, FLIGHT_ANSWERS);
}
