import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  cohortChart,
  forecastChart,
  funnelChart,
  marketingChart,
} from '../../apps/api/src/analytics/adapters/svg-charts';
import { launchChromium } from '../support/test-tools';

/**
 * The analytics SVG charts laid out for their text. Each chart, drawn from answers with the longest
 * texts the API allows (80-character event names, seven-digit counts), is rendered by headless Chromium; the
 * bounding box of every <text> must lie inside the canvas and no two texts may overlap. The PNGs land in
 * test/artifacts/charts/ (gitignored) for a look.
 */
const ARTIFACTS = join(__dirname, '..', 'artifacts', 'charts');

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}
interface Measured {
  width: number;
  height: number;
  boxes: Box[];
}

const longEvent = (n: number) => `programm.antrag_${'schritt_mit_langem_namen_'.repeat(3)}${n}`.slice(0, 80);
const month = (i: number) => {
  const d = new Date(Date.UTC(2024, i, 1));
  return d.toISOString().slice(0, 7);
};

const CHARTS: Record<string, string> = {
  funnel: funnelChart(
    Array.from({ length: 10 }, (_, i) => ({
      name: longEvent(i),
      count: 1_234_567 - i * 100_000,
      conversionFromStart: (1_234_567 - i * 100_000) / 1_234_567,
    })),
  ),
  marketing: marketingChart(
    [
      {
        source: 'newsletter-foerdermittel-mittelstand',
        medium: 'email',
        campaign: 'bundesfoerderung-effiziente-gebaeude-fruehjahr-2026',
        attributed: { linear: 1_234_567.5 },
      },
      { source: null, medium: null, campaign: null, attributed: { linear: 12 } },
    ],
    'linear',
  ),
  // Two periods: the narrowest canvas (420 px) whose title was cut.
  'cohorts-2-periods': cohortChart([
    {
      cohort: '2026-03-02',
      size: 1_234_567,
      cells: [
        { count: 1_234_567, rate: 1, incomplete: false },
        { count: 987_654, rate: 0.8, incomplete: true },
      ],
    },
  ]),
  'cohorts-12-periods': cohortChart(
    Array.from({ length: 6 }, (_, i) => ({
      cohort: `2026-0${i + 1}-01`,
      size: 100_000 + i,
      cells: Array.from({ length: 12 }, (__, k) => ({ count: 1, rate: 1 / (k + 3), incomplete: k > 8 })),
    })),
  ),
  forecast: forecastChart({
    event: longEvent(1),
    method: 'ETS(A,Ad,A) mit gedämpftem Trend und additiver Saison, nach AICc gewählt',
    history: Array.from({ length: 36 }, (_, i) => ({ month: month(i), count: 1_000_000 + i * 10_000 })),
    points: Array.from({ length: 12 }, (_, i) => ({
      month: month(36 + i),
      mean: 1_400_000,
      lower80: 1_300_000,
      upper80: 1_500_000,
      lower95: 1_250_000,
      upper95: 1_550_000,
    })),
  }),
};

describe('analytics SVG charts rendered in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    mkdirSync(ARTIFACTS, { recursive: true });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => browser?.close());

  it.each(Object.keys(CHARTS))('%s: every text inside the canvas, none over another', async (name) => {
    const page = await browser.newPage();
    await page.setContent(`<!doctype html><html><body style="margin:0">${CHARTS[name]}</body></html>`);
    const svg = page.locator('svg');
    await svg.screenshot({ path: join(ARTIFACTS, `${name}.png`) });
    const measured = await svg.evaluate((el) => {
      type Rect = { left: number; top: number; right: number; bottom: number; width: number; height: number };
      type El = {
        getBoundingClientRect(): Rect;
        querySelectorAll(s: string): El[];
        textContent: string | null;
      };
      const root = el as unknown as El;
      const canvas = root.getBoundingClientRect();
      const boxes = Array.from(root.querySelectorAll('text')).map((t) => {
        const r = t.getBoundingClientRect();
        return {
          text: t.textContent ?? '',
          left: r.left - canvas.left,
          top: r.top - canvas.top,
          right: r.right - canvas.left,
          bottom: r.bottom - canvas.top,
        };
      });
      return { width: canvas.width, height: canvas.height, boxes };
    });
    await page.close();
    writeFileSync(join(ARTIFACTS, `${name}.svg`), CHARTS[name]!);
    const { width, height, boxes } = measured as Measured;
    expect(boxes.length).toBeGreaterThan(3);
    const outside = boxes
      .filter((b) => b.left < 0 || b.top < 0 || b.right > width || b.bottom > height)
      .map(
        (b) =>
          `${b.text} [${b.left.toFixed(0)}..${b.right.toFixed(0)} x ${b.top.toFixed(0)}..${b.bottom.toFixed(0)}] in ${width}x${height}`,
      );
    expect(outside).toEqual([]);
    // Two boxes overlap when they share more than a pixel both ways (line boxes of neighbours may touch).
    const overlaps: string[] = [];
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const x = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const y = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (x > 1 && y > 1) overlaps.push(`${a.text} / ${b.text}`);
      }),
    );
    expect(overlaps).toEqual([]);
  });

  it('draws empty answers without NaN or a negative size', () => {
    const empty = [
      funnelChart([]),
      marketingChart([], 'linear'),
      cohortChart([]),
      forecastChart({ event: 'x.y', method: 'keins', history: [], points: [] }),
    ];
    for (const svg of empty) {
      expect(svg).not.toMatch(/NaN|Infinity|="-/);
      expect(svg).toMatch(/^<svg [^>]*width="\d+" height="\d+"/);
    }
  });

  it('has axis titles on every chart', () => {
    expect(CHARTS.funnel).toContain('Akteure (Anteil am ersten Schritt)');
    expect(CHARTS.marketing).toContain('Zugeordnete Konversionen');
    expect(CHARTS['cohorts-2-periods']).toContain('Periode seit Kohortenbeginn');
    expect(CHARTS['cohorts-2-periods']).toContain('Kohorte (Größe)');
    expect(CHARTS.forecast).toContain('Monat (Verlauf, dann Prognose)');
    expect(CHARTS.forecast).toMatch(/rotate\(-90\)[^>]*>Anzahl /);
  });
});
