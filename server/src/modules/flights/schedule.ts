import { sql } from 'drizzle-orm';
import { rowsOf, type Db, type DbOrTx } from '../../platform/db.ts';
import { refreshLowFares } from './low-fares.ts';
import { salesWindow } from './window.ts';

const DAY_MS = 86_400_000;
const sqlList = (values: number[]) => sql.join(values.map((value) => sql`${value}`), sql`, `);

/**
 * Opens the flight days of every active flight's schedule from today to `last` (by default the
 * sales window's end, six months later) that are not open yet: one row per operating day with its
 * UTC departure and arrival, from the legs' local times in their airports' zones on that day.
 * Returns the new days' ids.
 */
export async function openFlightDays(db: DbOrTx, now: Date = new Date(), last: string = salesWindow(now).last): Promise<number[]> {
  const { first } = salesWindow(now);
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`insert into flight_instances (flight_id, departure_date, origin, destination, departs_at, arrives_at)
      select fl.id, d::date, fl.origin, fl.destination,
        ((d::date + fs.departs_day_offset) + fs.departs_local) at time zone oa.time_zone,
        ((d::date + ls.arrives_day_offset) + ls.arrives_local) at time zone da.time_zone
      from flights fl
      join flight_segments fs on fs.flight_id = fl.id and fs.position = 1
      join lateral (select * from flight_segments s where s.flight_id = fl.id order by s.position desc limit 1) ls on true
      join airports oa on oa.code = fs.origin
      join airports da on da.code = ls.destination
      cross join generate_series(greatest(fl.valid_from, ${first}::date), least(fl.valid_to, ${last}::date), interval '1 day') d
      where fl.is_active and (fl.days_of_week >> (extract(isodow from d)::int - 1)) & 1 = 1
      on conflict (flight_id, departure_date) do nothing
      returning id`,
  );
  return rows.map((row) => row.id);
}

/** New days sell what their flight's latest day with fares sells, every seat free. Returns how many fares were added. */
export async function copyLatestFares(db: DbOrTx, instanceIds: number[]): Promise<number> {
  if (instanceIds.length === 0) return 0;
  const added = await rowsOf<{ id: number }>(
    db,
    sql`insert into flight_fares (instance_id, cabin, brand, carry_on, carry_on_kg, checked_bags, checked_kg, refund_rule, change_rule,
      seats, price_adult, price_child, price_infant, taxes, instant_ticketing)
    select n.id, f.cabin, f.brand, f.carry_on, f.carry_on_kg, f.checked_bags, f.checked_kg, f.refund_rule, f.change_rule,
      f.seats, f.price_adult, f.price_child, f.price_infant, f.taxes, f.instant_ticketing
    from flight_instances n
    join lateral (
      select t.id from flight_instances t
      where t.flight_id = n.flight_id and t.id <> n.id and exists (select 1 from flight_fares x where x.instance_id = t.id)
        and not t.id in (${sqlList(instanceIds)})
      order by t.departure_date desc limit 1
    ) latest on true
    join flight_fares f on f.instance_id = latest.id
    where n.id in (${sqlList(instanceIds)})
    returning id`,
  );
  return added.length;
}

/**
 * The daily move of the sales window: opens every active flight's missing days up to six months
 * after tomorrow (the job runs once a day at whatever hour, and the window's new last day must be
 * on sale from midnight UTC), each with the fare table of its flight's latest day, and puts them
 * in the low-fare calendar, in one transaction. Days already open, their fares and seats are left
 * as they are, so a second run adds nothing.
 */
export async function extendFlightSchedules(db: Db, now: Date): Promise<{ days: number; fares: number }> {
  return db.transaction(async (tx) => {
    const opened = await openFlightDays(tx, now, salesWindow(new Date(now.getTime() + DAY_MS)).last);
    const fares = await copyLatestFares(tx, opened);
    await refreshLowFares(tx, opened);
    return { days: opened.length, fares };
  });
}
