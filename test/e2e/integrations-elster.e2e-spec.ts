import request from 'supertest';
import { GetProgram } from '@libs/catalogue';
import { calculateSubsidy } from '@libs/subsidy-engine';
import { createTestApp, type TestApp } from '../support/test-app';

const sme = {
  employeeCount: 45,
  revenueEur: 8_000_000,
  balanceSheetEur: 5_000_000,
  federalState: 'SN',
  industryCode: '62.01',
};
const large = {
  employeeCount: 900,
  revenueEur: 300_000_000,
  balanceSheetEur: 200_000_000,
  federalState: 'BY',
  industryCode: '29.10',
};

const filing = (over: object = {}) => ({
  type: 'forschungszulage',
  fiscalYear: { from: '2026-01-01', to: '2026-12-31' },
  bsfzVorhabenIds: ['FZ-2026-000123'],
  expenses: { personal: 600_000, auftragsforschung: 200_000, wirtschaftsgueter: 60_000 },
  applicantProfile: sme,
  ...over,
});

describe('ELSTER: capability and the Forschungszulage filing package', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('says that transmission is not available, and why', async () => {
    const res = await request(t.http).get('/api/v2/integrations/elster').set(t.headers).expect(200);
    expect(res.body).toMatchObject({
      transmission: 'not_available',
      supported: ['forschungszulage_preparation'],
    });
    expect(res.body.reason).toMatch(/ERiC/);
  });

  it('computes the worked example as the engine does, with legal basis, guidance, checks and a document', async () => {
    const res = await request(t.http)
      .post('/api/v2/integrations/elster')
      .set(t.headers)
      .send(filing())
      .expect(200);
    const p = res.body;
    expect(p).toMatchObject({ status: 'prepared', transmitted: false });
    // 600,000 + 70 % of 200,000 + 60,000 = 800,000; SME rate 35 % → 280,000.
    expect(p.amounts).toEqual({
      personal: 600_000,
      auftragsforschungAngesetzt: 140_000,
      wirtschaftsgueter: 60_000,
      bemessungsgrundlage: 800_000,
      forschungszulage: 280_000,
      satz: 0.35,
      kmu: true,
    });
    const program = await t.app.get(GetProgram).execute(t.tenantId, 'bund-forschungszulage');
    const engine = calculateSubsidy({
      program,
      profile: sme,
      projectBudgetEur: 800_000,
      referenceDate: new Date('2026-12-31T12:00:00Z'),
    });
    expect(p.amounts.forschungszulage).toBe(engine.estimatedSubsidyEur);
    expect(p.ruleVersions).toEqual(engine.ruleVersions);
    expect(p.legalBasis.map((l: { legalSource: string }) => l.legalSource).join(' ')).toMatch(/FZulG/);
    expect(p.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'Vorhaben-ID der Bescheinigung der BSFZ', value: 'FZ-2026-000123' }),
      ]),
    );
    expect(p.checks.find((c: { id: string }) => c.id === 'bsfz_certificate').status).toBe('ok');
    expect(p.document.html).toContain('nicht übermittelt');
    expect(p.document.html).not.toMatch(/übermittelt am|erfolgreich übermittelt/);
  });

  it('caps the base at 12 Mio. EUR for 2026 and takes 25 % for a large company; flags a missing certificate', async () => {
    const res = await request(t.http)
      .post('/api/v2/integrations/elster')
      .set(t.headers)
      .send(
        filing({
          applicantProfile: large,
          bsfzVorhabenIds: [],
          expenses: { personal: 14_000_000, auftragsforschung: 0, wirtschaftsgueter: 1_000_000 },
        }),
      )
      .expect(200);
    expect(res.body.amounts).toMatchObject({
      bemessungsgrundlage: 15_000_000,
      forschungszulage: 3_000_000,
      satz: 0.25,
      kmu: false,
    });
    const checks = Object.fromEntries(
      res.body.checks.map((c: { id: string; status: string }) => [c.id, c.status]),
    );
    expect(checks).toMatchObject({ bsfz_certificate: 'missing', assessment_base_cap: 'warning' });
  });

  it('needs no admin scope (it files nothing); the package is not in the Free plan, the capability is', async () => {
    const { key } = await t.tenants.issueKey(t.tenantId, ['api']);
    const res = await request(t.http)
      .post('/api/v2/integrations/elster')
      .set({ 'x-api-key': key })
      .send(filing())
      .expect(200);
    expect(res.body).toMatchObject({ status: 'prepared', transmitted: false });
    const free = await t.tenants.create({ plan: 'free' });
    const refused = await request(t.http)
      .post('/api/v2/integrations/elster')
      .set(free.headers)
      .send(filing())
      .expect(403);
    expect(refused.body.code).toBe('TAX_AND_ACCOUNTING_NOT_IN_PLAN');
    await request(t.http).get('/api/v2/integrations/elster').set(free.headers).expect(200);
  });

  it('refuses bad input with 400', async () => {
    const res = await request(t.http)
      .post('/api/v2/integrations/elster')
      .set(t.headers)
      .send(
        filing({
          type: 'umsatzsteuer',
          expenses: { personal: -1, auftragsforschung: 0, wirtschaftsgueter: 0 },
        }),
      )
      .expect(400);
    expect(res.body.issues.map((i: { path: (string | number)[] }) => i.path.join('.')).sort()).toEqual([
      'expenses.personal',
      'type',
    ]);
  });
});
