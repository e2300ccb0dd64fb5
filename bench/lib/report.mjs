// The markdown tables printed at the end of a run and the deltas against an earlier run. One table per catalogue
// size holds every database of the run, each endpoint's rows side by side.
const f0 = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');
/** Requests/s: a decimal below 10, so that a crawl does not read as 0. */
const rps = (n) => (Number.isFinite(n) && n < 10 ? n.toFixed(1) : f0(n));
const f1 = (n) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f2 = (n) => (Number.isFinite(n) ? n.toFixed(2) : '–');
const sign = (n, fmt) => (Number.isFinite(n) ? `${n >= 0 ? '+' : ''}${fmt(n)}` : '–');
const short = (run) => run.databaseKey ?? (run.database.startsWith('PostgreSQL') ? 'postgres' : 'embedded');

/** Runs written before several databases per run (one database, `sizes` at the top) read as one run. */
export function runsOf(result) {
  return (
    result.runs ?? [
      { database: result.database, auth: result.auth, sizes: result.sizes, growth: result.growth },
    ]
  );
}

/** Statements per request: the median of the samples, with the range when they differ. */
function statements(s) {
  if (!s) return '–';
  return s.min === s.max ? String(s.median) : `${s.median} (${s.min}–${s.max})`;
}

export function markdown(result) {
  const runs = runsOf(result);
  const lines = [];
  const h = (s) => lines.push('', s, '');
  lines.push(
    `# Benchmark ${result.startedAt}`,
    '',
    ...runs.map((r) => `- ${short(r)}: ${r.database}; auth: ${r.auth}`),
    '',
    `${result.options.connections} connections, ${result.options.duration} s per ` +
      `endpoint and server after ${result.options.warmup} s warm-up; node ${result.machine.node}, ${result.machine.cpus} CPUs ` +
      `(${result.machine.cpuModel}), load average at start ${result.machine.loadAverage.map(f2).join(' ')}` +
      `${result.machine.loadAverageAtEnd ? `, at end ${result.machine.loadAverageAtEnd.map(f2).join(' ')}` : ''}.`,
    "App CPU ms/req is the app process's user+system CPU per response, the figure least disturbed by other load. " +
      'Throughput and p99 are relative to a bare node:http server answering the same-size body under the same load, ' +
      'measured right after each endpoint; the absolute numbers drift with whatever else runs on the machine. ' +
      'SQL/req: statements the app sent to its database per request (median of sequential requests after the ' +
      'warm-up; range when they differ), counted in the app (FM_COUNT_STATEMENTS): a change there is a regression ' +
      'whatever the machine does.',
  );
  const sizes = [...new Set(runs.flatMap((r) => r.sizes.map((s) => s.size)))].sort((a, b) => a - b);
  for (const size of sizes) {
    const per = runs.map((r) => ({ run: r, s: r.sizes.find((x) => x.size === size) })).filter((x) => x.s);
    const first = per[0].s;
    const rss = per.map(({ run, s }) => `${short(run)} ${f0(s.appPeakRssMb)} MB`).join(', ');
    h(
      `## ${f0(size)} programs (${f0(size - first.synthetic)} real, ${f0(first.synthetic)} synthetic); app peak RSS: ${rss}`,
    );
    lines.push(
      '| Endpoint | DB | req/s | baseline req/s | % of baseline | p50 ms | p99 ms | baseline p99 ms | p99 × baseline | app CPU ms/req | SQL/req | non-2xx / errors | RSS MB | body B | targets |',
      '|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|---|',
    );
    const keys = [...new Set(per.flatMap(({ s }) => s.endpoints.map((e) => e.key)))];
    for (const key of keys) {
      for (const { run, s } of per) {
        const e = s.endpoints.find((x) => x.key === key);
        if (!e) continue;
        if (!e.app) {
          lines.push(`| ${e.label} | ${short(run)} | skipped: ${e.skipped} ||||||||||||`);
          continue;
        }
        const failures = e.app.non2xx + e.app.errors + e.app.timeouts;
        const targets = e.targets.map((t) => `${t.name}: **${t.met ? 'met' : 'missed'}**`).join('; ');
        lines.push(
          `| ${e.label} | ${short(run)} | ${rps(e.app.rps)} | ${rps(e.baseline.rps)} | ${f1(e.pctOfBaseline)} | ${f2(e.app.p50Ms)} | ${f2(e.app.p99Ms)} | ` +
            `${f2(e.baseline.p99Ms)} | ${f1(e.p99Multiple)} | ${f2(e.app.cpuMsPerRequest)} | ${statements(e.statements)} | ` +
            `${failures === 0 ? '0' : `**${e.app.non2xx} / ${e.app.errors + e.app.timeouts}** ${JSON.stringify(e.app.statusCodes)}`} | ` +
            `${f0(e.peakRssMb)} | ${f0(e.responseBytes)} | ${targets} |`,
        );
        if (e.floor) lines.push(floorRow(e, run));
      }
    }
  }
  const grown = runs.filter((r) => r.growth?.length > 0);
  if (grown.length > 0) {
    h('## Growth from 107 to 100,000 programs');
    lines.push(
      '| Endpoint | DB | % of baseline at 100k / at 107 | raw req/s at 100k / at 107 | target ≥80 % |',
      '|---|---|--:|--:|---|',
    );
    for (const r of grown) {
      for (const g of r.growth) {
        lines.push(
          `| ${g.label} | ${short(r)} | ${f1(g.normalised)} % | ${f1(g.raw)} % | ${g.target ? `**${g.met ? 'met' : 'missed'}**` : '(not a target)'} |`,
        );
      }
    }
  }
  if (result.notes.length > 0) {
    h('## Notes');
    for (const n of result.notes) lines.push(`- ${n}`);
  }
  return lines.join('\n');
}

/** The database's CPU per request (a local PostgreSQL only), the app's against the floor's. */
const databaseCpu = (e) =>
  e.app.dbCpuMsPerRequest == null || e.floor.dbCpuMsPerRequest == null
    ? ''
    : `; database ${f2(e.app.dbCpuMsPerRequest)} vs ${f2(e.floor.dbCpuMsPerRequest)}`;

/** The same calculations beside the write floor (bare node:http + one INSERT): the floor in the baseline columns. */
function floorRow(e, run) {
  const targets = e.floorTargets.map((t) => `${t.name}: **${t.met ? 'met' : 'missed'}**`).join('; ');
  return (
    `| ↳ vs write floor (node:http + 1 INSERT) | ${short(run)} | ${rps(e.app.rps)} | ${rps(e.floor.rps)} | ${f1(e.pctOfFloor)} | ` +
    `${f2(e.app.p50Ms)} | ${f2(e.app.p99Ms)} | ${f2(e.floor.p99Ms)} | ${f1(e.p99MultipleOfFloor)} | floor ${f2(e.floor.cpuMsPerRequest)}${databaseCpu(e)} | 1 | ` +
    `${e.floor.non2xx + e.floor.errors === 0 ? '0' : `**${e.floor.non2xx} / ${e.floor.errors}**`} | | | ${targets} |`
  );
}

/**
 * Deltas per database, size and endpoint present in both runs: share of baseline (points), p99 multiple, raw
 * req/s, statements per request.
 */
export function compare(before, after) {
  const lines = [
    `## Compared with ${before.startedAt}`,
    '',
    '| DB | Size | Endpoint | % of baseline before → after | Δ points | p99 × baseline before → after | req/s Δ | SQL/req before → after |',
    '|---|--:|---|--:|--:|--:|--:|--:|',
  ];
  const earlier = runsOf(before);
  for (const run of runsOf(after)) {
    const then = earlier.find((r) => short(r) === short(run));
    if (!then) continue;
    for (const s of run.sizes) {
      const old = then.sizes.find((o) => o.size === s.size);
      if (!old) continue;
      for (const e of s.endpoints) {
        const o = old.endpoints.find((x) => x.key === e.key);
        if (!e.app || !o?.app) continue;
        const sql = `${o.statements?.median ?? '–'} → ${e.statements?.median ?? '–'}`;
        const changed = o.statements && e.statements && o.statements.median !== e.statements.median;
        lines.push(
          `| ${short(run)} | ${f0(s.size)} | ${e.label.replace(/offset=\d+/, 'offset=last page')} | ${f1(o.pctOfBaseline)} → ${f1(e.pctOfBaseline)} | ` +
            `${sign(e.pctOfBaseline - o.pctOfBaseline, f1)} | ${f1(o.p99Multiple)} → ${f1(e.p99Multiple)} | ` +
            `${sign((100 * (e.app.rps - o.app.rps)) / o.app.rps, f1)} % | ${changed ? `**${sql}**` : sql} |`,
        );
      }
    }
  }
  return lines.join('\n');
}
