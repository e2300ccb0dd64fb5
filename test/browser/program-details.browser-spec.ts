import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ImportDump } from '../../apps/api/src/catalogue-sync';
import { importedProgramId } from '../../apps/api/src/catalogue-sync/domain/dump-to-program';
import type { ProgramSpec } from '../../apps/api/src/catalogue-sync/testing/export-documents';
import { EXPORT_FIXTURE, writeFixtureExport } from '../../apps/api/src/catalogue-sync/testing/fixture-export';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { expectAccessible } from '../support/accessibility';
import { launchChromium } from '../support/test-tools';
import { eventually } from '../support/webhook-receiver';

jest.setTimeout(180_000);

const ARTIFACTS = join(__dirname, '..', 'artifacts', 'console');

/** A program whose texts try to run script: a tag, a handler, a `javascript:` link, markup in the title. */
const HOSTILE: ProgramSpec = {
  id: 'Land/Berlin/sicherheitstest-beispiel',
  title: 'Sicherheitstest &lt;script&gt;window.fmXss=1&lt;/script&gt; Programm',
  summary: '<p>Ein Programm, dessen Texte Skripte enthalten.</p>',
  eligibility:
    '<p>Antragsberechtigt sind Vereine im Programm ?Sicher Digital?.</p>' +
    '<script>window.fmXss = 2</script><img src="x" onerror="window.fmXss = 3">' +
    '<p><a href="javascript:window.fmXss=4">Klick</a></p>',
  deadlines: '<p>Anträge bis 30.06.2027.</p>',
  categories: { Foerderart: ['zuschuss'], Foerdergebiet: ['berlin'], Foerdergeber: ['land'] },
};
const idOf = (spec: ProgramSpec) =>
  importedProgramId(createHash('md5').update(spec.id.replace(/\//g, '-').toLowerCase()).digest('hex'));

/**
 * The program view of the console's search: what `GET /api/v2/programs/{id}/details` says about an imported
 * program (sections, categories, contact, links, source and licence), reached by keyboard, with the texts
 * sanitised as served and the derived display form marked as such.
 */
describe('program details in the console (headless Chromium)', () => {
  let t: TestApp;
  let dir: string;
  let base: string;
  let user: TestTenant;
  let browser: Browser;
  let page: Page;
  const dialogs: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    dir = await mkdtemp(join(tmpdir(), 'program-details-browser-'));
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    user = await t.tenants.create({ scopes: ['api'] });
    const path = join(dir, 'export.zip');
    await writeFixtureExport(path, { programs: [EXPORT_FIXTURE.bayern, HOSTILE] });
    expect((await t.app.get(ImportDump).execute(path)).status).toBe('applied');
    browser = await launchChromium();
    page = await (
      await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } })
    ).newPage();
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const accessible = (name: string) => expectAccessible(page, join(ARTIFACTS, `${name}.png`));

  const texts = (selector: string) => page.locator(selector).allTextContents();

  it('opens a hit by keyboard and shows sections, categories, contact, links and the source', async () => {
    await page.goto(`${base}/console/login`);
    await page.getByLabel('API-Schlüssel').fill(user.key);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/console\//);
    // Search answers from the previous index while the new catalogue version's index builds: wait for it.
    await eventually(async () => {
      const res = await fetch(`${base}/api/v2/programs/search?q=Digitalbonus`, {
        headers: { 'x-api-key': user.key },
      });
      const body = (await res.json()) as { items?: { id: string }[] };
      return body.items?.some((p) => p.id === idOf(EXPORT_FIXTURE.bayern)) ? true : undefined;
    }, 60_000);
    await page.goto(`${base}/console/programs`);
    await page.getByLabel('Suchbegriff').fill('Digitalbonus');
    await page.keyboard.press('Enter');
    await page.getByRole('status').waitFor();
    await page.screenshot({ path: join(ARTIFACTS, 'program-details-00-suche.png'), fullPage: true });
    const link = page.getByRole('link', { name: /Angaben der Förderdatenbank zu Digitalbonus/ });
    await link.waitFor();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${base}/console/programs/${idOf(EXPORT_FIXTURE.bayern)}?q=Digitalbonus`);
    await accessible('program-details-01-digitalbonus');

    // The title's display form, marked as derived, with the source's title beside it.
    expect(await page.locator('h1').textContent()).toBe('Digitalbonus – Beispiel (Bayern)');
    expect(await page.locator('.derived-note').textContent()).toContain('„Digitalbonus ? Beispiel (Bayern)“');
    expect(await texts('main h2')).toEqual([
      'Kurztext',
      'Antragsberechtigung (rechtliche Voraussetzungen)',
      'Verfahrensablauf',
      'Fristen',
      'Bearbeitungsdauer',
      'Erforderliche Unterlagen',
      'Rechtsgrundlage',
      'Fundstelle der Rechtsgrundlage',
      'Einordnung',
      'Kontakt',
      'Weiterführende Links',
      'Quelle und Lizenz',
    ]);
    const section = (heading: string) =>
      page.locator('section', { has: page.getByRole('heading', { name: heading, exact: true }) });
    expect(await section('Antragsberechtigung (rechtliche Voraussetzungen)').textContent()).toContain(
      'Antragsberechtigt sind kleine Unternehmen mit Sitz in Bayern.',
    );
    expect(await section('Verfahrensablauf').textContent()).toContain('Der Antrag wird online gestellt.');
    expect(await section('Fristen').textContent()).toContain('Anträge sind bis zum 31.12.2027 einzureichen.');
    // The regulation is a link inside the legal basis, resolved to its address.
    await section('Rechtsgrundlage')
      .getByRole('link', { name: 'Richtlinie Digitalbonus' })
      .and(page.locator('[href="https://www.beispiel-foerderung.example/richtlinie-digitalbonus.pdf"]'))
      .waitFor();
    expect(await section('Fundstelle der Rechtsgrundlage').textContent()).toContain(
      'Richtlinie Digitalbonus, Stand Januar 2025.',
    );

    const facts = async (heading: string) => {
      const s = section(heading);
      const [dt, dd] = [await s.locator('dt').allTextContents(), await s.locator('dd').allTextContents()];
      return Object.fromEntries(dt.map((k, i) => [k.trim(), dd[i]!.replace(/\s+/g, ' ').trim()]));
    };
    expect(await facts('Einordnung')).toEqual({
      Förderart: 'Zuschuss',
      Förderbereich: 'Beratung, Digitalisierung',
      Unterbereiche: 'Beratung: beratung_schulung',
      Fördergebiet: 'Bayern',
      Förderberechtigte: 'Existenzgründer/in, Unternehmen',
      Unternehmensgrößen: 'Kleinstunternehmen, kleine Unternehmen',
      Branchen: 'handel, handwerk',
      Fördergeber: 'Landesamt für Beispielförderung (LBF)',
    });
    expect(await facts('Kontakt')).toEqual({
      Einrichtung: 'Landesamt für Beispielförderung, Referat Digitales',
      'Übergeordnete Einheit': 'Ministerium für Beispielwirtschaft',
      Anschrift: 'Beispielweg 12, 01234 München',
      Telefon: '+49 89 1234-0',
      Fax: '+49 89 1234-99',
      'E-Mail': 'digital@landesamt-beispiel.example',
      Website: 'https://www.landesamt-beispiel.example/',
    });
    await section('Kontakt').locator('a[href="https://www.landesamt-beispiel.example/"]').waitFor();
    expect(
      await section('Weiterführende Links')
        .locator('a')
        .evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')])),
    ).toEqual([
      [
        'Digitalbonus ? Informationen (externer Link)',
        'https://www.beispiel-foerderung.example/digitalbonus',
      ],
      ['Antragsportal (externer Link)', 'https://portal.beispiel-foerderung.example/antrag.pdf'],
    ]);

    // Source and licence as the v2 read gives them.
    const api = (await (
      await fetch(`${base}/api/v2/programs/${idOf(EXPORT_FIXTURE.bayern)}/details`, {
        headers: { 'x-api-key': user.key },
      })
    ).json()) as { detailUrl: string; attribution: Record<string, string> };
    const source = await facts('Quelle und Lizenz');
    expect(source).toMatchObject({
      Datenbank: api.attribution.name,
      Herausgeber: api.attribution.publisher,
      Programmseite: api.detailUrl,
      Lizenz: api.attribution.licence,
    });
    expect(source['Abgerufen am']).toMatch(/^\d\d?\.\d\d?\.\d{4}$/);
    await section('Quelle und Lizenz')
      .locator(`a[href="${api.attribution.licenceUrl}"][rel~="license"]`)
      .waitFor();
    expect(await section('Quelle und Lizenz').textContent()).toContain(api.attribution.text);
  });

  it('shows a hostile program with its texts sanitised: no script, no handler, no foreign scheme runs', async () => {
    await page.goto(`${base}/console/programs/${idOf(HOSTILE)}`);
    await accessible('program-details-02-sicherheitstest');
    // The title's markup is text, shown as such.
    expect(await page.locator('h1').textContent()).toBe(
      'Sicherheitstest <script>window.fmXss=1</script> Programm',
    );
    const eligibility = page.locator('section[aria-labelledby="abschnitt-eligibility"]');
    expect(await eligibility.textContent()).toContain('Antragsberechtigt sind Vereine im Programm');
    expect(await page.locator('main script, main [onerror], main a[href^="javascript"]').count()).toBe(0);
    await eligibility.locator('.source-text a').click();
    expect(await page.evaluate('window.fmXss')).toBeUndefined();
    expect(dialogs).toEqual([]);

    // The derived reading form: a disclosure reached and opened by keyboard, marked as not the source's text.
    const summary = eligibility.locator('summary');
    expect(await summary.textContent()).toContain('abgeleitet, nicht der Text der Quelle');
    await summary.focus();
    await page.keyboard.press('Enter');
    expect(await eligibility.locator('details .program-text').textContent()).toBe(
      'Antragsberechtigt sind Vereine im Programm „Sicher Digital“.\nKlick',
    );
    expect(await eligibility.locator('.source-text').textContent()).toContain('?Sicher Digital?');
    await accessible('program-details-03-lesefassung');
  });

  it('answers 404 with a German page for a program no import describes', async () => {
    const res = await page.goto(`${base}/console/programs/bmwk-go-digital`);
    expect(res?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('Keine Angaben der Förderdatenbank');
  });
});
