import { BUCHUNGSSTAPEL_COLUMNS } from './datev-columns';
import { encodeWindows1252, firstUnencodable } from './windows-1252';

/** The header's settings: the client's numbers at DATEV and the period (developer.datev.de, Header). */
export interface ExtfHeader {
  createdAt: Date;
  beraterNummer: number;
  mandantenNummer: number;
  /** Start of the fiscal year, YYYY-MM-DD. */
  wirtschaftsjahrBeginn: string;
  sachkontenlaenge: number;
  /** The period of the bookings (one file per period), YYYY-MM-DD. */
  from: string;
  to: string;
  bezeichnung: string;
  diktatkuerzel: string;
  festschreibung: boolean;
  skr: '03' | '04';
}

export interface ExtfBooking {
  /** Positive, in cents. */
  amountCents: number;
  sollHaben: 'S' | 'H';
  konto: string;
  gegenkonto: string;
  buSchluessel: string | null;
  /** YYYY-MM-DD; written as TTMM, the year comes from the header's period. */
  belegdatum: string;
  belegfeld1: string;
  buchungstext: string;
}

export interface ExtfProblem {
  /** Line of the file (1 = header, 2 = column headings, 3 = first booking). */
  line: number;
  field: string;
  message: string;
}

export interface ExtfFile {
  bytes: Buffer;
  text: string;
}

const FIRST_BOOKING_LINE = 3;
/** Belegfeld 1: at most 36 characters from this set (DATEV, Buchungsstapel, Feld 11). */
const BELEGFELD = /^[A-Za-z0-9$&%*+\-/]{0,36}$/;
const MAX_CENTS = 999_999_999_999; // ^\d{1,10},\d{2}$

/** Text field: in double quotes, a quote inside doubled (DATEV-Format, "Aufbau"). */
const text = (value: string) => `"${value.replace(/"/g, '""')}"`;
const ymd = (iso: string) => iso.replace(/-/g, '');
/** DATEV reads "Erzeugt am" as German local time (its programs run in Germany): Europe/Berlin, CET/CEST. */
const BERLIN = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Berlin',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
const stamp = (d: Date) => {
  const p = Object.fromEntries(BERLIN.formatToParts(d).map((x) => [x.type, x.value]));
  const ms = String(d.getUTCMilliseconds()).padStart(3, '0');
  return `${p.year}${p.month}${p.day}${p.hour}${p.minute}${p.second}${ms}`; // YYYYMMDDHHMMSSFFF
};

export function formatAmount(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
}

function headerFields(h: ExtfHeader): string[] {
  return [
    text('EXTF'),
    '700',
    '21',
    text('Buchungsstapel'),
    '13',
    stamp(h.createdAt),
    '',
    text('FM'),
    text(''),
    text(''),
    String(h.beraterNummer),
    String(h.mandantenNummer),
    ymd(h.wirtschaftsjahrBeginn),
    String(h.sachkontenlaenge),
    ymd(h.from),
    ymd(h.to),
    text(h.bezeichnung),
    text(h.diktatkuerzel),
    '1',
    '0',
    h.festschreibung ? '1' : '0',
    text('EUR'),
    '',
    text(''),
    '',
    '',
    text(h.skr),
    '',
    '',
    text(''),
    text(''),
  ];
}

function bookingFields(b: ExtfBooking): string[] {
  const fields = new Array<string>(BUCHUNGSSTAPEL_COLUMNS.length).fill('');
  fields[0] = formatAmount(b.amountCents);
  fields[1] = text(b.sollHaben);
  fields[2] = text('EUR');
  fields[6] = b.konto;
  fields[7] = b.gegenkonto;
  fields[8] = b.buSchluessel === null ? '' : text(b.buSchluessel);
  fields[9] = `${b.belegdatum.slice(8, 10)}${b.belegdatum.slice(5, 7)}`;
  fields[10] = text(b.belegfeld1);
  fields[13] = text(b.buchungstext);
  return fields;
}

/** Every rule the file must meet, per line and field, before anything is written. */
export function checkExtf(h: ExtfHeader, bookings: ExtfBooking[]): ExtfProblem[] {
  const problems: ExtfProblem[] = [];
  const add = (line: number, field: string, message: string) => problems.push({ line, field, message });
  const fiscalYearEnd = addYears(h.wirtschaftsjahrBeginn, 1);
  if (h.from > h.to) add(1, 'Datum vom', 'Der Zeitraum beginnt nach seinem Ende.');
  if (h.from < h.wirtschaftsjahrBeginn || h.to >= fiscalYearEnd) {
    add(1, 'Datum bis', 'Der Zeitraum muss in einem Wirtschaftsjahr liegen (DATEV: eine Datei je Periode).');
  }
  for (const [name, value] of [
    ['Bezeichnung', h.bezeichnung],
    ['Diktatkürzel', h.diktatkuerzel],
  ] as const) {
    const bad = firstUnencodable(value);
    if (bad) add(1, name, `Das Zeichen „${bad}“ (U+${hex(bad)}) gibt es in Windows-1252 nicht.`);
  }
  bookings.forEach((b, i) => {
    const line = FIRST_BOOKING_LINE + i;
    if (!Number.isInteger(b.amountCents) || b.amountCents <= 0 || b.amountCents > MAX_CENTS) {
      add(line, 'Umsatz', 'Der Umsatz muss positiv sein und höchstens 10 Vorkommastellen haben.');
    }
    for (const [field, account] of [
      ['Konto', b.konto],
      ['Gegenkonto', b.gegenkonto],
    ] as const) {
      // Sachkonten have the header's length, Personenkonten one digit more (DATEV, Feld 7/8).
      if (
        !/^\d+$/.test(account) ||
        account.length < h.sachkontenlaenge ||
        account.length > h.sachkontenlaenge + 1
      ) {
        add(
          line,
          field,
          `Das Konto muss ${h.sachkontenlaenge} (Sachkonto) oder ${h.sachkontenlaenge + 1} Ziffern (Personenkonto) haben.`,
        );
      }
    }
    if (b.buSchluessel !== null && !/^\d{1,4}$/.test(b.buSchluessel)) {
      add(line, 'BU-Schlüssel', 'Der BU-Schlüssel hat höchstens 4 Ziffern.');
    }
    if (b.belegdatum < h.from || b.belegdatum > h.to) {
      add(
        line,
        'Belegdatum',
        `Das Belegdatum ${b.belegdatum} liegt außerhalb des Zeitraums ${h.from} bis ${h.to}.`,
      );
    }
    if (!BELEGFELD.test(b.belegfeld1)) {
      add(line, 'Belegfeld 1', 'Belegfeld 1: höchstens 36 Zeichen aus A–Z, a–z, 0–9 und $ & % * + - /.');
    }
    if (b.buchungstext.length > 60) add(line, 'Buchungstext', 'Der Buchungstext hat höchstens 60 Zeichen.');
    if (/[\r\n]/.test(b.buchungstext))
      add(line, 'Buchungstext', 'Der Buchungstext darf keinen Zeilenumbruch enthalten.');
    const bad = firstUnencodable(b.buchungstext);
    if (bad) add(line, 'Buchungstext', `Das Zeichen „${bad}“ (U+${hex(bad)}) gibt es in Windows-1252 nicht.`);
  });
  return problems;
}

/** The file: header, column headings, one line per booking; `;`-separated, CRLF after every line, Windows-1252. */
export function writeExtf(h: ExtfHeader, bookings: ExtfBooking[]): ExtfFile {
  const lines = [
    headerFields(h).join(';'),
    BUCHUNGSSTAPEL_COLUMNS.join(';'),
    ...bookings.map((b) => bookingFields(b).join(';')),
  ];
  const content = lines.map((l) => `${l}\r\n`).join('');
  return { text: content, bytes: encodeWindows1252(content) };
}

/** `EXTF_Buchungsstapel_<from>_<to>.csv`: DATEV reads files whose name starts with EXTF_. */
export function extfFileName(h: Pick<ExtfHeader, 'from' | 'to'>): string {
  return `EXTF_Buchungsstapel_${ymd(h.from)}_${ymd(h.to)}.csv`;
}

const hex = (char: string) => char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');

function addYears(iso: string, years: number): string {
  return `${Number(iso.slice(0, 4)) + years}${iso.slice(4)}`;
}
