// The markdown tables printed at the end of a run and the deltas against an earlier run.
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
/** Requests/s: a decimal below 10, so that a crawl does not read as 0. */
const rps = (n) => (Number.isFinite(n) && n < 10 ? n.toFixed(1) : f0(n));
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const sign = (n, fmt) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${fmt(n)}` : '–');

export function markdown(result) {
  const lines = [];
  const h = (s) => lines.push('', s, '');
  lines.push(
    `# Benchmark ${result.startedAt}`,
    '',
    `${result.database}; auth: ${result.auth}; ${result.options.connections} connections, ${result.options.duration} s per ` +
      `endpoint and server after ${result.options.warmup} s warm-up; node ${result.machine.node}, ${result.machine.cpus} CPUs ` +
      `(${result.machine.cpuModel}), load average at start ${result.machine.loadAverage.map(f2).join(' ')}.`,
    "App CPU ms/req is the app process's user+system CPU per response, the figure least disturbed by other load. " +
      'Throughput and p99 are relative to a bare node:http server answering the same-size body under the same load, ' +
      'measured right after each endpoint; the absolute numbers drift with whatever else runs on the machine.',
  );
  for (const s of result.sizes) {
    h(
      `## ${f0(s.size)} programs (${f0(s.size - s.synthetic)} real, ${f0(s.synthetic)} synthetic); app peak RSS ${f0(s.appPeakRssMb)} MB`,
    );
    lines.push(
      '| Endpoint | req/s | baseline req/s | % of baseline | p50 ms | p99 ms | baseline p99 ms | p99 × baseline | app CPU ms/req | non-2xx / errors | RSS MB | body B | targets |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    );
    for (const e of s.endpoints) {
      if (!e.app) {
        lines.push(`| ${e.label} | skipped: ${e.skipped} ||||||||||||`);
        continue;
      }
      const failures = e.app.non2xx + e.app.errors + e.app.timeouts;
      const targets = e.targets.map((t) => `${t.name}: **${t.met ? 'met' : 'missed'}**`).join('; ');
      lines.push(
        `| ${e.label} | ${rps(e.app.rps)} | ${rps(e.baseline.rps)} | ${f1(e.pctOfBaseline)} | ${f2(e.app.p50Ms)} | ${f2(e.app.p99Ms)} | ` +
          `${f2(e.baseline.p99Ms)} | ${f1(e.p99Multiple)} | ${f2(e.app.cpuMsPerRequest)} | ${failures === 0 ? '0' : `**${e.app.non2xx} / ${e.app.errors + e.app.timeouts}** ${JSON.stringify(e.app.statusCodes)}`} | ` +
          `${f0(e.peakRssMb)} | ${f0(e.responseBytes)} | ${targets} |`,
      );
    }
  }
  if (result.growth.length > 0) {
    h('## Growth from 107 to 100,000 programs');
    lines.push(
      '| Endpoint | % of baseline at 100k / at 107 | raw req/s at 100k / at 107 | target ≥80 % |',
      '|---|--:|--:|---|',
    );
    for (const g of result.growth) {
      lines.push(
        `| ${g.label} | ${f1(g.normalised)} % | ${f1(g.raw)} % | ${g.target ? `**${g.met ? 'met' : 'missed'}**` : '(not a target)'} |`,
      );
    }
  }
  if (result.notes.length > 0) {
    h('## Notes');
    for (const n of result.notes) lines.push(`- ${n}`);
  }
  return lines.join('\n');
}

/** Deltas per size and endpoint present in both runs: share of baseline (points), p99 multiple, raw req/s. */
export function compare(before, after) {
  const lines = [
    `## Compared with ${before.startedAt} (${before.database})`,
    '',
    '| Size | Endpoint | % of baseline before → after | Δ points | p99 × baseline before → after | req/s Δ |',
    '|--:|---|--:|--:|--:|--:|',
  ];
  for (const s of after.sizes) {
    const old = before.sizes.find((o) => o.size === s.size);
    if (!old) continue;
    for (const e of s.endpoints) {
      const o = old.endpoints.find((x) => x.key === e.key);
      if (!e.app || !o?.app) continue;
      lines.push(
        `| ${f0(s.size)} | ${e.label.replace(/offset=\d+/, 'offset=last page')} | ${f1(o.pctOfBaseline)} → ${f1(e.pctOfBaseline)} | ` +
          `${sign(e.pctOfBaseline - o.pctOfBaseline, f1)} | ${f1(o.p99Multiple)} → ${f1(e.p99Multiple)} | ` +
          `${sign((100 * (e.app.rps - o.app.rps)) / o.app.rps, f1)} % |`,
      );
    }
  }
  return lines.join('\n');
}
