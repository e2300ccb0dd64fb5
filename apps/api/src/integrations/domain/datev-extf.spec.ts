import { decode } from 'iconv-lite';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseExtf } from '../testing/extf-parser';
import { BUCHUNGSSTAPEL_COLUMNS } from './datev-columns';
import { checkExtf, writeExtf, type ExtfBooking, type ExtfHeader } from './datev-extf';
import { encodeWindows1252, firstUnencodable } from './windows-1252';

const header: ExtfHeader = {
  createdAt: new Date('2026-11-23T15:40:00.123Z'),
  beraterNummer: 29098,
  mandantenNummer: 55003,
  wirtschaftsjahrBeginn: '2026-01-01',
  sachkontenlaenge: 4,
  from: '2026-01-01',
  to: '2026-12-31',
  bezeichnung: 'Fördermittel 2026',
  diktatkuerzel: 'FM',
  festschreibung: false,
  skr: '03',
};

const bookings: ExtfBooking[] = [
  {
    amountCents: 1_250_050,
    sollHaben: 'S',
    konto: '1548',
    gegenkonto: '2744',
    buSchluessel: null,
    belegdatum: '2026-03-05',
    belegfeld1: 'BAFA-2026-0815',
    buchungstext: 'Zuschuss BAFA „Beratung“ – Müller',
  },
  {
    amountCents: 300_000,
    sollHaben: 'S',
    konto: '1548',
    gegenkonto: '2744',
    buSchluessel: '40',
    belegdatum: '2026-11-30',
    belegfeld1: 'ZIM/KF-4711',
    buchungstext: 'Zuschuss "ZIM" Größe 3 €',
  },
];

describe('DATEV EXTF Buchungsstapel', () => {
  it('matches the golden file byte for byte (written independently with Python’s cp1252 codec)', () => {
    const golden = readFileSync(join(__dirname, '../testing/golden-extf-buchungsstapel.csv'));
    expect(checkExtf(header, bookings)).toEqual([]);
    const file = writeExtf(header, bookings);
    expect(file.bytes.equals(golden)).toBe(true);
  });

  it('encodes umlauts, typographic quotes, dash and euro sign as Windows-1252 bytes', () => {
    expect([...encodeWindows1252('äöüßÄ€„“–')]).toEqual([
      0xe4, 0xf6, 0xfc, 0xdf, 0xc4, 0x80, 0x84, 0x93, 0x96,
    ]);
    // Every byte iconv-lite decodes back to the same character (0x81, 0x8D, 0x8F, 0x90, 0x9D are unassigned).
    for (let byte = 0x20; byte <= 0xff; byte++) {
      if ([0x7f, 0x81, 0x8d, 0x8f, 0x90, 0x9d].includes(byte)) continue;
      const char = decode(Buffer.of(byte), 'windows-1252');
      expect([...encodeWindows1252(char)]).toEqual([byte]);
    }
  });

  it('reads back through a parser: header, 125 columns, amounts with a decimal comma, TTMM dates', () => {
    const parsed = parseExtf(writeExtf(header, bookings).bytes);
    expect(parsed.header.map((f) => f.value).slice(0, 5)).toEqual([
      'EXTF',
      '700',
      '21',
      'Buchungsstapel',
      '13',
    ]);
    expect(parsed.header).toHaveLength(31);
    expect(parsed.header[10]).toEqual({ value: '29098', quoted: false });
    expect(parsed.header[26]).toEqual({ value: '03', quoted: true });
    expect(parsed.columns).toEqual(BUCHUNGSSTAPEL_COLUMNS);
    expect(parsed.columns).toHaveLength(125);
    expect(parsed.rows).toHaveLength(2);
    for (const row of parsed.rows) expect(row).toHaveLength(125);
    const [first, second] = parsed.rows;
    expect(first!.slice(0, 2)).toEqual([
      { value: '12500,50', quoted: false },
      { value: 'S', quoted: true },
    ]);
    expect(first![9]).toEqual({ value: '0503', quoted: false });
    expect(first![13]!.value).toBe('Zuschuss BAFA „Beratung“ – Müller');
    expect(second![8]).toEqual({ value: '40', quoted: true });
    expect(second![13]!.value).toBe('Zuschuss "ZIM" Größe 3 €');
  });

  it('writes "Erzeugt am" (header field 6) in German local time, CET and CEST, as DATEV reads it', () => {
    const erzeugtAm = (iso: string) =>
      parseExtf(writeExtf({ ...header, createdAt: new Date(iso) }, bookings).bytes).header[5]!.value;
    expect(erzeugtAm('2026-11-23T15:40:00.123Z')).toBe('20261123164000123'); // CET, UTC+1
    expect(erzeugtAm('2026-06-30T22:30:05.007Z')).toBe('20260701003005007'); // CEST, UTC+2: next day
    expect(erzeugtAm('2026-12-31T23:59:59.999Z')).toBe('20270101005959999'); // and next year
  });

  it('refuses a character outside Windows-1252, naming line and field', () => {
    const polish = { ...bookings[1]!, buchungstext: 'Zuschuss Łódź' };
    expect(firstUnencodable('Łódź')).toBe('Ł');
    expect(checkExtf(header, [bookings[0]!, polish])).toEqual([
      { line: 4, field: 'Buchungstext', message: 'Das Zeichen „Ł“ (U+0141) gibt es in Windows-1252 nicht.' },
    ]);
  });

  it('names each broken rule: amount, accounts, BU key, date outside the period, Belegfeld, text length', () => {
    const broken: ExtfBooking = {
      amountCents: 0,
      sollHaben: 'S',
      konto: '154',
      gegenkonto: '2744A',
      buSchluessel: '12345',
      belegdatum: '2027-01-02',
      belegfeld1: 'Bescheid Nr. 1',
      buchungstext: 'x'.repeat(61),
    };
    expect(checkExtf(header, [broken]).map((p) => `${p.line}:${p.field}`)).toEqual([
      '3:Umsatz',
      '3:Konto',
      '3:Gegenkonto',
      '3:BU-Schlüssel',
      '3:Belegdatum',
      '3:Belegfeld 1',
      '3:Buchungstext',
    ]);
    expect(checkExtf({ ...header, to: '2027-01-31' }, [])).toEqual([
      expect.objectContaining({ line: 1, field: 'Datum bis' }),
    ]);
  });
});
