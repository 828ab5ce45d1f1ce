import type { ColumnsType } from 'antd/es/table';
import { toCsv } from '@roamcart/contracts';

/** A column's text in the CSV where the field as it stands is not what the cell shows (a title per language, a category's name). */
export type CsvTexts<Row> = Readonly<Record<string, (row: Row) => string | number>>;

/** A field's value as the CSV shows it: lists joined, objects and empties left blank. */
function cellText(value: unknown): string | number {
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.filter((item) => typeof item === 'string' || typeof item === 'number').join('; ');
  return '';
}

/**
 * The rows as CSV under the table's column titles: each column with a text title that shows one
 * field (its data index), or whose text `texts` gives by the column's data index or key.
 */
export function rowsCsv<Row extends object>(columns: ColumnsType<Row>, rows: readonly Row[], texts: CsvTexts<Row> = {}): string {
  const fields = columns.flatMap((column) => {
    if (typeof column.title !== 'string') return [];
    const field = 'dataIndex' in column && typeof column.dataIndex === 'string' ? column.dataIndex : undefined;
    const name = field ?? (typeof column.key === 'string' ? column.key : undefined);
    const given = name === undefined ? undefined : texts[name];
    if (given) return [{ title: column.title, text: given }];
    return field === undefined ? [] : [{ title: column.title, text: (row: Row) => cellText((row as Record<string, unknown>)[field]) }];
  });
  return toCsv(
    fields.map((field) => field.title),
    rows.map((row) => fields.map(({ text }) => text(row))),
  );
}
