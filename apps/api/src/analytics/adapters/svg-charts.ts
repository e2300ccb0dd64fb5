import { PAD, esc, fitLine, frame, label, widthOf } from './svg-text-layout';

/**
 * Plain SVG charts for people who would rather look than read: no library, no script. Each chart is a pure
 * function of the JSON answer it draws, laid out for its text (svg-text-layout.ts): titles wrap, labels stay
 * inside the canvas (checked by rendering in test/browser/analytics-charts.browser-spec.ts), axes are titled.
 */
const fmt = (v: number) =>
  Math.abs(v) >= 100
    ? Math.round(v).toLocaleString('de-DE')
    : v.toLocaleString('de-DE', { maximumFractionDigits: 2 });
const pct = (v: number) => `${(v * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

const AXIS = 'font-style="italic" fill="#4a5568"';
/** A label column is never wider than this: longer labels end in "…" (the full text in their tooltip). */
const MAX_LABEL = 260;
const BAR_MAX = 420;

/** Horizontal bars: the category (axis title above) left, the bar, its caption; the value axis titled below. */
function bars(
  rows: { label: string; value: number; caption: string }[],
  title: string,
  axes: { category: string; value: string },
): string {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const labelWidth = Math.min(
    MAX_LABEL,
    Math.max(widthOf(axes.category), ...rows.map((r) => widthOf(r.label))),
  );
  const barX = PAD + labelWidth + 12;
  const captionWidth = Math.max(0, ...rows.map((r) => widthOf(r.caption)));
  const width = Math.ceil(
    Math.max(barX + BAR_MAX + 6 + captionWidth + PAD, barX + widthOf(axes.value) + PAD),
  );
  const top = 64;
  const body = rows
    .map((r, i) => {
      const y = top + i * 30;
      const w = Math.max(1, (r.value / max) * BAR_MAX);
      return `${label(PAD, y + 15, fitLine(r.label, labelWidth), r.label)}<rect x="${barX}" y="${y}" width="${w.toFixed(1)}" height="20" fill="#2b6cb0"/>${label(barX + w + 6, y + 15, r.caption, r.caption)}`;
    })
    .join('\n');
  const bottom = top + rows.length * 30;
  const axisTitles = `<text x="${PAD}" y="52" ${AXIS}>${esc(axes.category)}</text><line x1="${barX}" x2="${barX + BAR_MAX}" y1="${bottom + 2}" y2="${bottom + 2}" stroke="#a0aec0"/><text x="${barX}" y="${bottom + 20}" ${AXIS}>${esc(axes.value)}</text>`;
  return frame(width, bottom + 32, title, `${axisTitles}\n${body}`);
}

export function funnelChart(steps: { name: string; count: number; conversionFromStart: number }[]): string {
  return bars(
    steps.map((s) => ({
      label: s.name,
      value: s.count,
      caption: `${fmt(s.count)} (${pct(s.conversionFromStart)})`,
    })),
    'Trichter: Akteure je Schritt (Anteil am Start)',
    { category: 'Schritt', value: 'Akteure (Anteil am ersten Schritt)' },
  );
}

export function marketingChart(
  channels: {
    source: string | null;
    medium: string | null;
    campaign: string | null;
    attributed: object;
  }[],
  model: string,
): string {
  return bars(
    channels.map((c) => ({
      label:
        c.source === null && c.medium === null && c.campaign === null
          ? '(direkt)'
          : [c.source, c.medium, c.campaign].map((v) => v ?? '–').join(' / '),
      value: (c.attributed as Record<string, number>)[model] ?? 0,
      caption: fmt((c.attributed as Record<string, number>)[model] ?? 0),
    })),
    `Zugeordnete Konversionen je Kanal (${model})`,
    { category: 'Kanal (Quelle / Medium / Kampagne)', value: 'Zugeordnete Konversionen' },
  );
}

/** Heat map: one row per cohort, one cell per period; incomplete cells hatched lighter and marked "*". */
export function cohortChart(
  cohorts: { cohort: string; size: number; cells: { count: number; rate: number; incomplete: boolean }[] }[],
): string {
  const periods = Math.max(0, ...cohorts.map((c) => c.cells.length));
  const rowLabel = (c: { cohort: string; size: number }) => `${c.cohort} (${fmt(c.size)})`;
  const cellText = (x: { rate: number; incomplete: boolean }) => `${pct(x.rate)}${x.incomplete ? '*' : ''}`;
  const cell = Math.ceil(
    Math.max(52, ...cohorts.flatMap((c) => c.cells.map((x) => widthOf(cellText(x)) + 10))),
  );
  const left = Math.ceil(
    PAD + Math.max(widthOf('Kohorte (Größe)'), ...cohorts.map((c) => widthOf(rowLabel(c)))) + 12,
  );
  const periodTitle = 'Periode seit Kohortenbeginn';
  const header = Array.from(
    { length: periods },
    (_, k) => `<text x="${left + k * cell + cell / 2}" y="68" text-anchor="middle">${k}</text>`,
  ).join('');
  const rows = cohorts
    .map((c, i) => {
      const y = 76 + i * 26;
      const cells = c.cells
        .map((x, k) => {
          const shade = Math.round(245 - x.rate * 180);
          const fill = x.incomplete ? '#e2e8f0' : `rgb(${shade},${shade + 5 > 255 ? 255 : shade + 5},255)`;
          return `<rect x="${left + k * cell}" y="${y}" width="${cell - 2}" height="22" fill="${fill}"/><text x="${left + k * cell + cell / 2}" y="${y + 15}" text-anchor="middle">${esc(cellText(x))}</text>`;
        })
        .join('');
      return `<text x="${PAD}" y="${y + 15}">${esc(rowLabel(c))}</text>${cells}`;
    })
    .join('\n');
  const axisTitles = `<text x="${PAD}" y="68" ${AXIS}>Kohorte (Größe)</text><text x="${left}" y="50" ${AXIS}>${esc(periodTitle)}</text>`;
  const width = Math.ceil(Math.max(420, left + periods * cell + PAD, left + widthOf(periodTitle) + PAD));
  return frame(
    width,
    96 + cohorts.length * 26,
    'Wiederkehr je Kohorte und Periode (* = Periode läuft noch)',
    `${axisTitles}${header}\n${rows}`,
  );
}

/** History as a line, the forecast as a dashed line inside its 95 % and 80 % bands; both axes titled. */
export function forecastChart(a: {
  event: string;
  method: string;
  history: { month: string; count: number }[];
  points: {
    month: string;
    mean: number;
    lower80: number;
    upper80: number;
    lower95: number;
    upper95: number;
  }[];
}): string {
  const width = 860;
  const height = 380;
  const n = a.history.length + a.points.length;
  const max = Math.max(1, ...a.history.map((h) => h.count), ...a.points.map((p) => p.upper95));
  const tickValues = [0, 0.5, 1].map((f) => f * max);
  // Left: the rotated y-axis title (one line, 12 px high), then the widest tick label.
  const x0 = Math.ceil(PAD + 18 + Math.max(...tickValues.map((v) => widthOf(fmt(v)))) + 8);
  const [x1, y0, y1] = [width - PAD - 8, height - 60, 60];
  const x = (i: number) => x0 + (n <= 1 ? 0 : (i / (n - 1)) * (x1 - x0));
  const y = (v: number) => y0 - (v / max) * (y0 - y1);
  const off = a.history.length;
  const band = (lo: 'lower80' | 'lower95', hi: 'upper80' | 'upper95') =>
    [
      ...a.points.map((p, i) => `${x(off + i).toFixed(1)},${y(p[hi]).toFixed(1)}`),
      ...a.points.map((p, i) => `${x(off + i).toFixed(1)},${y(p[lo]).toFixed(1)}`).reverse(),
    ].join(' ');
  const line = (pts: [number, number][]) =>
    pts.map(([i, v]) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ');
  const ticks = tickValues
    .map(
      (v) =>
        `<text x="${x0 - 6}" y="${y(v) + 4}" text-anchor="end">${fmt(v)}</text><line x1="${x0}" x2="${x1}" y1="${y(v)}" y2="${y(v)}" stroke="#e2e8f0"/>`,
    )
    .join('');
  // A label is centred on its month, but moved in so that it never leaves the canvas (the last one was cut).
  const labels = [0, off, n - 1]
    .filter((i, k, all) => i >= 0 && i < n && all.indexOf(i) === k)
    .map((i) => {
      const month = i < off ? a.history[i]!.month : a.points[i - off]!.month;
      const half = widthOf(month) / 2;
      const at = Math.min(width - PAD - half, Math.max(PAD + half, x(i)));
      return `<text x="${at.toFixed(1)}" y="${y0 + 18}" text-anchor="middle">${esc(month)}</text>`;
    })
    .join('');
  const yTitle = fitLine(`Anzahl ${a.event} je Monat`, y0 - y1);
  const legend = fitLine(`Verfahren: ${a.method}; Bänder: 80 % und 95 %`, width - 2 * PAD);
  const body = `${ticks}
<polygon points="${band('lower95', 'upper95')}" fill="#bee3f8"/>
<polygon points="${band('lower80', 'upper80')}" fill="#90cdf4"/>
<polyline points="${line(a.history.map((h, i) => [i, h.count]))}" fill="none" stroke="#1a202c" stroke-width="1.5"/>
<polyline points="${line(a.points.map((p, i) => [off + i, p.mean]))}" fill="none" stroke="#2b6cb0" stroke-width="1.5" stroke-dasharray="5 3"/>
${labels}
<text x="${width - PAD}" y="46" text-anchor="end">${esc(legend)}</text>
<text transform="translate(${PAD + 12} ${(y0 + y1) / 2}) rotate(-90)" text-anchor="middle" ${AXIS}>${esc(yTitle)}</text>
<text x="${(x0 + x1) / 2}" y="${y0 + 40}" text-anchor="middle" ${AXIS}>Monat (Verlauf, dann Prognose)</text>`;
  return frame(width, height, `Prognose: ${a.event} je Monat`, body);
}
