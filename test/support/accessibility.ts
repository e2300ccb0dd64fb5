import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** A full-page screenshot at `path`, then axe-core in the page: no serious or critical violation. */
export async function expectAccessible(page: Page, path: string): Promise<void> {
  await page.screenshot({ path, fullPage: true });
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    `axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => ({ id: v.id, impact: v.impact })))`,
  )) as { id: string; impact: string | null }[];
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
}
