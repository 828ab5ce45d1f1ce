/** A CSV cell: quoted when needed, and a leading = + - @ defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and the rows as CSV text, CRLF line ends (RFC 4180). */
export function toCsv(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
