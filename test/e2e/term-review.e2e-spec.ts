import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { dumpRow, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

// Each test imports a fixture dump and reads terms from its texts: tens of seconds on the shared machine.
jest.setTimeout(120_000);

const RATE_SENTENCE =
  'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro.';
const TEXT = (rate: string) =>
  `<p>Gefördert wird die Digitalisierung kleiner Unternehmen.</p><p>${rate}</p>` +
  '<p>Anträge können bis zum 30. Juni 2027 gestellt werden.</p>';
const row = (rate: string) =>
  dumpRow('Land/Sachsen/digital-zuschuss-terms.html', {
    title: 'Digitalzuschuss Sachsen (Test)',
    description: TEXT(rate),
    funding_type: "['Zuschuss']",
    funding_area: "['Digitalisierung']",
    funding_location: "['Sachsen']",
    eligible_applicants: "['Unternehmen']",
    funding_body: 'Land',
  });
const ID = importedProgramId(row(RATE_SENTENCE).id_hash!);
const PROFILE = { employeeCount: 20, revenueEur: 3_000_000, federalState: 'SN', industryCode: '62.01' };

/**
 * The term review from end to end: an imported program whose text states a rate and a cap gets proposals with their
 * evidence; nothing of them enters a figure until the operator confirms; then the calculation uses them and
 * cites their provenance; a later import that changes the sentence reopens the terms.
 */
describe('Terms proposed from an imported text, confirmed by the operator, used by the calculation', () => {
  let t: TestApp;
  let dir: string;
  let operator: TestTenant;

  const importText = async (rate: string, name: string) => {
    const path = join(dir, name);
    await writeDumpZip(path, [row(rate)]);
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
  };
  const calculate = async () =>
    (
      await request(t.http)
        .post('/api/v1/calculations')
        .set(t.headers)
        .send({ programId: ID, projectBudgetEur: 100_000, applicantProfile: PROFILE })
        .expect(200)
    ).body;
  const matchReasons = async () => {
    const matches = (
      await request(t.http)
        .post('/api/v1/matches')
        .set(t.headers)
        .send({ profile: PROFILE, limit: 50 })
        .expect(200)
    ).body.matches as { programId: string; reasons: string[] }[];
    const mine = matches.find((m) => m.programId === ID);
    expect(mine).toBeDefined();
    return mine!.reasons.join(' ');
  };
  const planExclusion = async () => {
    const plan = (
      await request(t.http)
        .post('/api/v2/funding-plans')
        .set(t.headers)
        .send({
          company: { ...PROFILE, balanceSheetEur: 3_000_000, companyAgeYears: 12 },
          project: {
            title: 'Digitalisierung',
            plannedStart: '2027-03-01',
            applicationDate: '2026-12-15',
            costs: { investment: 100_000 },
          },
          programIds: [ID],
        })
        .expect(201)
    ).body;
    return plan.excluded.find((e: { programId: string }) => e.programId === ID)?.reasons[0]?.code ?? null;
  };
  const decide = (term: string, body: object, status = 200) =>
    request(t.http)
      .post(`/api/v2/admin/catalogue/term-proposals/${ID}/${term}/decision`)
      .set(operator.headers)
      .send(body)
      .expect(status);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'term-review-'));
    t = await createTestApp();
    operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    await importText(RATE_SENTENCE, 'one.zip');
  });
  afterAll(async () => {
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('the import stores proposals with their evidence; the list orders programs by confidence', async () => {
    const list = (
      await request(t.http).get('/api/v2/admin/catalogue/term-proposals').set(operator.headers).expect(200)
    ).body;
    const mine = list.items.find((i: { programId: string }) => i.programId === ID);
    expect(mine.open).toBeGreaterThanOrEqual(3);
    const got = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/term-proposals/${ID}`)
        .set(operator.headers)
        .expect(200)
    ).body;
    const byTerm = Object.fromEntries(got.proposals.map((p: { term: string }) => [p.term, p]));
    expect(byTerm.subsidyRateMax).toMatchObject({ proposedValue: 50, unit: 'percent', status: 'proposed' });
    expect(byTerm.maxAmount).toMatchObject({ proposedValue: 15000, unit: 'EUR', inForce: false });
    expect(byTerm.maxAmount.evidence.sentence).toBe(RATE_SENTENCE);
    const { start, end, quote } = byTerm.maxAmount.evidence;
    expect(got.descriptionText.slice(start, end)).toBe(quote);
  });

  it('unconfirmed proposals never enter a figure', async () => {
    const p = (await request(t.http).get(`/api/v1/programs/${ID}`).set(t.headers).expect(200)).body;
    expect(p).toMatchObject({ amountsKnown: false, termsSource: 'not_stated', maxAmount: 0 });
    expect(p.subsidyRateMax).toBeUndefined();
    const calc = await calculate();
    expect(calc.estimatedSubsidyEur).toBe(0);
    expect(await matchReasons()).toContain('Förderhöhe nicht angegeben');
    expect(await planExclusion()).toBe('AMOUNT_NOT_STATED');
    // Tenants see them in v2 as proposals with their evidence, apart from confirmed terms.
    const terms = (await request(t.http).get(`/api/v2/programs/${ID}/terms`).set(t.headers).expect(200)).body;
    expect(terms.confirmed).toEqual([]);
    expect(terms.proposals.find((x: { term: string }) => x.term === 'maxAmount')).toMatchObject({
      value: 15000,
      status: 'proposed',
      provenance: null,
      evidence: { sentence: RATE_SENTENCE },
    });
    await request(t.http).get('/api/v2/programs/gibt-es-nicht/terms').set(t.headers).expect(404);
  });

  it('refuses bad decisions with German 400s, and tenants with 403', async () => {
    const bad = (await decide('maxAmount', { action: 'correct', value: 'viel' }, 400)).body;
    expect(bad.issues[0]).toMatchObject({ path: ['value'] });
    await decide('maxAmount', { action: 'vielleicht' }, 400);
    await decide('maxAmount', { action: 'correct' }, 400);
    // The reviewer's label is free text without an e-mail address (no personal data kept).
    await decide('maxAmount', { action: 'confirm', reviewer: 'a@b.de' }, 400);
    await request(t.http)
      .post(`/api/v2/admin/catalogue/term-proposals/${ID}/maxAmount/decision`)
      .set(t.headers)
      .send({ action: 'confirm' })
      .expect(403);
    await decide('deminimis', { action: 'confirm' }, 404);
  });

  it('confirmed rate and cap make the program calculable, with the provenance in the breakdown', async () => {
    await decide('subsidyRateMax', { action: 'confirm' });
    const cap = (await decide('maxAmount', { action: 'confirm', reviewer: 'Redaktion Förderdaten' })).body;
    expect(cap).toMatchObject({ status: 'confirmed', confirmedValue: 15000, inForce: true });
    expect(cap.provenance).toMatch(
      /^aus dem Programmtext, bestätigt am \d\d\.\d\d\.\d{4} von Redaktion Förderdaten: „Der Zuschuss/,
    );
    expect(cap).toMatchObject({ reviewedBy: operator.keyId, reviewerLabel: 'Redaktion Förderdaten' });

    const p = (await request(t.http).get(`/api/v1/programs/${ID}`).set(t.headers).expect(200)).body;
    expect(p).toMatchObject({ amountsKnown: true, termsSource: 'text_confirmed', maxAmount: 15000 });
    expect(p.subsidyRateMax).toBe(0.5);
    expect(p.termsProvenance.map((x: { term: string }) => x.term).sort()).toEqual([
      'maxAmount',
      'subsidyRateMax',
    ]);

    const calc = await calculate();
    expect(calc.estimatedSubsidyEur).toBe(15000);
    const cited = calc.breakdown.filter((b: { legalSource: string }) =>
      b.legalSource.startsWith('aus dem Programmtext, bestätigt am'),
    );
    expect(cited.map((b: { step: string }) => b.step)).toEqual(['rate', 'amount']);
    expect(cited[1].legalSource).toContain(RATE_SENTENCE);
    const terms = (await request(t.http).get(`/api/v2/programs/${ID}/terms`).set(t.headers).expect(200)).body;
    const confirmed = terms.confirmed.find((x: { term: string }) => x.term === 'maxAmount');
    expect(confirmed).toMatchObject({ value: 15000, status: 'confirmed', provenance: cap.provenance });
    expect(JSON.stringify(terms)).not.toContain(operator.keyId);
    // The matcher and funding plans read the same effective terms: the amount is no longer "not stated".
    expect(await matchReasons()).not.toContain('Förderhöhe nicht angegeben');
    expect(await planExclusion()).not.toBe('AMOUNT_NOT_STATED');
  });

  it('a correction counts with its own value; a new import that changes the sentence reopens the terms', async () => {
    await decide('maxAmount', { action: 'correct', value: 12000 });
    expect((await calculate()).estimatedSubsidyEur).toBe(12000);

    await importText(
      'Der Zuschuss beträgt bis zu 40 Prozent der Ausgaben, höchstens 10.000 Euro.',
      'two.zip',
    );
    const got = (
      await request(t.http)
        .get(`/api/v2/admin/catalogue/term-proposals/${ID}`)
        .set(operator.headers)
        .expect(200)
    ).body;
    const byTerm = Object.fromEntries(got.proposals.map((p: { term: string }) => [p.term, p]));
    expect(byTerm.maxAmount).toMatchObject({ status: 'reopened', proposedValue: 10000, inForce: false });
    expect(byTerm.subsidyRateMax).toMatchObject({ status: 'reopened', proposedValue: 40 });
    const p = (await request(t.http).get(`/api/v1/programs/${ID}`).set(t.headers).expect(200)).body;
    expect(p).toMatchObject({ amountsKnown: false, termsSource: 'not_stated', maxAmount: 0 });
    expect((await calculate()).estimatedSubsidyEur).toBe(0);
  });
});
