const cell = (v: unknown): string => {
  if (v === null || v === undefined) return '';
  const text = v instanceof Date ? v.toISOString() : typeof v === 'object' ? JSON.stringify(v) : String(v);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** RFC 4180: a header line, CRLF line ends, fields quoted where they must be. */
export function toCsv(rows: Record<string, unknown>[]): string {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  return [columns.map(cell).join(','), ...rows.map((r) => columns.map((c) => cell(r[c])).join(','))]
    .map((line) => `${line}\r\n`)
    .join('');
}

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);

/**
 * One JSON row as one CSV line, or `undefined` when it is no table row: nested objects become dotted columns
 * (`properties.plan`), a list of scalars one cell holding its JSON text (`["api"]`); a list of objects, or a
 * dotted name that collides with another column, has no faithful place in a table.
 */
function flatten(row: Record<string, unknown>, into: Record<string, unknown>, prefix = ''): boolean {
  for (const [key, value] of Object.entries(row)) {
    const name = `${prefix}${key}`;
    if (name in into) return false;
    if (isScalar(value)) into[name] = value;
    else if (Array.isArray(value)) {
      if (!value.every(isScalar)) return false;
      into[name] = JSON.stringify(value);
    } else if (!flatten(value as Record<string, unknown>, into, `${name}.`)) return false;
  }
  return true;
}

/**
 * The category's CSV, when its records are tabular: the source table first, then the (flattened) columns of
 * every table; a table's line leaves the other tables' columns empty. `undefined` when a record is not flat.
 */
export function categoryCsv(records: { table: string; row: Record<string, unknown> }[]): string | undefined {
  const lines: Record<string, unknown>[] = [];
  for (const { table, row } of records) {
    const line: Record<string, unknown> = { source_table: table };
    if (!flatten(row, line)) return undefined;
    lines.push(line);
  }
  return toCsv(lines);
}
