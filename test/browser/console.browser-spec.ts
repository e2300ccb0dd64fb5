import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { launchChromium } from '../support/test-tools';

/**
 * The console in a real browser: sign-in, keys created, used and revoked, a flag created,
 * rolled out, its history and rollback, under the console's CSP, with an axe-core check of every page.
 * One browser and one page for the whole file; screenshots land in test/artifacts/console/ (gitignored).
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const ARTIFACTS = join(__dirname, '..', 'artifacts', 'console');

/** The part of an input's constraint validation state the tests read (the DOM types are not in this tsconfig). */
interface InputState {
  validity: { valid: boolean; patternMismatch: boolean };
}

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

describe('web console in headless Chromium', () => {
  let t: TestApp;
  let base: string;
  let operator: TestTenant;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const cspViolations: string[] = [];

  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    base = (await t.app.getUrl()).replace('[::1]', '127.0.0.1');
    // On a plan with a monthly quota, so that the usage page shows its meter.
    operator = await t.tenants.create({ plan: 'scale', scopes: ['api', 'admin', 'operator'] });
    browser = await launchChromium();
    context = await browser.newContext({ locale: 'de-DE', viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** Screenshot of the page as it is now, and axe-core run inside it: no serious or critical violation. */
  async function checkPage(name: string): Promise<void> {
    await page.screenshot({ path: join(ARTIFACTS, `${name}.png`), fullPage: true });
    // Evaluated through the DevTools protocol, which the page's CSP does not govern (no inline script tag).
    await page.evaluate(AXE_SOURCE);
    const violations = (await page.evaluate(`axe.run(document, { resultTypes: ['violations'] }).then((r) =>
      r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => String(n.target)) })))`)) as Violation[];
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  }

  const api = (path: string, key: string) => fetch(`${base}${path}`, { headers: { 'x-api-key': key } });

  it('signs in with an API key into an HttpOnly, SameSite=Strict session; the key stays out of the browser', async () => {
    await page.goto(`${base}/console/login`);
    await checkPage('01-anmelden');
    await page.keyboard.press('Tab');
    expect(await page.evaluate('document.activeElement.textContent')).toBe('Zum Inhalt springen');
    await page.getByLabel('API-Schlüssel').fill('fm_live_nicht-gueltig');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').filter({ hasText: 'ungültig' }).waitFor();
    await page.getByLabel('API-Schlüssel').fill(operator.key);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(`${base}/console/settings/api-keys`);
    const session = (await context.cookies()).find((c) => c.name === 'fm_console')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/console' });
    expect(session.value).not.toContain(operator.key);
    const stored = (await page.evaluate(
      'JSON.stringify(localStorage) + JSON.stringify(sessionStorage) + document.cookie',
    )) as string;
    expect(stored).not.toContain(operator.key);
    expect(stored).not.toContain('fm_console=');
  });

  let created = '';
  it('creates a key shown once with a copy button, and the key works against the API', async () => {
    await checkPage('02-api-schluessel');
    await page.getByLabel('Name', { exact: true }).fill('Browser-Test');
    await page.getByRole('button', { name: 'Schlüssel anlegen' }).click();
    created = await page.getByLabel('Neuer API-Schlüssel').inputValue();
    expect(created).toMatch(/^fm_live_/);
    await page.getByRole('button', { name: 'Kopieren' }).click();
    await page
      .locator('#copy-status')
      .filter({ hasText: /kopieren|kopiert/i })
      .waitFor();
    await checkPage('03-api-schluessel-neu');
    expect((await api('/api/v1/programs', created)).status).toBe(200);
    await page.goto(`${base}/console/settings/api-keys`);
    expect(await page.content()).not.toContain(created);
    await expect(page.getByRole('row', { name: /Browser-Test/ }).textContent()).resolves.toContain(
      `${created.slice(0, 8)}…${created.slice(-4)}`,
    );
  });

  it('revokes the key after a confirmation, and the API refuses it (401)', async () => {
    await page.getByRole('link', { name: 'Schlüssel Browser-Test widerrufen' }).click();
    await checkPage('04-widerrufen-bestaetigen');
    await page.getByRole('button', { name: 'Endgültig widerrufen' }).click();
    await page.getByRole('status').filter({ hasText: 'widerrufen' }).waitFor();
    expect((await api('/api/v1/programs', created)).status).toBe(401);
  });

  it('refuses a change without the session CSRF token (403)', async () => {
    const session = (await context.cookies()).find((c) => c.name === 'fm_console')!;
    const res = await fetch(`${base}/console/settings/api-keys`, {
      method: 'POST',
      headers: { cookie: `fm_console=${session.value}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'name=ohne-token&scope_api=on',
    });
    expect(res.status).toBe(403);
  });

  it('shows the quota used and remaining', async () => {
    await page.getByRole('link', { name: 'Nutzung' }).click();
    await page.getByRole('heading', { name: 'Nutzung' }).waitFor();
    expect(await page.locator('dl.facts').textContent()).toMatch(/Kontingent\s*100\.000/);
    expect(await page.getByLabel('Verbraucht').getAttribute('max')).toBe('100000');
    await checkPage('05-nutzung');
  });

  it('searches programs from the box and marks the matched words', async () => {
    await page.getByRole('link', { name: 'Programme suchen' }).click();
    await page.getByRole('heading', { name: 'Programme suchen' }).waitFor();
    await page.getByLabel('Suchbegriff').fill('Digitalisierung');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByRole('status').filter({ hasText: 'gefunden' }).waitFor();
    expect(await page.locator('ol.hits > li').count()).toBeGreaterThan(0);
    expect(await page.locator('ol.hits mark').count()).toBeGreaterThan(0);
    await checkPage('05b-programmsuche');
  });

  it('creates a flag, changes its rollout with a live preview, and shows the change in the history', async () => {
    await page.getByRole('link', { name: 'Feature-Flags' }).click();
    await checkPage('06-feature-flags');
    await page.getByLabel('Schlüssel', { exact: true }).fill('browser-test-flag');
    await page.getByLabel('Beschreibung').fill('Neue Suche für einen Teil der Nutzer');
    await page.getByLabel('Rollout (%)').fill('10');
    await page.getByLabel('Eingeschaltet').check();
    await page.getByRole('button', { name: 'Flag anlegen' }).click();
    await page.getByRole('heading', { name: 'Flag browser-test-flag' }).waitFor();
    await page.getByLabel('Rollout der ersten Strategie (%)').fill('30');
    await page.locator('#preview[data-preview-version]').waitFor();
    const shares = await page.locator('#preview tbody tr').allTextContents();
    expect(shares).toHaveLength(4);
    for (const row of shares) {
      const on = Number(/on: ([\d,]+) %/.exec(row)![1]!.replace(',', '.'));
      expect(on).toBeGreaterThan(25);
      expect(on).toBeLessThan(35);
    }
    await checkPage('07-flag-bearbeiten');
    await page.getByLabel('Grund der Änderung').fill('Mehr Nutzer');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('status').filter({ hasText: 'Version 2' }).waitFor();
    await page.getByRole('link', { name: 'Verlauf und Zurücksetzen' }).click();
    const latest = page.getByRole('article').filter({ hasText: 'Version 2: geändert' });
    await expect(latest.textContent()).resolves.toMatch(/\/strategies\/0\/rollout:\s*10\s*→\s*30/);
    expect(await latest.textContent()).toContain('Grund: Mehr Nutzer');
    await checkPage('08-flag-verlauf');
    await page.getByRole('button', { name: 'Auf Version 1 zurücksetzen' }).click();
    await page.getByRole('status').filter({ hasText: 'jetzt Version 3' }).waitFor();
    const admin = await fetch(`${base}/api/v2/admin/feature-flags/browser-test-flag`, {
      headers: { 'x-api-key': operator.key },
    });
    const rolledBack = (await admin.json()) as { strategies: { rollout: number }[] };
    expect(rolledBack.strategies[0]!.rollout).toBe(10);
  });

  it('checks the flag key in the browser: its pattern compiles under the v flag Chromium applies', async () => {
    await page.goto(`${base}/console/feature-flags`);
    const key = page.getByLabel('Schlüssel', { exact: true });
    await key.fill('Mit Leerzeichen');
    // With an invalid pattern Chromium skips the check: patternMismatch stays false and the form would post.
    expect(await key.evaluate((el) => (el as unknown as InputState).validity.patternMismatch)).toBe(true);
    await key.fill('gueltig.key-1_x');
    expect(await key.evaluate((el) => (el as unknown as InputState).validity.valid)).toBe(true);
  });

  it('serves "on" to everyone for a flag created with only "Eingeschaltet" ticked', async () => {
    await page.goto(`${base}/console/feature-flags`);
    await page.getByLabel('Schlüssel', { exact: true }).fill('browser-nur-eingeschaltet');
    await page.getByLabel('Eingeschaltet').check();
    await page.getByRole('button', { name: 'Flag anlegen' }).click();
    await page.getByRole('heading', { name: 'Flag browser-nur-eingeschaltet' }).waitFor();
    const caller = await t.tenants.create({ plan: 'developer' });
    for (const targetingKey of ['a', 'b', 'c', 'd']) {
      const res = await fetch(`${base}/api/v2/ofrep/v1/evaluate/flags/browser-nur-eingeschaltet`, {
        method: 'POST',
        headers: { 'x-api-key': caller.key, 'content-type': 'application/json' },
        body: JSON.stringify({ context: { targetingKey } }),
      });
      expect(await res.json()).toMatchObject({ value: true, variant: 'on' });
    }
  });

  it('toggles a flag from the list', async () => {
    await page.goto(`${base}/console/feature-flags`);
    const row = page.getByRole('row', { name: /browser-test-flag/ });
    expect(await row.textContent()).toContain('aktiv');
    await page.getByRole('button', { name: 'browser-test-flag ausschalten' }).click();
    await page.getByRole('button', { name: 'browser-test-flag einschalten' }).waitFor();
    expect(await page.getByRole('row', { name: /browser-test-flag/ }).textContent()).toContain('aus');
    await checkPage('09-feature-flags-liste');
  });

  it('ran every page under the console CSP without a violation', () => {
    expect(cspViolations).toEqual([]);
  });
});
