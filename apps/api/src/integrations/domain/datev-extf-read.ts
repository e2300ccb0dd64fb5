import { windows1252Byte } from './windows-1252';

/**
 * Reads a written EXTF file back from its bytes, as an importer would, so that the validation report judges
 * the file itself and not the input it was made from: Windows-1252 decoded by a table inverted from the
 * encoder's (0x81, 0x8D, 0x8F, 0x90 and 0x9D are unassigned and read as U+FFFD), lines split at CRLF, fields
 * at `;`, a field in double quotes is text with `""` as a quote.
 */
export interface ReadField {
  value: string;
  quoted: boolean;
}

export interface ReadExtf {
  /** Fields per line; null for a line whose quoting is broken. */
  lines: (ReadField[] | null)[];
  /** Lines (1-based) that hold an unassigned byte. */
  unassignedBytes: number[];
  /** Lines (1-based) that hold a bare CR or LF, and whether the last line ends with CRLF. */
  bareLineBreaks: number[];
  endsWithCrlf: boolean;
}

const REPLACEMENT = '\uFFFD';
let table: string[] | undefined;

/** Byte -> character, inverted once from `windows1252Byte` (its highest character is U+2122). */
function decodeTable(): string[] {
  if (table) return table;
  const t = new Array<string>(256).fill(REPLACEMENT);
  for (let code = 0; code <= 0x2122; code++) {
    const char = String.fromCharCode(code);
    const byte = windows1252Byte(char);
    if (byte !== null) t[byte] = char;
  }
  table = t;
  return t;
}

export function readExtf(bytes: Buffer): ReadExtf {
  const chars = decodeTable();
  let text = '';
  for (const byte of bytes) text += chars[byte];
  const endsWithCrlf = text.endsWith('\r\n');
  const raw = (endsWithCrlf ? text.slice(0, -2) : text).split('\r\n');
  const unassignedBytes: number[] = [];
  const bareLineBreaks: number[] = [];
  raw.forEach((line, i) => {
    if (line.includes(REPLACEMENT)) unassignedBytes.push(i + 1);
    if (/[\r\n]/.test(line)) bareLineBreaks.push(i + 1);
  });
  return { lines: raw.map(fieldsOf), unassignedBytes, bareLineBreaks, endsWithCrlf };
}

function fieldsOf(line: string): ReadField[] | null {
  const fields: ReadField[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      i += 1;
      for (;;) {
        const end = line.indexOf('"', i);
        if (end < 0) return null;
        value += line.slice(i, end);
        if (line[end + 1] !== '"') {
          i = end + 1;
          break;
        }
        value += '"';
        i = end + 2;
      }
      fields.push({ value, quoted: true });
    } else {
      const end = line.indexOf(';', i);
      const value = end < 0 ? line.slice(i) : line.slice(i, end);
      if (value.includes('"')) return null;
      fields.push({ value, quoted: false });
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) return fields;
    if (line[i] !== ';') return null;
    i += 1;
    if (i === line.length) return [...fields, { value: '', quoted: false }];
  }
}
