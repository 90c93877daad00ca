/** Rows encoded for COPY … FROM in PostgreSQL's text format: what `Database.copyRows` and `copyText` load. */

/** The characters the text format escapes with a backslash (the column delimiter is the tab). */
const SPECIAL = /[\\\n\r\t]/;
const SPECIALS = /[\\\n\r\t]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/**
 * One field: NULL is `\N`, and only backslash, newline, carriage return and tab are escaped. Written by
 * hand, and in the text format rather than CSV: CSV quotes every field holding a comma or a quote, and
 * a résumé's JSON and search vector hold dozens of each, so encoding a million seekers as CSV cost
 * 22–54 µs a row against 6 µs here (the seed's generator threads spend the difference).
 */
function textField(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'bigint' ? String(value) : JSON.stringify(value);
  return SPECIAL.test(text) ? text.replace(SPECIALS, (c) => ESCAPES[c] ?? c) : text;
}

/** Rows as lines of tab-separated fields, joined into one flat string (appending would build a chain of pieces). */
export function toCopyText(rows: readonly unknown[][]): string {
  const lines: string[] = [];
  for (const row of rows) lines.push(row.map(textField).join('\t'));
  lines.push('');
  return lines.join('\n');
}
