import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db.ts';
import { dropCachedAnswers } from '../../platform/response-cache.ts';

/** The cached answers of the flight routes: dropped on every fare, seat or schedule change. */
export const FLIGHT_ANSWERS = 'flights';

/**
 * What search sells, over `flight_instances i`, `flights fl` and `flight_fares f`: a scheduled day
 * of an active flight of an enabled carrier, with at least `seated` seats left on the fare. The
 * low-fare calendar uses the same test with one seat, so its price is search's cheapest.
 */
export function bookableFare(seated: number): SQL {
  return sql`i.status = 'scheduled' and fl.is_active
    and exists (select 1 from airlines al where al.code = fl.carrier and al.enabled)
    and f.seats - f.held - f.sold >= ${seated}`;
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
      select t.origin, t.destination, t.day,
        (select min(f.price_adult + f.taxes)
          from flight_instances i
          join flights fl on fl.id = i.flight_id
          join flight_fares f on f.instance_id = i.id
          where i.origin = t.origin and i.destination = t.destination and i.departure_date = t.day and ${bookableFare(1)}) as lowest_total
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
