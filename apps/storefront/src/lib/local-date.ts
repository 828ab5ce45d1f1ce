/**
 * A calendar date (YYYY-MM-DD) of the traveller's own clock: "today" is the day it is where they
 * are. Apart from dates.ts, so that the entry (first-requests.ts) loads no date formatting.
 */
export function localDate(now: Date): string {
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())).toISOString().slice(0, 10);
}
