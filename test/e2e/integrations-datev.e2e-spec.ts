import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { parseExtf } from '../../apps/api/src/integrations/testing/extf-parser';

const body = {
  period: { from: '2026-01-01', to: '2026-06-30' },
  beraterNummer: 29098,
  mandantenNummer: 55003,
  wirtschaftsjahrBeginn: '2026-01-01',
  sachkontenlaenge: 4,
  skr: '03',
  accounts: { konto: '1548', gegenkonto: '2744' },
  grants: [
    {
      belegdatum: '2026-02-01',
      amountEur: 12500.5,
      belegfeld1: 'BAFA-2026-1',
      buchungstext: 'Zuschuss BAFA Beratung für Müller',
    },
    { belegdatum: '2026-06-30', amountEur: 800, belegfeld1: 'ZIM-7', buchungstext: 'Zuschuss ZIM' },
  ],
};

describe('POST /api/v2/integrations/datev/export', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers an EXTF file in Windows-1252 with CRLF and its validation report', async () => {
    const res = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(t.headers)
      .send(body)
      .expect(200);
    expect(res.body.fileName).toBe('EXTF_Buchungsstapel_20260101_20260630.csv');
    expect(res.body.report).toMatchObject({
      bookings: 2,
      totalAmount: '13300,50',
      lines: 4,
      encoding: 'windows-1252',
    });
    const bytes = Buffer.from(res.body.contentBase64, 'base64');
    expect(bytes.includes(Buffer.from([0xfc]))).toBe(true); // ü
    const parsed = parseExtf(bytes);
    expect(parsed.header.slice(10, 16).map((f) => f.value)).toEqual([
      '29098',
      '55003',
      '20260101',
      '4',
      '20260101',
      '20260630',
    ]);
    expect(parsed.rows.map((r) => [r[0]!.value, r[6]!.value, r[7]!.value, r[9]!.value])).toEqual([
      ['12500,50', '1548', '2744', '0102'],
      ['800,00', '1548', '2744', '3006'],
    ]);
    type Check = { id: string; status: string; checked: number; findings: number };
    const checks = Object.fromEntries((res.body.report.checks as Check[]).map((c) => [c.id, c])) as Record<
      string,
      Check
    >;
    expect(Object.values(checks).map((c) => c.status)).toEqual(
      Object.values(checks).map((c) => (c === checks['bu_schluessel'] ? 'not_applicable' : 'ok')),
    );
    expect(checks['umsatz']).toMatchObject({ checked: 4, findings: 0 });
    expect(checks['buchungen']).toMatchObject({ checked: 2, findings: 0 });
    expect(checks['bu_schluessel']).toMatchObject({ checked: 0 });
  });

  it('reports what it found in this file: a BU key checked, a Belegfeld 1 booked twice as a warning', async () => {
    const twice = {
      ...body,
      accounts: { ...body.accounts, buSchluessel: '40' },
      grants: [body.grants[0], body.grants[1], { ...body.grants[1], belegdatum: '2026-06-29' }],
    };
    const res = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(t.headers)
      .send(twice)
      .expect(200);
    expect(res.body.report).toMatchObject({ bookings: 3, totalAmount: '14100,50', lines: 5 });
    const checks = res.body.report.checks as { id: string }[];
    expect(checks.find((c) => c.id === 'bu_schluessel')).toMatchObject({ status: 'ok', checked: 3 });
    expect(checks.find((c) => c.id === 'belegfeld1_eindeutig')).toMatchObject({
      status: 'warning',
      checked: 3,
      findings: 1,
      lines: [5],
    });
  });

  it('needs no admin scope (it connects nothing), but is not in the Free plan', async () => {
    const { key } = await t.tenants.issueKey(t.tenantId, ['api']);
    await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set({ 'x-api-key': key })
      .send(body)
      .expect(200);
    const free = await t.tenants.create({ plan: 'free' });
    const refused = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(free.headers)
      .send(body)
      .expect(403);
    expect(refused.body.code).toBe('TAX_AND_ACCOUNTING_NOT_IN_PLAN');
  });

  it('refuses a character outside Windows-1252 with line and field (422), and bad input with 400', async () => {
    const polish = {
      ...body,
      grants: [body.grants[0], { ...body.grants[1], buchungstext: 'Zuschuss Łódź' }],
    };
    const refused = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(t.headers)
      .send(polish)
      .expect(422);
    expect(refused.body.code).toBe('DATEV_EXPORT_INVALID');
    expect(refused.body.details.problems).toEqual([
      { line: 4, field: 'Buchungstext', message: 'Das Zeichen „Ł“ (U+0141) gibt es in Windows-1252 nicht.' },
    ]);
    const outside = { ...body, grants: [{ ...body.grants[0], belegdatum: '2026-07-01' }] };
    const late = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(t.headers)
      .send(outside)
      .expect(422);
    expect(late.body.details.problems[0]).toMatchObject({ line: 3, field: 'Belegdatum' });
    const bad = {
      ...body,
      accounts: { konto: '15.48', gegenkonto: '2744' },
      grants: [{ ...body.grants[0], buchungstext: 'x'.repeat(61) }],
    };
    const invalid = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(t.headers)
      .send(bad)
      .expect(400);
    expect(invalid.body.issues.map((i: { path: (string | number)[] }) => i.path.join('.')).sort()).toEqual([
      'accounts.konto',
      'grants.0.buchungstext',
    ]);
  });
});
