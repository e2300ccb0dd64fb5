// How long the search index build holds up the event loop (ADR 0023), in process:
//
//   node --expose-gc bench/search-build-lag.mjs [size=100000] [sliceMs=4]
//
// Three ways, each measured with perf_hooks.monitorEventLoopDelay (10 ms resolution ... 1 ms here) while the
// bench catalogue's index is built: at once on the event loop (as the first search of a version did), in
// slices with setImmediate between them (buildInSlices, as the app does now), and the part a worker thread
// could not take off the loop: handing the programs over and the built index back (structured clone of the
// programs, the least such a handover costs).
import { createRequire } from 'node:module';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
const { seedPrograms } = require('../libs/catalogue/src');
const { ProgramSearchIndex } = require('../libs/program-search/src');
const { buildInSlices } = require('../apps/api/src/program-search/application/build-in-slices');
const { syntheticPrograms } = require('./lib/synthetic-programs.cjs');

const size = Number(process.argv[2] ?? 100_000);
const sliceMs = Number(process.argv[3] ?? 4);
const byId = (a, b) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const real = seedPrograms();
const programs = [...real, ...syntheticPrograms(real, Math.max(0, size - real.length), 1)].sort(byId);
const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function measure(label, run) {
  globalThis.gc?.();
  await new Promise((r) => setTimeout(r, 50));
  const h = monitorEventLoopDelay({ resolution: 1 });
  // A timer every millisecond stands for the requests that arrive meanwhile.
  // Its gaps are the delay a request saw (monitorEventLoopDelay alone misses one long block at the end).
  const gaps = [];
  let last = performance.now();
  const ticker = setInterval(() => {
    const t = performance.now();
    gaps.push(t - last);
    last = t;
  }, 1);
  h.enable();
  const c0 = cpuMs();
  const w0 = performance.now();
  await run();
  const wall = performance.now() - w0;
  const cpu = cpuMs() - c0;
  // The loop's turn after the work, so a delay at its end is recorded too.
  await new Promise((r) => setTimeout(r, 5));
  h.disable();
  clearInterval(ticker);
  const ms = (ns) => (ns / 1e6).toFixed(1);
  gaps.sort((a, b) => a - b);
  const q = (f) => gaps[Math.min(gaps.length - 1, Math.floor(f * gaps.length))].toFixed(1);
  console.log(
    `${label}: wall ${wall.toFixed(0)} ms, CPU ${cpu.toFixed(0)} ms; 1 ms timer gaps p50 ${q(0.5)} ms, ` +
      `p99 ${q(0.99)} ms, max ${gaps[gaps.length - 1].toFixed(1)} ms; monitorEventLoopDelay ` +
      `p99 ${ms(h.percentile(99))} ms, max ${ms(h.max)} ms`,
  );
}

console.log(`${programs.length} programs`);
await measure('at once', async () => {
  await new Promise((r) => setImmediate(r));
  new ProgramSearchIndex(programs);
});
await measure(`in ${sliceMs} ms slices`, () =>
  buildInSlices(ProgramSearchIndex.build(programs), {
    defer: (run) => setImmediate(run),
    now: () => performance.now(),
    sliceMs,
  }),
);
await measure('worker handover (structured clone of the programs, one way)', async () => {
  await new Promise((r) => setImmediate(r));
  structuredClone(programs);
});
