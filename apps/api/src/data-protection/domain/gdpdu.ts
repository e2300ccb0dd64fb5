/**
 * The GDPdU description standard ("Beschreibungsstandard", DTD `gdpdu-01-09-2004.dtd`) for the GoBD data
 * access by handing over a data carrier (Z3, § 147 Abs. 6 Satz 1 Nr. 3 AO): each table is a delimited text
 * file, and `index.xml` says how to read it (encoding, separators, decimal symbol, types). The CSV writer and
 * the XML writer read the same `GdpduTable`, so that the files always match their description.
 */

export const GDPDU_DTD_NAME = 'gdpdu-01-09-2004.dtd';

/** The three data types of the standard; `Numeric` with its digits after the decimal symbol. */
export type GdpduType =
  { kind: 'alphanumeric'; maxLength?: number } | { kind: 'numeric'; accuracy: number } | { kind: 'date' };

export interface GdpduColumn {
  name: string;
  description: string;
  type: GdpduType;
}

export interface GdpduTable {
  /** File name inside the archive (a relative URL, as the standard demands). */
  url: string;
  name: string;
  description: string;
  /** Key columns first (`VariablePrimaryKey`), then the others (`VariableColumn`). */
  primaryKey: GdpduColumn[];
  columns: GdpduColumn[];
  /** The period the records cover (`Validity`), as calendar dates `YYYY-MM-DD`. */
  validity: { from: string; to: string };
  /** One value per column, in the order `primaryKey` then `columns`; `null` is an empty field. */
  rows: (string | number | null)[][];
}

export interface GdpduDataSet {
  supplier: { name: string; location: string; comment: string };
  mediaName: string;
  tables: GdpduTable[];
}

/** What `index.xml` declares for every table, and what `toGdpduCsv` writes. */
export const GDPDU_FORMAT = {
  columnDelimiter: ';',
  recordDelimiter: '\r\n',
  textEncapsulator: '"',
  decimalSymbol: ',',
  digitGroupingSymbol: '.',
  dateFormat: 'DD.MM.YYYY',
} as const;

const xml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;');

/** `2026-01-31` → `31.01.2026` (the declared `DD.MM.YYYY`). */
export const germanDate = (date: string): string => {
  const [y, m, d] = date.split('-');
  return `${d}.${m}.${y}`;
};

function typeXml(t: GdpduType, indent: string): string {
  if (t.kind === 'numeric') return `${indent}<Numeric><Accuracy>${t.accuracy}</Accuracy></Numeric>`;
  if (t.kind === 'date') return `${indent}<Date><Format>${GDPDU_FORMAT.dateFormat}</Format></Date>`;
  return t.maxLength === undefined
    ? `${indent}<AlphaNumeric/>`
    : `${indent}<AlphaNumeric/>\n${indent}<MaxLength>${t.maxLength}</MaxLength>`;
}

function columnXml(element: string, c: GdpduColumn): string {
  return [
    `        <${element}>`,
    `          <Name>${xml(c.name)}</Name>`,
    `          <Description>${xml(c.description)}</Description>`,
    typeXml(c.type, '          '),
    `        </${element}>`,
  ].join('\n');
}

function tableXml(t: GdpduTable): string {
  return [
    '    <Table>',
    `      <URL>${xml(t.url)}</URL>`,
    `      <Name>${xml(t.name)}</Name>`,
    `      <Description>${xml(t.description)}</Description>`,
    '      <Validity>',
    `        <Range><From>${germanDate(t.validity.from)}</From><To>${germanDate(t.validity.to)}</To></Range>`,
    `        <Format>${GDPDU_FORMAT.dateFormat}</Format>`,
    '      </Validity>',
    '      <UTF8/>',
    `      <DecimalSymbol>${GDPDU_FORMAT.decimalSymbol}</DecimalSymbol>`,
    `      <DigitGroupingSymbol>${GDPDU_FORMAT.digitGroupingSymbol}</DigitGroupingSymbol>`,
    // The first record is the header line with the column names: the data start at record 2.
    '      <Range><From>2</From></Range>',
    '      <VariableLength>',
    `        <ColumnDelimiter>${GDPDU_FORMAT.columnDelimiter}</ColumnDelimiter>`,
    `        <RecordDelimiter>${xml(GDPDU_FORMAT.recordDelimiter)}</RecordDelimiter>`,
    `        <TextEncapsulator>${xml(GDPDU_FORMAT.textEncapsulator)}</TextEncapsulator>`,
    ...t.primaryKey.map((c) => columnXml('VariablePrimaryKey', c)),
    ...t.columns.map((c) => columnXml('VariableColumn', c)),
    '      </VariableLength>',
    '    </Table>',
  ].join('\n');
}

/** `index.xml` of the data set, referring to the DTD shipped beside it. */
export function gdpduIndexXml(set: GdpduDataSet): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<!DOCTYPE DataSet SYSTEM "${GDPDU_DTD_NAME}">`,
    '<DataSet>',
    '  <Version>1.0</Version>',
    '  <DataSupplier>',
    `    <Name>${xml(set.supplier.name)}</Name>`,
    `    <Location>${xml(set.supplier.location)}</Location>`,
    `    <Comment>${xml(set.supplier.comment)}</Comment>`,
    '  </DataSupplier>',
    '  <Media>',
    `    <Name>${xml(set.mediaName)}</Name>`,
    ...set.tables.map(tableXml),
    '  </Media>',
    '</DataSet>',
    '',
  ].join('\n');
}

const quoted = (text: string) => `"${text.replace(/"/g, '""')}"`;

/**
 * One field as the description declares it: numbers with the decimal comma and exactly `accuracy` digits, no
 * grouping; dates `DD.MM.YYYY`; text always in the encapsulator (quotes doubled), so that a `;` or a line
 * break inside it never splits a record.
 */
export function gdpduField(value: string | number | null, type: GdpduType): string {
  if (value === null) return '';
  if (type.kind === 'numeric') {
    const text = typeof value === 'number' ? value.toFixed(type.accuracy) : value;
    if (!/^-?\d+(\.\d+)?$/.test(text)) throw new Error(`not a number: ${text}`);
    const [whole, fraction = ''] = text.split('.');
    const digits = fraction.padEnd(type.accuracy, '0');
    if (digits.length > type.accuracy) throw new Error(`more than ${type.accuracy} decimals: ${text}`);
    return type.accuracy === 0 ? whole! : `${whole}${GDPDU_FORMAT.decimalSymbol}${digits}`;
  }
  if (type.kind === 'date') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(String(value))) throw new Error(`not a date: ${value}`);
    return germanDate(String(value));
  }
  return quoted(String(value));
}

/** The table's file: a header line with the column names, then one record per row. */
export function toGdpduCsv(t: GdpduTable): string {
  const all = [...t.primaryKey, ...t.columns];
  const header = all.map((c) => quoted(c.name)).join(GDPDU_FORMAT.columnDelimiter);
  const records = t.rows.map((row) => {
    if (row.length !== all.length)
      throw new Error(`${t.name}: ${row.length} values for ${all.length} columns`);
    return row.map((v, i) => gdpduField(v, all[i]!.type)).join(GDPDU_FORMAT.columnDelimiter);
  });
  return [header, ...records].map((r) => r + GDPDU_FORMAT.recordDelimiter).join('');
}
