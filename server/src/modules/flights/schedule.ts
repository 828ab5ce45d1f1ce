import { sql } from 'drizzle-orm';
import { rowsOf, type DbOrTx } from '../../platform/db.ts';
import { salesWindow } from './window.ts';

/**
 * Opens the flight days of every active flight's schedule inside the sales window (today to six
 * months later) that are not open yet: one row per operating day with its UTC departure and
 * arrival, from the legs' local times in their airports' zones on that day. Returns the new days' ids.
 */
export async function openFlightDays(db: DbOrTx, now: Date = new Date()): Promise<number[]> {
  const { first, last } = salesWindow(now);
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
