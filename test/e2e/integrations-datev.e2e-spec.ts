import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { parseExtf } from '../../apps/api/src/integrations/testing/extf-parser';
import { IssueApiKey } from '../../apps/api/src/access';

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

describe('/api/v2/integrations/datev/settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const settings = {
    beraterNummer: 4711,
    mandantenNummer: 12,
    wirtschaftsjahrBeginnMonatTag: '04-01',
    sachkontenlaenge: 5,
    skr: '04',
    konto: '13500',
    gegenkonto: '47900',
    buSchluessel: '40',
  };
  const { period, grants } = body;
  const rowsOf = (res: request.Response) => parseExtf(Buffer.from(res.body.contentBase64, 'base64'));

  it('stores the settings (admin), answers them, and exports on them without accounts in the request', async () => {
    const a = await t.tenants.create();
    await request(t.http).get('/api/v2/integrations/datev/settings').set(a.headers).expect(404);
    const put = await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(a.headers)
      .send(settings)
      .expect(200);
    expect(put.body).toEqual({ ...settings, updatedAt: expect.any(String) });
    const got = await request(t.http).get('/api/v2/integrations/datev/settings').set(a.headers).expect(200);
    expect(got.body).toEqual(put.body);

    const firstQuarter = { period: { from: '2026-01-01', to: '2026-03-31' }, grants: [grants[0]] };
    const res = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(a.headers)
      .send(firstQuarter)
      .expect(200);
    const parsed = rowsOf(res);
    // a fiscal year from 1 April: the first quarter of 2026 lies in the one begun on 2025-04-01
    expect(parsed.header.slice(10, 16).map((f) => f.value)).toEqual([
      '4711',
      '12',
      '20250401',
      '5',
      '20260101',
      '20260331',
    ]);
    expect(parsed.header[26]!.value).toBe('04');
    expect(parsed.rows.map((r) => [r[6]!.value, r[7]!.value, r[8]!.value])).toEqual([
      ['13500', '47900', '40'],
    ]);

    // A field of the request wins over its setting; the others still come from the settings.
    const overridden = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(a.headers)
      .send({
        period: { from: '2026-04-01', to: '2026-06-30' },
        grants: [grants[1]],
        accounts: { konto: '13600' },
      })
      .expect(200);
    const second = rowsOf(overridden);
    expect(second.header[12]!.value).toBe('20260401');
    expect(second.rows.map((r) => [r[6]!.value, r[7]!.value, r[8]!.value])).toEqual([
      ['13600', '47900', '40'],
    ]);
  });

  it('keeps one tenant’s settings from another, and sandbox settings from live ones', async () => {
    const a = await t.tenants.create();
    const b = await t.tenants.create();
    await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(a.headers)
      .send(settings)
      .expect(200);
    const unseen = await request(t.http)
      .get('/api/v2/integrations/datev/settings')
      .set(b.headers)
      .expect(404);
    expect(unseen.body.code).toBe('DATEV_SETTINGS_NOT_FOUND');
    // B's export finds none of A's accounts either: it is refused, naming what B lacks.
    const refused = await request(t.http)
      .post('/api/v2/integrations/datev/export')
      .set(b.headers)
      .send({ period, grants, skr: '03' })
      .expect(409);
    expect(refused.body).toMatchObject({
      code: 'DATEV_SETTINGS_INCOMPLETE',
      details: {
        missing: [
          'beraterNummer',
          'mandantenNummer',
          'wirtschaftsjahrBeginn',
          'sachkontenlaenge',
          'accounts.konto',
          'accounts.gegenkonto',
        ],
      },
    });
    expect(refused.body.error).toContain(
      'fehlen: Beraternummer, Mandantennummer, Beginn des Wirtschaftsjahres',
    );

    const sandboxKey = await t.app
      .get(IssueApiKey)
      .execute(a.tenantId, { scopes: ['api', 'admin'], sandbox: true });
    const aSandbox = { 'x-api-key': sandboxKey.plaintext };
    await request(t.http).get('/api/v2/integrations/datev/settings').set(aSandbox).expect(404);
    await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(aSandbox)
      .send({ ...settings, mandantenNummer: 99 })
      .expect(200);
    const live = await request(t.http).get('/api/v2/integrations/datev/settings').set(a.headers).expect(200);
    expect(live.body.mandantenNummer).toBe(12);
  });

  it('needs the admin scope to write, the api scope to read, and a plan with DATEV', async () => {
    const a = await t.tenants.create();
    await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(a.headers)
      .send(settings)
      .expect(200);
    const { key } = await t.tenants.issueKey(a.tenantId, ['api']);
    const denied = await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set({ 'x-api-key': key })
      .send({ ...settings, konto: '13600' })
      .expect(403);
    expect(denied.body.code).toBe('INSUFFICIENT_SCOPE');
    const read = await request(t.http)
      .get('/api/v2/integrations/datev/settings')
      .set({ 'x-api-key': key })
      .expect(200);
    expect(read.body.konto).toBe('13500');
    const free = await t.tenants.create({ plan: 'free' });
    const notInPlan = await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(free.headers)
      .send(settings)
      .expect(403);
    expect(notInPlan.body.code).toBe('TAX_AND_ACCOUNTING_NOT_IN_PLAN');
  });

  it('refuses accounts of another length than configured and a fiscal-year start that is no day, in German', async () => {
    const a = await t.tenants.create();
    const res = await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(a.headers)
      .send({ ...settings, konto: '1350', gegenkonto: '4790000', wirtschaftsjahrBeginnMonatTag: '02-29' })
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const issues = Object.fromEntries(
      (res.body.issues as { path: string[]; message: string }[]).map((i) => [i.path.join('.'), i.message]),
    );
    expect(issues).toEqual({
      konto: expect.stringContaining('5 Ziffern (Sachkonto) oder 6 Ziffern (Personenkonto)'),
      gegenkonto: expect.stringContaining('5 Ziffern (Sachkonto) oder 6 Ziffern (Personenkonto)'),
      wirtschaftsjahrBeginnMonatTag: expect.stringContaining('MM-TT'),
    });
    // a debtor account (one digit more) is accepted
    await request(t.http)
      .put('/api/v2/integrations/datev/settings')
      .set(a.headers)
      .send({ ...settings, konto: '135000' })
      .expect(200);
  });
});
