/**
 * The rows ticked in a list, by key, after the table reports `keys` ticked: those of the page on
 * show (`shownRows`) as they are now, those of other pages as they were when last seen, so that a
 * selection made over several pages keeps every row it needs for an export. Keys of rows never
 * seen are left out.
 */
export function keptSelection<Row, Key>(kept: ReadonlyMap<Key, Row>, keys: readonly Key[], shownRows: readonly Row[], rowKey: (row: Row) => Key): Map<Key, Row> {
  const shown = new Map(shownRows.map((row) => [rowKey(row), row]));
  const next = new Map<Key, Row>();
  for (const key of keys) {
    const row = shown.get(key) ?? kept.get(key);
    if (row !== undefined) next.set(key, row);
  }
  return next;
}
