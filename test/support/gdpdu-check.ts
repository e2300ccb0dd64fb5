import { strFromU8, unzipSync } from 'fflate';
import { validateWithDtd } from './test-tools';

/** One table as `index.xml` describes it, read back independently of the code that wrote it. */
export interface DescribedTable {
  url: string;
  firstRecord: number;
  delimiter: string;
  recordDelimiter: string;
  encapsulator: string;
  decimalSymbol: string;
  columns: {
    name: string;
    type: 'Numeric' | 'AlphaNumeric' | 'Date';
    accuracy?: number;
    maxLength?: number;
  }[];
}

const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? m[1]! : undefined;
};
const unescapeXml = (s: string) =>
  s
    .replace(/&#13;/g, '\r')
    .replace(/&#10;/g, '\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

export function describedTables(indexXml: string): DescribedTable[] {
  return [...indexXml.matchAll(/<Table>([\s\S]*?)<\/Table>/g)].map(([, t]) => {
    const variable = tag(t!, 'VariableLength')!;
    const withoutValidity = t!.replace(/<Validity>[\s\S]*?<\/Validity>/, '');
    const columns = [...variable.matchAll(/<(VariablePrimaryKey|VariableColumn)>([\s\S]*?)<\/\1>/g)].map(
      ([, , c]) => {
        const type = /<Numeric/.test(c!) ? 'Numeric' : /<Date/.test(c!) ? 'Date' : 'AlphaNumeric';
        const accuracy = tag(c!, 'Accuracy');
        const maxLength = tag(c!, 'MaxLength');
        return {
          name: tag(c!, 'Name')!,
          type: type as DescribedTable['columns'][number]['type'],
          ...(accuracy !== undefined ? { accuracy: Number(accuracy) } : {}),
          ...(maxLength !== undefined ? { maxLength: Number(maxLength) } : {}),
        };
      },
    );
    const range = tag(withoutValidity, 'Range');
    return {
      url: tag(t!, 'URL')!,
      firstRecord: range ? Number(tag(range, 'From')) : 1,
      delimiter: unescapeXml(tag(variable, 'ColumnDelimiter') ?? ';'),
      recordDelimiter: unescapeXml(tag(variable, 'RecordDelimiter') ?? '\r\n'),
      encapsulator: unescapeXml(tag(variable, 'TextEncapsulator') ?? '"'),
      decimalSymbol: tag(t!, 'DecimalSymbol') ?? ',',
      columns,
    };
  });
}

/** Splits a delimited file into records of fields, honouring the encapsulator (doubled inside a field). */
export function parseDelimited(text: string, d: DescribedTable): string[][] {
  const records: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === d.encapsulator && text[i + 1] === d.encapsulator) {
        field += ch;
        i++;
      } else if (ch === d.encapsulator) quoted = false;
      else field += ch;
    } else if (ch === d.encapsulator) quoted = true;
    else if (ch === d.delimiter) {
      fields.push(field);
      field = '';
    } else if (text.startsWith(d.recordDelimiter, i)) {
      fields.push(field);
      records.push(fields);
      fields = [];
      field = '';
      i += d.recordDelimiter.length - 1;
    } else field += ch;
  }
  if (field !== '' || fields.length > 0) throw new Error('last record without record delimiter');
  return records;
}

/**
 * Unpacks a Z3 archive, validates `index.xml` against the shipped DTD as `xmllint --dtdvalid` does (the
 * system's xmllint or libxml2 as WebAssembly, test-tools.ts; throws with xmllint's message when it is invalid),
 * and checks every CSV against its description: header names, the number of fields per record, numbers with
 * the declared decimal symbol and accuracy, dates as DD.MM.YYYY. Returns the data records per file (without
 * the header line).
 */
export function checkZ3Archive(zip: Uint8Array): {
  files: Record<string, Uint8Array>;
  records: Record<string, string[][]>;
} {
  const files = unzipSync(zip);
  const dtd = 'gdpdu-01-09-2004.dtd';
  if (!files['index.xml'] || !files[dtd]) throw new Error(`index.xml or ${dtd} missing from the archive`);
  validateWithDtd({ name: 'index.xml', bytes: files['index.xml'] }, { name: dtd, bytes: files[dtd] });
  const index = strFromU8(files['index.xml']!);
  const records: Record<string, string[][]> = {};
  for (const table of describedTables(index)) {
    const all = parseDelimited(strFromU8(files[table.url]!), table);
    const header = all.slice(0, table.firstRecord - 1);
    if (header.length === 1 && header[0]!.join('|') !== table.columns.map((c) => c.name).join('|'))
      throw new Error(`${table.url}: header ${header[0]!.join('|')} does not match the description`);
    const data = all.slice(table.firstRecord - 1);
    data.forEach((fields, n) => {
      if (fields.length !== table.columns.length)
        throw new Error(
          `${table.url} record ${n + 1}: ${fields.length} fields, ${table.columns.length} described`,
        );
      table.columns.forEach((c, i) => {
        const v = fields[i]!;
        if (v === '') return;
        const decimals = c.accuracy ?? 0;
        const numeric = new RegExp(
          decimals > 0 ? `^-?\\d+\\${table.decimalSymbol}\\d{${decimals}}$` : '^-?\\d+$',
        );
        if (c.type === 'Numeric' && !numeric.test(v))
          throw new Error(`${table.url} ${c.name}: ${v} is not Numeric`);
        if (c.type === 'Date' && !/^\d{2}\.\d{2}\.\d{4}$/.test(v))
          throw new Error(`${table.url} ${c.name}: ${v} is not DD.MM.YYYY`);
        if (c.maxLength !== undefined && v.length > c.maxLength)
          throw new Error(`${table.url} ${c.name}: longer than ${c.maxLength}`);
      });
    });
    records[table.url] = data;
  }
  return { files, records };
}
