import { mkdtemp, rm } from 'node:fs/promises';
import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import request from 'supertest';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import { dumpRow, writeDumpZip } from '../../apps/api/src/catalogue-sync/testing/fixture-dump';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { expectAccessible } from '../support/accessibility';
import { launchChromium } from '../support/test-tools';

// Imports a dump, then drives the console in headless Chromium: a browser start alone takes seconds here.
jest.setTimeout(120_000);

const ARTIFACTS = join(__dirname, '..', 'artifacts', 'term-review');
const SENTENCE = 'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro.';
const ROW = dumpRow('Land/Sachsen/browser-konditionen.html', {
  title: 'Konditionen im Browser (Test)',
  description: `<p>Gefördert wird die Digitalisierung.</p><p>${SENTENCE}</p>`,
  funding_type: "['Zuschuss']",
  funding_area: "['Digitalisierung']",
  funding_location: "['Sachsen']",
  eligible_applicants: "['Unternehmen']",
  funding_body: 'Land',
});
const ID = importedProgramId(ROW.id_hash!);

/**
 * The term review in the console: an imported program's proposals listed by confidence, its text with the
 * evidence marked, rate and cap confirmed by the operator in Chromium; the calculation then uses them and
 * cites their provenance.
 */
describe('term review in the console (headless Chromium)', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  let operator: TestTenant;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    dir = await mkdtemp(join(tmpdir(), 'term-review-browser-'));
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    operator = await t.tenants.create({ scopes: ['api', 'admin', 'operator'] });
    const path = join(dir, 'dump.zip');
    await writeDumpZip(path, [ROW]);
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
    browser = await launchChromium();
    page = await (await browser.newContext({ locale: 'de-DE' })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const accessible = (name: string) => expectAccessible(page, join(ARTIFACTS, `${name}.png`));

  it('lists the program by confidence and shows its text with the evidence marked', async () => {
    await page.goto(`${base}/console/login`);
    await page.getByLabel('API-Schlüssel').fill(operator.key);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/console\//);
    await page.getByRole('link', { name: 'Konditionen prüfen' }).click();
    await accessible('01-liste');
    await page.getByRole('link', { name: 'Konditionen im Browser (Test)' }).click();
    await page.waitForURL(`${base}/console/term-proposals/${ID}`);
    await accessible('02-programm');
    const marks = await page.locator('.program-text mark').allTextContents();
    expect(marks).toEqual(expect.arrayContaining(['50 Prozent', '15.000 Euro']));
  });

  it('confirms rate and cap; the calculation uses them and cites the provenance', async () => {
    await page.getByRole('button', { name: 'Fördersatz (höchstens) bestätigen' }).click();
    await page.getByRole('status').filter({ hasText: 'Wert bestätigt' }).waitFor();
    await page.locator('#kuerzel-bestaetigen-maxAmount').fill('Redaktion');
    await page.getByRole('button', { name: 'Höchstbetrag bestätigen' }).click();
    await page.getByRole('status').filter({ hasText: 'Wert bestätigt' }).waitFor();
    const provenance = await page.locator('#vorschlag-maxAmount .provenance').textContent();
    expect(provenance).toMatch(/aus dem Programmtext, bestätigt am \d\d\.\d\d\.\d{4} von Redaktion/);
    await accessible('03-bestaetigt');

    const calc = (
      await request(t.http)
        .post('/api/v1/calculations')
        .set(t.headers)
        .send({
          programId: ID,
          projectBudgetEur: 100_000,
          applicantProfile: {
            employeeCount: 20,
            revenueEur: 3_000_000,
            federalState: 'SN',
            industryCode: '62.01',
          },
        })
        .expect(200)
    ).body;
    expect(calc.estimatedSubsidyEur).toBe(15000);
    const amount = calc.breakdown.find((b: { step: string; label: string }) =>
      b.label.startsWith('Begrenzt'),
    );
    expect(amount.legalSource).toContain(`bestätigt am`);
    expect(amount.legalSource).toContain(SENTENCE);
  });
});
