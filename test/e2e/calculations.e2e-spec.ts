import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const profile = (overrides: Record<string, unknown> = {}) => ({
  employeeCount: 45,
  revenueEur: 12_000_000,
  balanceSheetEur: 8_000_000,
  federalState: 'SN',
  industryCode: '62.01',
  ...overrides,
});
const body = (overrides: Record<string, unknown> = {}) => ({
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: profile(),
  ...overrides,
});

describe('POST /api/v1/calculations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const post = (payload: unknown) =>
    request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .send(payload as object);

  it('computes BAFA consulting support in the eastern Länder: 80 % of the 3,500 EUR fee', async () => {
    const res = await post(body()).expect(200);
    expect(res.body).toMatchObject({
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      estimatedSubsidyEur: 2800,
      effectiveSubsidyRate: 0.8,
      eligible: true,
      companySize: 'small',
    });
    expect(res.body.calculationId).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(new Date(res.body.computedAt).toISOString()).toBe(res.body.computedAt);
    expect(Array.isArray(res.body.cumulationWarnings)).toBe(true);
    expect(res.body.breakdown.map((b: { step: string }) => b.step)).toEqual(
      expect.arrayContaining(['sme', 'eligibility', 'rate', 'amount', 'result']),
    );
  });

  it('pays 50 % in the western Länder and caps the eligible fee at 3,500 EUR', async () => {
    const res = await post(
      body({ projectBudgetEur: 10_000, applicantProfile: profile({ federalState: 'BY' }) }),
    ).expect(200);
    expect(res.body.estimatedSubsidyEur).toBe(1750);
    expect(res.body.effectiveSubsidyRate).toBeCloseTo(0.175, 6);
  });

  it('gives a large company 0 EUR with an error that says why', async () => {
    const res = await post(
      body({
        applicantProfile: profile({
          employeeCount: 300,
          revenueEur: 80_000_000,
          balanceSheetEur: 60_000_000,
        }),
      }),
    ).expect(200);
    expect(res.body.estimatedSubsidyEur).toBe(0);
    expect(res.body.effectiveSubsidyRate).toBe(0);
    expect(res.body.cumulationWarnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'SIZE_NOT_ELIGIBLE', severity: 'error' })]),
    );
  });

  it('caps a de-minimis grant of 20,000 EUR to the 10,000 EUR headroom left under the 300,000 EUR ceiling', async () => {
    const res = await post(
      body({
        programId: 'by-innovationsgutschein-bayern',
        projectBudgetEur: 40_000,
        applicantProfile: profile({ federalState: 'BY', deminimisUsedEur: 290_000 }),
      }),
    ).expect(200);
    expect(res.body.estimatedSubsidyEur).toBe(10_000);
    expect(res.body.effectiveSubsidyRate).toBe(0.25);
    const headroom = res.body.cumulationWarnings.find(
      (w: { code: string }) => w.code === 'DEMINIMIS_HEADROOM',
    );
    expect(headroom).toMatchObject({ severity: 'warning' });
    expect(headroom.message).toContain('300.000 EUR');
    expect(headroom.message).toContain('10.000 EUR');
  });

  it('gives 0 with an error when no de-minimis headroom is left', async () => {
    const res = await post(
      body({
        programId: 'by-innovationsgutschein-bayern',
        projectBudgetEur: 40_000,
        applicantProfile: profile({ federalState: 'BY', deminimisUsedEur: 300_000 }),
      }),
    ).expect(200);
    expect(res.body.estimatedSubsidyEur).toBe(0);
    expect(res.body.cumulationWarnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'DEMINIMIS_HEADROOM', severity: 'error' })]),
    );
  });

  it('answers an ended program (Digital Jetzt, 2023) with 0 and PROGRAM_NOT_ACTIVE', async () => {
    const res = await post(body({ programId: 'bmwk-digital-jetzt', projectBudgetEur: 50_000 })).expect(200);
    expect(res.body.estimatedSubsidyEur).toBe(0);
    expect(res.body.cumulationWarnings).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: 'PROGRAM_NOT_ACTIVE', severity: 'error' })]),
    );
  });

  it('warns when the declared size disagrees with the figures, and the figures decide', async () => {
    const res = await post(body({ applicantProfile: profile({ companySize: 'micro', isKmu: true }) })).expect(
      200,
    );
    expect(res.body.companySize).toBe('small');
    expect(res.body.cumulationWarnings.some((w: { code: string }) => w.code === 'SME_STATUS_MISMATCH')).toBe(
      true,
    );
  });

  it('answers an unknown program with 404 PROGRAM_NOT_FOUND and stores nothing', async () => {
    const res = await post(body({ programId: 'gibt-es-nicht' })).expect(404);
    expect(res.body).toMatchObject({ code: 'PROGRAM_NOT_FOUND' });
  });

  it('stores the calculation for its tenant: GET returns inputs, result and rule versions', async () => {
    const created = (await post(body()).expect(200)).body;
    const stored = await request(t.http)
      .get(`/api/v1/calculations/${created.calculationId}`)
      .set(t.headers)
      .expect(200);
    expect(stored.body).toMatchObject({
      calculationId: created.calculationId,
      estimatedSubsidyEur: 2800,
      projectBudgetEur: 3500,
      applicantProfile: profile(),
      channel: 'calculations',
    });
    expect(stored.body.ruleVersions.length).toBeGreaterThan(0);
    expect(stored.body.referenceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('answers GET of an unknown id with 404', async () => {
    const id = '00000000-0000-4000-8000-000000000999';
    const res = await request(t.http).get(`/api/v1/calculations/${id}`).set(t.headers).expect(404);
    expect(res.body).toEqual({
      error: `Berechnung '${id}' wurde nicht gefunden.`,
      code: 'CALCULATION_NOT_FOUND',
      details: { calculationId: id },
    });
  });

  it('answers GET of an id that is no UUID with 400 INVALID_ID, before any query', async () => {
    const res = await request(t.http).get('/api/v1/calculations/not-a-uuid').set(t.headers).expect(400);
    expect(res.body).toEqual({
      error: 'Die Id hat kein gültiges Format.',
      code: 'INVALID_ID',
      issues: [{ path: ['id'], message: 'Muss eine UUID sein.' }],
    });
  });

  const invalid: [string, unknown, (string | number)[]][] = [
    ['programId missing', { ...body(), programId: undefined }, ['programId']],
    ['programId empty', body({ programId: '' }), ['programId']],
    ['programId a number', body({ programId: 5 }), ['programId']],
    ['budget 0', body({ projectBudgetEur: 0 }), ['projectBudgetEur']],
    ['budget negative', body({ projectBudgetEur: -1 }), ['projectBudgetEur']],
    ['budget a string', body({ projectBudgetEur: '3500' }), ['projectBudgetEur']],
    ['budget null', body({ projectBudgetEur: null }), ['projectBudgetEur']],
    ['profile missing', { ...body(), applicantProfile: undefined }, ['applicantProfile']],
    ['profile an array', body({ applicantProfile: [] }), ['applicantProfile']],
    ['profile null', body({ applicantProfile: null }), ['applicantProfile']],
    [
      'employeeCount negative',
      body({ applicantProfile: profile({ employeeCount: -1 }) }),
      ['applicantProfile', 'employeeCount'],
    ],
    [
      'employeeCount fractional',
      body({ applicantProfile: profile({ employeeCount: 1.5 }) }),
      ['applicantProfile', 'employeeCount'],
    ],
    [
      'employeeCount missing',
      body({ applicantProfile: profile({ employeeCount: undefined }) }),
      ['applicantProfile', 'employeeCount'],
    ],
    [
      'revenueEur negative',
      body({ applicantProfile: profile({ revenueEur: -5 }) }),
      ['applicantProfile', 'revenueEur'],
    ],
    [
      'revenueEur a string',
      body({ applicantProfile: profile({ revenueEur: '5' }) }),
      ['applicantProfile', 'revenueEur'],
    ],
    [
      'balanceSheetEur negative',
      body({ applicantProfile: profile({ balanceSheetEur: -1 }) }),
      ['applicantProfile', 'balanceSheetEur'],
    ],
    [
      'federalState too short',
      body({ applicantProfile: profile({ federalState: 'S' }) }),
      ['applicantProfile', 'federalState'],
    ],
    [
      'federalState too long',
      body({ applicantProfile: profile({ federalState: 'x'.repeat(33) }) }),
      ['applicantProfile', 'federalState'],
    ],
    [
      'federalState unknown',
      body({ applicantProfile: profile({ federalState: 'XX' }) }),
      ['applicantProfile', 'federalState'],
    ],
    [
      'industryCode empty',
      body({ applicantProfile: profile({ industryCode: '' }) }),
      ['applicantProfile', 'industryCode'],
    ],
    [
      'industryCode too long',
      body({ applicantProfile: profile({ industryCode: '1'.repeat(17) }) }),
      ['applicantProfile', 'industryCode'],
    ],
    [
      'companySize unknown',
      body({ applicantProfile: profile({ companySize: 'huge' }) }),
      ['applicantProfile', 'companySize'],
    ],
    ['isKmu a string', body({ applicantProfile: profile({ isKmu: 'yes' }) }), ['applicantProfile', 'isKmu']],
    [
      'companyAgeYears negative',
      body({ applicantProfile: profile({ companyAgeYears: -1 }) }),
      ['applicantProfile', 'companyAgeYears'],
    ],
    [
      'deminimisUsedEur negative',
      body({ applicantProfile: profile({ deminimisUsedEur: -1 }) }),
      ['applicantProfile', 'deminimisUsedEur'],
    ],
    ['unknown top-level field', body({ extra: 1 }), ['extra']],
    [
      'unknown profile field',
      body({ applicantProfile: profile({ umsatz: 1 }) }),
      ['applicantProfile', 'umsatz'],
    ],
  ];

  it.each(invalid)('answers 400 with the field path: %s', async (_, payload, path) => {
    const res = await post(payload).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.error).toBe('Die Anfrage ist ungültig.');
    expect(res.body.issues).toEqual(expect.arrayContaining([{ path, message: expect.any(String) }]));
  });

  it('answers a body that is an array or a string with 400', async () => {
    expect((await post([body()]).expect(400)).body.code).toBe('VALIDATION_FAILED');
    const res = await request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .set('content-type', 'application/json')
      .send('"x"')
      .expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers malformed JSON, an empty body and a non-JSON content type with clear 4xx', async () => {
    const raw = (type: string, payload: string) =>
      request(t.http).post('/api/v1/calculations').set(t.headers).set('content-type', type).send(payload);
    expect((await raw('application/json', '{"programId":').expect(400)).body.code).toBe('INVALID_JSON');
    expect((await raw('application/json', '').expect(400)).body.code).toBe('BODY_REQUIRED');
    expect((await raw('text/plain', 'hallo').expect(415)).body.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect((await raw('application/x-www-form-urlencoded', 'a=1').expect(415)).body.code).toBe(
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
});

describe('POST /api/v1/kalkulation (introductory contract, spec 4.4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers the alias shape from the same engine', async () => {
    const res = await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .send({
        programId: 'bafa-foerderung-unternehmensberatungen-kmu',
        investitionssumme: 3500,
        mitarbeiterzahl: 12,
        branche: '62.01',
        bundesland: 'TH',
      })
      .expect(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      grantAmount: 2800,
      grantRate: 0.8,
      currency: 'EUR',
      status: 'FINAL',
      createdAt: expect.any(String),
    });
    const stored = await request(t.http)
      .get(`/api/v1/calculations/${res.body.id}`)
      .set(t.headers)
      .expect(200);
    expect(stored.body.channel).toBe('kalkulation');
    expect(stored.body.estimatedSubsidyEur).toBe(2800);
  });

  it('assumes a western Land for a nationwide program when none is given (regular 50 %)', async () => {
    const res = await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .send({
        programId: 'bafa-foerderung-unternehmensberatungen-kmu',
        investitionssumme: 3500,
        mitarbeiterzahl: 12,
        branche: '62.01',
      })
      .expect(200);
    expect(res.body.grantAmount).toBe(1750);
  });

  it.each([
    [{ investitionssumme: 0 }, 'investitionssumme'],
    [{ mitarbeiterzahl: -1 }, 'mitarbeiterzahl'],
    [{ branche: '' }, 'branche'],
    [{ bundesland: 'XX' }, 'bundesland'],
  ])('answers 400 for %j', async (override, field) => {
    const res = await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .send({
        programId: 'bafa-foerderung-unternehmensberatungen-kmu',
        investitionssumme: 3500,
        mitarbeiterzahl: 12,
        branche: '62.01',
        ...override,
      })
      .expect(400);
    expect(res.body.issues[0].path).toEqual([field]);
  });

  it('answers an unknown program with 404', async () => {
    await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .send({ programId: 'nope', investitionssumme: 1, mitarbeiterzahl: 1, branche: 'C' })
      .expect(404);
  });
});
