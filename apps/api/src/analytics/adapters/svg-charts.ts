/**
 * Plain SVG charts for people who would rather look than read: no library, no script, text in the system
 * font. Each chart is a pure function of the JSON answer it draws.
 */
const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const fmt = (v: number) =>
  Math.abs(v) >= 100
    ? Math.round(v).toLocaleString('de-DE')
    : v.toLocaleString('de-DE', { maximumFractionDigits: 2 });
const pct = (v: number) => `${(v * 100).toLocaleString('de-DE', { maximumFractionDigits: 1 })} %`;

function frame(width: number, height: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12">
<title>${esc(title)}</title><rect width="100%" height="100%" fill="#fff"/>
<text x="16" y="24" font-size="15" font-weight="bold">${esc(title)}</text>
${body}
</svg>`;
}

/** Horizontal bars with a label on the left and a caption on the right. */
function bars(rows: { label: string; value: number; caption: string }[], title: string): string {
  const max = Math.max(1, ...rows.map((r) => r.value));
  const width = 760;
  const barMax = 420;
  const body = rows
    .map((r, i) => {
      const y = 44 + i * 30;
      const w = Math.max(1, (r.value / max) * barMax);
      return `<text x="16" y="${y + 15}">${esc(r.label.slice(0, 32))}</text><rect x="220" y="${y}" width="${w.toFixed(1)}" height="20" fill="#2b6cb0"/><text x="${(226 + w).toFixed(1)}" y="${y + 15}">${esc(r.caption)}</text>`;
    })
    .join('\n');
  return frame(width, 60 + rows.length * 30, title, body);
}

export function funnelChart(steps: { name: string; count: number; conversionFromStart: number }[]): string {
  return bars(
    steps.map((s) => ({
      label: s.name,
      value: s.count,
      caption: `${fmt(s.count)} (${pct(s.conversionFromStart)})`,
    })),
    'Trichter: Akteure je Schritt (Anteil am Start)',
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
  );
}

/** Heat map: one row per cohort, one cell per period; incomplete cells hatched lighter and marked "*". */
export function cohortChart(
  cohorts: { cohort: string; size: number; cells: { count: number; rate: number; incomplete: boolean }[] }[],
): string {
  const periods = Math.max(0, ...cohorts.map((c) => c.cells.length));
  const cell = 52;
  const left = 170;
  const header = Array.from(
    { length: periods },
    (_, k) => `<text x="${left + k * cell + cell / 2}" y="52" text-anchor="middle">${k}</text>`,
  ).join('');
  const rows = cohorts
    .map((c, i) => {
      const y = 60 + i * 26;
      const cells = c.cells
        .map((x, k) => {
          const shade = Math.round(245 - x.rate * 180);
          const fill = x.incomplete ? '#e2e8f0' : `rgb(${shade},${shade + 5 > 255 ? 255 : shade + 5},255)`;
          return `<rect x="${left + k * cell}" y="${y}" width="${cell - 2}" height="22" fill="${fill}"/><text x="${left + k * cell + cell / 2}" y="${y + 15}" text-anchor="middle">${pct(x.rate)}${x.incomplete ? '*' : ''}</text>`;
        })
        .join('');
      return `<text x="16" y="${y + 15}">${esc(c.cohort)} (${fmt(c.size)})</text>${cells}`;
    })
    .join('\n');
  const height = 80 + cohorts.length * 26;
  return frame(
    Math.max(420, left + periods * cell + 20),
    height,
    'Wiederkehr je Kohorte und Periode (* = Periode läuft noch)',
    `${header}\n${rows}`,
  );
}

/** History as a line, the forecast as a dashed line inside its 95 % and 80 % bands. */
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
  const height = 360;
  const [x0, x1, y0, y1] = [60, width - 20, height - 40, 50];
  const n = a.history.length + a.points.length;
  const max = Math.max(1, ...a.history.map((h) => h.count), ...a.points.map((p) => p.upper95));
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
  const ticks = [0, 0.5, 1]
    .map(
      (f) =>
        `<text x="${x0 - 6}" y="${y(f * max) + 4}" text-anchor="end">${fmt(f * max)}</text><line x1="${x0}" x2="${x1}" y1="${y(f * max)}" y2="${y(f * max)}" stroke="#e2e8f0"/>`,
    )
    .join('');
  const labels = [0, off, n - 1]
    .filter((i, k, all) => i < n && all.indexOf(i) === k)
    .map(
      (i) =>
        `<text x="${x(i)}" y="${height - 18}" text-anchor="middle">${esc(i < off ? a.history[i]!.month : a.points[i - off]!.month)}</text>`,
    )
    .join('');
  const body = `${ticks}
<polygon points="${band('lower95', 'upper95')}" fill="#bee3f8"/>
<polygon points="${band('lower80', 'upper80')}" fill="#90cdf4"/>
<polyline points="${line(a.history.map((h, i) => [i, h.count]))}" fill="none" stroke="#1a202c" stroke-width="1.5"/>
<polyline points="${line(a.points.map((p, i) => [off + i, p.mean]))}" fill="none" stroke="#2b6cb0" stroke-width="1.5" stroke-dasharray="5 3"/>
${labels}
<text x="${x1}" y="40" text-anchor="end">Verfahren: ${esc(a.method)}; Bänder: 80 % und 95 %</text>`;
  return frame(width, height, `Prognose: ${a.event} je Monat`, body);
}
