import { gte, lt, sql, type AnyColumn, type SQL } from 'drizzle-orm';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The start of a `YYYY-MM-DD` day in UTC. */
function dayStart(date: string): Date {
  return new Date(`${date}T00:00:00.000Z`);
}

/** The start of today in UTC. */
export function todayStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** Conditions for a timestamp within whole UTC days `from`..`to`, both inclusive, either open. */
export function withinDays(column: AnyColumn, from?: string, to?: string): SQL[] {
  const conditions: SQL[] = [];
  if (from) conditions.push(gte(column, dayStart(from)));
  if (to) conditions.push(lt(column, new Date(dayStart(to).getTime() + DAY_MS)));
  return conditions;
}

/** A timestamp's UTC day as `YYYY-MM-DD`, to group rows by day (the text has no parameter, so GROUP BY matches it). */
export function utcDay(column: AnyColumn): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`;
}

/** Today's UTC day as `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
