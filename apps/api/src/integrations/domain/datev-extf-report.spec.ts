import { writeExtf, type ExtfBooking, type ExtfHeader } from './datev-extf';
import { verifyExtf, type ExtfCheck } from './datev-extf-report';

const header: ExtfHeader = {
  createdAt: new Date('2026-11-23T15:40:00.123Z'),
  beraterNummer: 29098,
  mandantenNummer: 55003,
  wirtschaftsjahrBeginn: '2025-07-01',
  sachkontenlaenge: 4,
  from: '2025-12-01',
  to: '2026-01-31',
  bezeichnung: 'Fördermittel',
  diktatkuerzel: 'FM',
  festschreibung: false,
  skr: '03',
};

const booking = (over: Partial<ExtfBooking> = {}): ExtfBooking => ({
  amountCents: 1_250_050,
  sollHaben: 'S',
  konto: '1548',
  gegenkonto: '2744',
  buSchluessel: null,
  belegdatum: '2025-12-05',
  belegfeld1: 'BAFA-2025-0815',
  buchungstext: 'Zuschuss BAFA „Beratung“ – Müller',
  ...over,
});

const byId = (checks: ExtfCheck[]) => Object.fromEntries(checks.map((c) => [c.id, c]));

/** The file's bytes with the first occurrence of `from` replaced (both Windows-1252 / ASCII here). */
function tamper(bytes: Buffer, from: string, to: string): Buffer {
  const at = bytes.indexOf(Buffer.from(from, 'latin1'));
  if (at < 0) throw new Error(`${from} not in the file`);
  return Buffer.concat([bytes.subarray(0, at), Buffer.from(to, 'latin1'), bytes.subarray(at + from.length)]);
}

describe('DATEV EXTF validation report (read back from the written file)', () => {
  const bookings = [
    booking(),
    booking({ amountCents: 80_000, belegdatum: '2026-01-31', belegfeld1: 'ZIM-7', buSchluessel: '40' }),
  ];

  it('counts what it checked on the file, across a year change of the period', () => {
    const v = verifyExtf(writeExtf(header, bookings).bytes, header, bookings);
    expect(v.problems).toEqual([]);
    expect(v).toMatchObject({ bookings: 2, totalCents: 1_330_050, lines: 4 });
    const checks = byId(v.checks);
    expect(Object.values(checks).every((c) => c.status === 'ok')).toBe(true);
    expect(checks['umsatz']).toMatchObject({ checked: 4, findings: 0, lines: [] });
    expect(checks['konten']).toMatchObject({ checked: 4 });
    expect(checks['bu_schluessel']).toMatchObject({ checked: 1 });
    expect(checks['belegdatum']).toMatchObject({ checked: 2 });
    expect(checks['zeilen']).toMatchObject({ checked: 5 });
  });

  it('says not_applicable without BU keys, and warns of a repeated Belegfeld 1 and an empty text', () => {
    const twice = [booking(), booking({ buchungstext: '' })];
    const checks = byId(verifyExtf(writeExtf(header, twice).bytes, header, twice).checks);
    expect(checks['bu_schluessel']).toMatchObject({ status: 'not_applicable', checked: 0 });
    expect(checks['belegfeld1_eindeutig']).toMatchObject({ status: 'warning', findings: 1, lines: [4] });
    expect(checks['buchungstext_vorhanden']).toMatchObject({ status: 'warning', findings: 1, lines: [4] });
  });

  it('fails the rule a changed byte breaks, with line and field', () => {
    const bytes = writeExtf(header, bookings).bytes;
    const point = verifyExtf(tamper(bytes, '800,00', '800.00'), header, bookings);
    expect(byId(point.checks)['umsatz']).toMatchObject({ status: 'failed', findings: 1, lines: [4] });
    expect(byId(point.checks)['buchungen']).toMatchObject({ status: 'failed', lines: [4] });
    expect(point.problems).toContainEqual(expect.objectContaining({ line: 4, field: 'Umsatz' }));

    const wrongAccount = verifyExtf(tamper(bytes, ';1548;2744;', ';1548;27440;'), header, bookings);
    expect(byId(wrongAccount.checks)['konten']).toMatchObject({ status: 'ok' }); // a Personenkonto is allowed
    expect(byId(wrongAccount.checks)['buchungen']).toMatchObject({ status: 'failed', lines: [3] });

    const bareLf = verifyExtf(tamper(bytes, '\r\n', '\n'), header, bookings);
    expect(byId(bareLf.checks)['zeilen']).toMatchObject({ status: 'failed', lines: [1] });

    const unassigned = verifyExtf(tamper(bytes, 'Müller', 'M\x81ller'), header, bookings);
    expect(byId(unassigned.checks)['zeichensatz']).toMatchObject({ status: 'failed', lines: [3] });

    const lateDate = verifyExtf(tamper(bytes, ';3101;', ';0102;'), header, bookings);
    expect(byId(lateDate.checks)['belegdatum']).toMatchObject({ status: 'failed', lines: [4] });

    const header700 = verifyExtf(tamper(bytes, '"EXTF";700;', '"EXTF";510;'), header, bookings);
    expect(byId(header700.checks)['kopf']).toMatchObject({ status: 'failed', findings: 1, lines: [1] });
  });

  it('fails when a grant is missing from the file', () => {
    const file = writeExtf(header, bookings.slice(0, 1)).bytes;
    const v = verifyExtf(file, header, bookings);
    expect(byId(v.checks)['buchungen']).toMatchObject({ status: 'failed', findings: 1, lines: [4] });
  });
});
