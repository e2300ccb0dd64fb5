// In-process measurement of the matcher alone (no HTTP, no database): compile time, the heap the compiled
// catalogue takes, and rankPrograms latency over a few hundred varied profiles. Cheap enough to run beside
// other work, unlike `npm run bench`. Run with the GC exposed so that the heap figures are settled:
//
//   node --expose-gc bench/matcher-scale.mjs [sizes=3200,100000] [profiles=200] [--bench-catalogue]
//
// `--bench-catalogue` builds the catalogue the HTTP bench uses (107 real + seeded random clones) instead of
// the matcher's deterministic synthetic catalogue. The programs are deep-copied first, as if read from the
// database (each row its own objects), then pass through the app's `SharedValues` as its catalogue snapshot
// loads them (equal values become one object). The catalogue is compiled as the app does (`sharePrograms`:
// members are the snapshot's programs), so "catalogue keeps" is what the matcher adds to the snapshot.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
const { compileCatalogue, rankPrograms } = require('../libs/matcher/src');
const { syntheticCatalogue } = require('../libs/matcher/src/testing');
const { seedPrograms } = require('../libs/catalogue/src');
const { syntheticPrograms } = require('./lib/synthetic-programs.cjs');
const { SharedValues } = require('../apps/api/src/catalogue/persistence/shared-values');

const args = process.argv.slice(2);
const positional = args.filter((a) => !a.startsWith('--'));
const sizes = (positional[0] ?? '3200,100000').split(',').map(Number);
// Fewer than the memo's 256 applicants, so that the second pass finds them all still remembered.
const profileCount = Number(positional[1] ?? 200);
const benchCatalogue = args.includes('--bench-catalogue');
const REF = new Date('2026-06-15T10:00:00Z');
/** The HTTP bench's applicant (lib/endpoints.mjs), so the figures relate to its numbers. */
const BENCH_PROFILE = {
  employeeCount: 45,
  revenueEur: 12_000_000,
  balanceSheetEur: 8_000_000,
  federalState: 'SN',
  industryCode: '62.01',
};

/** mulberry32, as in lib/synthetic-programs.cjs: the same profiles every run. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function profiles(count) {
  const random = prng(7);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const sizes = [
    { employeeCount: 5, revenueEur: 800_000, balanceSheetEur: 500_000 },
    { employeeCount: 30, revenueEur: 6_000_000, balanceSheetEur: 4_000_000 },
    { employeeCount: 45, revenueEur: 12_000_000, balanceSheetEur: 8_000_000 },
    { employeeCount: 150, revenueEur: 30_000_000, balanceSheetEur: 20_000_000 },
    { employeeCount: 900, revenueEur: 200_000_000, balanceSheetEur: 150_000_000 },
  ];
  const lands = ['SN', 'BY', 'NW', 'BE', 'Berlin', 'DE-HH', 'TH', 'NI', 'BW', 'MV', 'xx'];
  const codes = ['62.01', '28.41', '01.11', '03.11', '10.71', 'A', 'C', 'unbekannt', '47.11', '64.19'];
  const out = [];
  for (let i = 0; i < count; i++) {
    const size = pick(sizes);
    const profile = {
      ...size,
      balanceSheetEur: random() < 0.2 ? null : size.balanceSheetEur,
      federalState: pick(lands),
      industryCode: pick(codes),
      companyAgeYears: pick([null, 0.5, 2, 4, 7, 30]),
      deminimisUsedEur: pick([undefined, null, 0, 100_000, 290_000, 300_000]),
    };
    const categories = random() < 0.25 ? [pick(['zuschuss', 'kredit', 'beratung', 'darlehen'])] : undefined;
    out.push({ profile, options: { categories, limit: random() < 0.3 ? 50 : 10, referenceDate: REF } });
  }
  out[0] = { profile: BENCH_PROFILE, options: { limit: 10, referenceDate: REF } };
  return out;
}

/** Settled heap: full collections with turns of the event loop between them (sweeping finishes late). */
async function heapMb() {
  for (let i = 0; i < 4; i++) {
    globalThis.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return process.memoryUsage().heapUsed / 2 ** 20;
}
const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

if (!globalThis.gc) console.error('note: run with --expose-gc for settled heap figures');
const requests = profiles(profileCount);
const warmUp = profiles(profileCount + 20)
  .slice(profileCount)
  .map((r) => ({
    ...r,
    profile: { ...r.profile, employeeCount: r.profile.employeeCount + 1 },
  }));
for (const size of sizes) {
  const h0 = await heapMb();
  const real = seedPrograms();
  const shared = new SharedValues();
  const programs = structuredClone(
    benchCatalogue
      ? [...real, ...syntheticPrograms(real, Math.max(0, size - real.length), 1)]
      : syntheticCatalogue(size),
  ).map((p) => shared.program(p));
  const h1 = await heapMb();
  const t0 = performance.now();
  const catalogue = compileCatalogue(programs, { sharePrograms: true });
  const compileMs = performance.now() - t0;
  // What the matcher adds to the snapshot's programs, which the app keeps anyway.
  const h2 = await heapMb();
  // Warm-up on other applicants, then three passes: the first meets each applicant for the first time (the
  // catalogue's memo is cold for it), the second again with another limit (the engine's answers are kept,
  // the ranking runs), the third repeats the first pass's requests (their answers are kept while they hold,
  // as for the HTTP bench's single request).
  for (const r of warmUp) rankPrograms(catalogue, r.profile, r.options);
  const passes = [0, 1, 2].map((pass) => {
    const wall = [];
    const cpu = [];
    for (const r of requests) {
      const c0 = process.cpuUsage();
      const t = performance.now();
      rankPrograms(
        catalogue,
        r.profile,
        pass === 1 ? { ...r.options, limit: r.options.limit + 1 } : r.options,
      );
      wall.push(performance.now() - t);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
    }
    const q = (list) => {
      const sorted = [...list].sort((a, b) => a - b);
      const mean = list.reduce((a, b) => a + b, 0) / list.length;
      return `p50 ${quantile(sorted, 0.5).toFixed(3)}, p99 ${quantile(sorted, 0.99).toFixed(3)}, mean ${mean.toFixed(3)} ms`;
    };
    // On a shared machine the wall clock includes waiting for a core; the CPU time is the match's own work.
    return `wall ${q(wall)}; cpu ${q(cpu)}`;
  });
  // The HTTP bench's two match requests (lib/endpoints.mjs), repeated as its load repeats them.
  // Each run at another instant of a span: the kept answer is what a repeated request costs.
  const bench = [10, 50].map((limit) => {
    const options = { limit, referenceDate: REF };
    const runs = [];
    for (let i = 0; i < 500; i++) {
      const t = performance.now();
      rankPrograms(catalogue, BENCH_PROFILE, options);
      runs.push(performance.now() - t);
    }
    runs.sort((a, b) => a - b);
    return `limit ${limit} p50 ${quantile(runs, 0.5).toFixed(3)}, p99 ${quantile(runs, 0.99).toFixed(3)} ms`;
  });
  const h3 = await heapMb();
  // Read after the measurement, so that no optimisation frees the catalogue or the programs early.
  if (catalogue.programs.length === 0 || programs.length === 0) console.error('empty catalogue');
  console.log(
    `${size} programs${benchCatalogue ? ' (bench catalogue)' : ''}: compile ${compileMs.toFixed(0)} ms, ` +
      `programs (shared values) ${(h1 - h0).toFixed(1)} MB, catalogue keeps ${(h2 - h1).toFixed(1)} MB more ` +
      `(${(h3 - h1).toFixed(1)} MB after matching)\n` +
      `  first sight: ${passes[0]}\n  seen before: ${passes[1]}\n  same request again: ${passes[2]} ` +
      `(${requests.length} requests each)\n` +
      `  bench request: ${bench.join('; ')}`,
  );
}
