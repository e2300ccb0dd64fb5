import { BUCHUNGSSTAPEL_COLUMNS } from './datev-columns';
import type { ExtfBooking, ExtfHeader, ExtfProblem } from './datev-extf';
import { readExtf, type ReadField } from './datev-extf-read';

export type ExtfCheckStatus = 'ok' | 'warning' | 'failed' | 'not_applicable';

/** One rule of the format, judged on the written file: how many of its values were checked, which broke it. */
export interface ExtfCheck {
  id: string;
  rule: string;
  /** `failed` never leaves the service: such a file is refused (422). */
  status: ExtfCheckStatus;
  checked: number;
  findings: number;
  /** Lines of the file with a finding (the first 20). */
  lines: number[];
}

export interface ExtfVerification {
  checks: ExtfCheck[];
  /** The findings of the failed checks, per line and field. */
  problems: ExtfProblem[];
  /** Booking lines in the file, the sum of their amounts, and the file's lines. */
  bookings: number;
  totalCents: number;
  lines: number;
}

const MAX_LINES_LISTED = 20;
const FIRST_BOOKING_LINE = 3;
const BELEGFELD = /^[A-Za-z0-9$&%*+\-/]{0,36}$/;
const AMOUNT = /^(\d{1,10}),(\d{2})$/;
const ymd = (iso: string) => iso.replace(/-/g, '');

/** Counts one rule's values and findings; a soft rule warns instead of failing. */
class Tally {
  checked = 0;
  readonly lines: number[] = [];
  readonly problems: ExtfProblem[] = [];

  constructor(
    readonly id: string,
    readonly rule: string,
    private readonly soft = false,
  ) {}

  see(ok: boolean, line: number, field: string, message: string): void {
    this.checked += 1;
    if (ok) return;
    this.lines.push(line);
    this.problems.push({ line, field, message });
  }

  result(): ExtfCheck {
    const findings = this.lines.length;
    const status: ExtfCheckStatus =
      this.checked === 0 ? 'not_applicable' : findings === 0 ? 'ok' : this.soft ? 'warning' : 'failed';
    const lines = [...new Set(this.lines)].slice(0, MAX_LINES_LISTED);
    return { id: this.id, rule: this.rule, status, checked: this.checked, findings, lines };
  }
}

/**
 * The validation report of an EXTF Buchungsstapel: reads the written bytes back and judges each rule of the
 * format on them, and that the file books what was asked (`header`, `bookings`). So a writer bug shows as a
 * failed check instead of a report that lists the same rules for every file.
 */
export function verifyExtf(bytes: Buffer, header: ExtfHeader, bookings: ExtfBooking[]): ExtfVerification {
  const file = readExtf(bytes);
  const t = {
    zeilen: new Tally('zeilen', 'Jede Zeile mit CRLF beendet, kein einzelnes CR oder LF'),
    zeichensatz: new Tally(
      'zeichensatz',
      'Nur belegte Windows-1252-Bytes; jeder Text liest sich unverändert zurück',
    ),
    kopf: new Tally(
      'kopf',
      'Kopfzeile EXTF 700, Kategorie 21 (Buchungsstapel), Formatversion 13, mit Berater, Mandant, Wirtschaftsjahr, Sachkontenlänge, Zeitraum und SKR der Anfrage',
    ),
    spalten: new Tally('spalten', 'Spaltenzeile mit den 125 Spalten; jede Buchung mit 125 Feldern'),
    umsatz: new Tally(
      'umsatz',
      'Umsatz positiv mit Dezimalkomma, höchstens 10 Vorkommastellen; Soll/Haben-Kennzeichen S oder H',
    ),
    konten: new Tally('konten', 'Konto und Gegenkonto mit Sachkontenlänge (Personenkonto +1)'),
    bu: new Tally('bu_schluessel', 'BU-Schlüssel höchstens 4 Ziffern'),
    belegdatum: new Tally('belegdatum', 'Belegdatum als TTMM, ein Tag im Zeitraum'),
    belegfeld: new Tally('belegfeld1', 'Belegfeld 1 höchstens 36 Zeichen aus dem DATEV-Zeichenvorrat'),
    eindeutig: new Tally(
      'belegfeld1_eindeutig',
      'Belegfeld 1 je Buchung eindeutig (sonst derselbe Bescheid zweimal?)',
      true,
    ),
    text: new Tally('buchungstext', 'Buchungstext höchstens 60 Zeichen, ohne Zeilenumbruch'),
    textDa: new Tally('buchungstext_vorhanden', 'Buchungstext angegeben', true),
    buchungen: new Tally(
      'buchungen',
      'Jede Buchung der Datei entspricht einem Bescheid der Anfrage (Umsatz, Konten, Belegdatum), keiner fehlt',
    ),
  };

  file.lines.forEach((_, i) =>
    t.zeilen.see(!file.bareLineBreaks.includes(i + 1), i + 1, 'Zeilenende', 'Einzelnes CR oder LF.'),
  );
  t.zeilen.see(file.endsWithCrlf, file.lines.length, 'Zeilenende', 'Die letzte Zeile endet nicht mit CRLF.');
  for (const line of file.unassignedBytes) {
    t.zeichensatz.see(false, line, 'Zeichensatz', 'Ein Byte, das in Windows-1252 nicht belegt ist.');
  }

  const [head, columns, ...rows] = file.lines;
  checkHeader(t.kopf, t.zeichensatz, head ?? null, header);
  t.spalten.see(
    columns !== null && columns !== undefined && sameColumns(columns),
    2,
    'Spalten',
    'Die Spaltenzeile ist nicht die des Buchungsstapels.',
  );

  let totalCents = 0;
  const seen = new Map<string, number>();
  rows.forEach((row, i) => {
    const line = FIRST_BOOKING_LINE + i;
    const expected = bookings[i];
    const ok = row !== null && row.length === BUCHUNGSSTAPEL_COLUMNS.length;
    t.spalten.see(ok, line, 'Spalten', 'Die Buchung hat nicht 125 Felder.');
    if (!row || !ok) {
      t.buchungen.see(false, line, 'Buchung', 'Die Zeile ist keine lesbare Buchung.');
      return;
    }
    const f = (n: number) => row[n]!;
    const cents = amountCents(f(0));
    totalCents += cents ?? 0;
    t.umsatz.see(cents !== null && cents > 0, line, 'Umsatz', 'Kein positiver Umsatz mit Dezimalkomma.');
    t.umsatz.see(f(1).quoted && /^[SH]$/.test(f(1).value), line, 'Soll/Haben', 'Weder S noch H.');
    for (const [n, field] of [
      [6, 'Konto'],
      [7, 'Gegenkonto'],
    ] as const) {
      const v = f(n).value;
      const len = header.sachkontenlaenge;
      const fits = !f(n).quoted && /^\d+$/.test(v) && v.length >= len && v.length <= len + 1;
      t.konten.see(fits, line, field, `Nicht ${len} oder ${len + 1} Ziffern.`);
    }
    if (f(8).value !== '' || f(8).quoted) {
      t.bu.see(/^\d{1,4}$/.test(f(8).value), line, 'BU-Schlüssel', 'Mehr als 4 Ziffern.');
    }
    const datum = dateInPeriod(f(9), header);
    t.belegdatum.see(datum !== null, line, 'Belegdatum', 'Kein TTMM eines Tages im Zeitraum.');
    const beleg = f(10);
    t.belegfeld.see(beleg.quoted && BELEGFELD.test(beleg.value), line, 'Belegfeld 1', 'Zeichen oder Länge.');
    if (beleg.value !== '') {
      t.eindeutig.see(!seen.has(beleg.value), line, 'Belegfeld 1', `Wie in Zeile ${seen.get(beleg.value)}.`);
      if (!seen.has(beleg.value)) seen.set(beleg.value, line);
    }
    const text = f(13);
    const textOk = text.quoted && text.value.length <= 60 && !/[\r\n]/.test(text.value);
    t.text.see(textOk, line, 'Buchungstext', 'Länger als 60 Zeichen oder mit Zeilenumbruch.');
    t.textDa.see(text.value.trim() !== '', line, 'Buchungstext', 'Kein Buchungstext.');
    if (expected) {
      t.zeichensatz.see(beleg.value === expected.belegfeld1, line, 'Belegfeld 1', 'Anders zurückgelesen.');
      t.zeichensatz.see(text.value === expected.buchungstext, line, 'Buchungstext', 'Anders zurückgelesen.');
    }
    const same =
      expected !== undefined &&
      cents === expected.amountCents &&
      f(6).value === expected.konto &&
      f(7).value === expected.gegenkonto &&
      datum === expected.belegdatum;
    t.buchungen.see(same, line, 'Buchung', 'Die Buchung entspricht keinem Bescheid der Anfrage.');
  });
  for (let i = rows.length; i < bookings.length; i++) {
    t.buchungen.see(false, FIRST_BOOKING_LINE + i, 'Buchung', 'Ein Bescheid fehlt in der Datei.');
  }

  const tallies = Object.values(t);
  const checks = tallies.map((x) => x.result());
  const problems = tallies.flatMap((x, i) => (checks[i]!.status === 'failed' ? x.problems : []));
  return { checks, problems, bookings: rows.length, totalCents, lines: file.lines.length };
}

function checkHeader(kopf: Tally, zeichensatz: Tally, head: ReadField[] | null, h: ExtfHeader): void {
  const expected: [number, string, boolean, string][] = [
    [0, 'EXTF', true, 'Kennzeichen'],
    [1, '700', false, 'Versionsnummer'],
    [2, '21', false, 'Formatkategorie'],
    [3, 'Buchungsstapel', true, 'Formatname'],
    [4, '13', false, 'Formatversion'],
    [10, String(h.beraterNummer), false, 'Beraternummer'],
    [11, String(h.mandantenNummer), false, 'Mandantennummer'],
    [12, ymd(h.wirtschaftsjahrBeginn), false, 'WJ-Beginn'],
    [13, String(h.sachkontenlaenge), false, 'Sachkontenlänge'],
    [14, ymd(h.from), false, 'Datum vom'],
    [15, ymd(h.to), false, 'Datum bis'],
    [26, h.skr, true, 'Sachkontenrahmen'],
  ];
  kopf.see(head !== null && head.length === 31, 1, 'Kopfzeile', 'Die Kopfzeile hat nicht 31 Felder.');
  for (const [n, value, quoted, field] of expected) {
    const got = head?.[n];
    kopf.see(got?.value === value && got.quoted === quoted, 1, field, `Erwartet ${value}.`);
  }
  zeichensatz.see(head?.[16]?.value === h.bezeichnung, 1, 'Bezeichnung', 'Anders zurückgelesen.');
  zeichensatz.see(head?.[17]?.value === h.diktatkuerzel, 1, 'Diktatkürzel', 'Anders zurückgelesen.');
}

function sameColumns(columns: ReadField[]): boolean {
  return (
    columns.length === BUCHUNGSSTAPEL_COLUMNS.length &&
    columns.every((c, i) => !c.quoted && c.value === BUCHUNGSSTAPEL_COLUMNS[i])
  );
}

function amountCents(field: ReadField): number | null {
  const m = field.quoted ? null : AMOUNT.exec(field.value);
  return m ? Number(m[1]) * 100 + Number(m[2]) : null;
}

/** TTMM read as a day of the period (which lies in one fiscal year, at most two calendar years): YYYY-MM-DD. */
function dateInPeriod(field: ReadField, h: ExtfHeader): string | null {
  const m = field.quoted ? null : /^(\d{2})(\d{2})$/.exec(field.value);
  if (!m) return null;
  for (let year = Number(h.from.slice(0, 4)); year <= Number(h.to.slice(0, 4)); year++) {
    const d = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[1])));
    const iso = d.toISOString().slice(0, 10);
    if (iso === `${year}-${m[2]}-${m[1]}` && iso >= h.from && iso <= h.to) return iso;
  }
  return null;
}
