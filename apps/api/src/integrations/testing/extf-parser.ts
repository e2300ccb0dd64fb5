/**
 * Reads an EXTF file back the way an importer does, for round-trip tests: Windows-1252 decoded by
 * iconv-lite (not our encoder's table; Node's own TextDecoder reads 0x80–0x9F as Latin-1 controls), CRLF lines, `;` fields, a field in double quotes is text with `""` as a
 * quote, an unquoted one is a number, a date or empty.
 */
import { decode } from 'iconv-lite';

export interface ParsedField {
  value: string;
  quoted: boolean;
}

export interface ParsedExtf {
  header: ParsedField[];
  columns: string[];
  rows: ParsedField[][];
}

export function parseExtf(bytes: Buffer): ParsedExtf {
  const text = decode(bytes, 'windows-1252');
  if (!text.endsWith('\r\n')) throw new Error('the last line does not end with CRLF');
  const lines = text.slice(0, -2).split('\r\n');
  if (lines.some((l) => l.includes('\n') || l.includes('\r'))) throw new Error('a bare LF or CR');
  const [header, columns, ...rows] = lines.map(parseLine);
  return { header: header!, columns: columns!.map((c) => c.value), rows };
}

function parseLine(line: string): ParsedField[] {
  const fields: ParsedField[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) throw new Error(`unterminated quote in: ${line.slice(0, 40)}`);
        value += line.slice(i, end);
        if (line[end + 1] === '"') {
          value += '"';
          i = end + 2;
        } else {
          i = end + 1;
          break;
        }
      }
      fields.push({ value, quoted: true });
    } else {
      const end = line.indexOf(';', i);
      const value = end < 0 ? line.slice(i) : line.slice(i, end);
      if (value.includes('"')) throw new Error(`a quote inside an unquoted field: ${value}`);
      fields.push({ value, quoted: false });
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) return fields;
    if (line[i] !== ';') throw new Error(`expected ; at ${i} in: ${line.slice(0, 40)}`);
    i += 1;
    if (i === line.length) {
      fields.push({ value: '', quoted: false });
      return fields;
    }
  }
}
