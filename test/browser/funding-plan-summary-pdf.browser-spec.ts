import type { Browser } from 'playwright-core';
import { PDFParse } from 'pdf-parse';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import { launchChromium } from '../support/test-tools';

/**
 * The funding plan's summary as the advisor hands it over: served by the API, printed to PDF by
 * headless Chromium (what "save as PDF" does), its text extracted from the PDF with pdf-parse and checked.
 */
describe('funding plan summary printed to PDF', () => {
  let t: TestApp;
  let browser: Browser;

  beforeAll(async () => {
    t = await createTestApp();
    browser = await launchChromium();
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('holds the plan, the order to apply in, the sources and the disclaimer', async () => {
    const created = await request(t.http)
      .post('/api/v2/funding-plans')
      .set(t.headers)
      .send({
        company: {
          employeeCount: 40,
          revenueEur: 8_000_000,
          balanceSheetEur: 8_000_000,
          federalState: 'SN',
          industryCode: '62.01',
        },
        project: {
          title: 'Neue Fertigungslinie',
          plannedStart: '2027-03-01',
          applicationDate: '2026-12-15',
          kreis: 'Chemnitz',
          costs: { investment: 1_000_000, rdPersonnel: 400_000 },
        },
        programIds: ['bmwk-grw-gewerbliche-investitionen', 'bund-forschungszulage'],
      })
      .expect(201);
    const html = await request(t.http)
      .get(`/api/v2/funding-plans/${created.body.id}/summary`)
      .set(t.headers)
      .expect(200);
    const page = await browser.newPage();
    await page.setContent(html.text, { waitUntil: 'load' });
    const pdf = await page.pdf({ format: 'A4', printBackground: true });
    await page.close();
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const text = (await parser.getText()).text.replace(/\s+/gu, ' ');
    await parser.destroy();
    expect(text).toContain('Förderplan: Neue Fertigungslinie');
    expect(text).toContain('Antragsdatum 15.12.2026');
    // Chemnitz: GRW Sachsen 30 % for a small firm (RIGA 2024), applied for before the start.
    expect(text).toContain('Zuerst beantragen: Gemeinschaftsaufgabe');
    expect(text).toContain('300.000,00 EUR');
    expect(text).toContain('Forschungszulage');
    expect(text).toContain('nach Vorhabensbeginn möglich');
    expect(text).toContain('Quellen');
    expect(text).toContain('Koordinierungsrahmen');
    expect(text).toContain('Haftungsausschluss');
  }, 60_000);
});
