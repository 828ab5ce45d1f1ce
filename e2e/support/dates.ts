/** A calendar date `days` from today on the machine's clock (the screens' "today"); a stay a week ahead is clear of "today" in any hotel's zone. */
export function dateAhead(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days)).toISOString().slice(0, 10);
}
