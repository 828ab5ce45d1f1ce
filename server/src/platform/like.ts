/** A LIKE / ILIKE pattern matching text that contains `text` as typed: its own % _ and \ match themselves. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}
