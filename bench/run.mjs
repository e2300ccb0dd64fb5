// npm run bench: the app in production mode against a bare node:http baseline, per endpoint and catalogue size.
// See bench/README.md. Never part of the tests or CI.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import webpush from 'web-push';
import { databaseTarget } from './lib/database.mjs';
import { endpoints } from './lib/endpoints.mjs';
import { load } from './lib/load.mjs';
import { parseOptions } from './lib/options.mjs';
import {
  cpuSecondsOf,
  localPostgresCpu,
  postgresCpuBetween,
  DIST,
  memoryOf,
  ROOT,
  run,
  startApp,
  startBaseline,
  startWriteFloor,
} from './lib/processes.mjs';
import { compare, markdown } from './lib/report.mjs';
import { floorTargetsFor, growth, targetsFor } from './lib/targets.mjs';

const log = (...a) => console.error('[bench]', ...a);
const startedAt = new Date();
const loadAtStart = loadavg();
const options = parseOptions(process.argv.slice(2));
const notes = [];

if (options.build || !existsSync(join(DIST, 'apps', 'api', 'src', 'main.js'))) {
  log(`building the app into ${DIST}`);
  await run('npx', ['nest', 'build', 'api', '-p', 'bench/tsconfig.build.json']);
  log(`built in ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
}

// Production mode needs its own secrets; fresh ones per run (nothing outlives the run).
const vapid = webpush.generateVAPIDKeys();
const env = {
  ...process.env,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  MIGRATE_ON_START: 'true',
  API_KEY_PEPPER: randomBytes(32).toString('hex'),
  JWT_SIGNING_KEYS: JSON.stringify(
    generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'jwk' }),
  ),
  WEBHOOK_SECRET_KEY: randomBytes(32).toString('base64'),
  CRON_SECRET: randomBytes(32).toString('hex'),
  VAPID_PUBLIC_KEY: vapid.publicKey,
  VAPID_PRIVATE_KEY: vapid.privateKey,
  VAPID_SUBJECT: 'mailto:bench@foerdermittel-api.de',
  VIDEO_LINK_SECRET: randomBytes(32).toString('base64'),
  BENCH_DIST: DIST,
};
delete env.DEMO_TENANT;
// Each database gets exactly its own variables: the embedded run must not see DATABASE_URL.
delete env.DATABASE_URL;
delete env.PGLITE_DATA_DIR;
const baseline = await startBaseline();
let app = null;
let db = null;
let floor = null;
// Ctrl-C or a kill: no app, baseline or temporary database is left behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    log(`${signal}: stopping`);
    baseline.stop();
    floor?.stop();
    await app?.stop();
    await db?.dispose().catch(() => undefined);
    process.exit(130);
  });
}
const runs = [];
try {
  for (const kind of options.databases) {
    db = databaseTarget(kind, process.env.DATABASE_URL);
    try {
      runs.push(await measureDatabase(db));
    } finally {
      // Also when a size failed: the floor server holds the database open and would outlive the bench.
      floor?.stop();
      floor = null;
      await db.dispose();
      db = null;
    }
  }
} finally {
  baseline.stop();
}

/** All sizes, ascending, in one database that grows. */
async function measureDatabase(db) {
  const sizes = [];
  let auth = 'off';
  let keys = [];
  let dbEnv = null;
  let from = 0;
  for (const size of [...options.sizes].sort((a, b) => a - b)) {
    dbEnv ??= await db.fresh(size);
    floor ??= await startWriteFloor(dbEnv);
    const sizeEnv = { ...env, ...dbEnv };
    log(`${size} programs: preparing the database (${db.kind})`);
    const args = ['bench/lib/prepare-database.cjs', size, from, options.seed, from === 0 ? options.keys : 0];
    const out = (await run(process.execPath, args, { env: sizeEnv, capture: true })).trim().split('\n').pop();
    if (!out?.startsWith('{'))
      throw new Error(`prepare-database ended without a result (output: ${JSON.stringify(out)})`);
    const prep = JSON.parse(out);
    if (from === 0) {
      if (prep.auth?.keys) {
        keys = prep.auth.keys;
        auth = `on (tenant ${prep.auth.tenantId} on plan ${prep.auth.plan}, ${keys.length} API keys, each connection cycling through all)`;
      } else {
        auth = `off: ${prep.auth?.skipped}`;
        notes.push(`${db.kind}: authentication and rate limiting were not measured: ${prep.auth?.skipped}.`);
      }
    }
    from = size;
    log(`${size} programs: database ready in ${prep.ms} ms; starting the app`);
    const t0 = Date.now();
    app = await startApp(sizeEnv, {
      cpuProfDir: options.cpuProf,
      countStatements: options.statementSamples > 0,
    });
    const startMs = Date.now() - t0;
    let measured;
    try {
      measured = await measureSize(size, app, keys, db);
      measured.appPeakRssMb = memoryOf(app.pid)?.hwmMb ?? null;
    } finally {
      await app.stop();
      app = null;
    }
    sizes.push({ ...measured, startMs, synthetic: size - 107 });
  }
  return { database: db.kind, databaseKey: db.key, auth, sizes, growth: growth(sizes) };
}

/**
 * SQL statements per request: the app's counter (FM_COUNT_STATEMENTS) read around each of `samples` sequential
 * requests; the median drops a statement of a background job (pg-boss, schedules) that fell into one of them.
 */
async function statementsPerRequest(app, endpoint, headers) {
  if (options.statementSamples <= 0 || (await app.statements()) === null) return null;
  const deltas = [];
  for (let i = 0; i < options.statementSamples; i++) {
    const before = await app.statements();
    const res = await fetch(`${app.base}${endpoint.path}`, {
      method: endpoint.method,
      headers: { ...headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
      body: endpoint.body,
    });
    await res.arrayBuffer();
    deltas.push((await app.statements()) - before);
  }
  deltas.sort((a, b) => a - b);
  return { median: deltas[Math.floor(deltas.length / 2)], min: deltas[0], max: deltas[deltas.length - 1] };
}

async function measureSize(size, app, keys, db) {
  const headers = keys.length > 0 ? { 'x-api-key': keys[0] } : {};
  const first = await fetch(`${app.base}/api/v1/programs`, { headers });
  if (!first.ok) throw new Error(`GET /api/v1/programs answered ${first.status}: ${await first.text()}`);
  const page = await first.json();
  if (page.total !== size)
    notes.push(`${db.kind} ${size}: the catalogue holds ${page.total} programs, not ${size}.`);
  const result = { size, programs: page.total, endpoints: [] };
  for (const endpoint of endpoints(page)) {
    if (options.only && !options.only.includes(endpoint.key)) continue;
    const probe = await fetch(`${app.base}${endpoint.path}`, {
      method: endpoint.method,
      headers: { ...headers, ...(endpoint.body ? { 'content-type': 'application/json' } : {}) },
      body: endpoint.body,
    });
    const body = await probe.text();
    const row = { key: endpoint.key, label: endpoint.label, method: endpoint.method, path: endpoint.path };
    if (!probe.ok) {
      row.skipped =
        probe.status === 404 && endpoint.key.startsWith('matches.')
          ? 'POST /api/v1/matches is not in this build yet (404)'
          : `the probe answered ${probe.status}: ${body.slice(0, 200)}`;
      log(`${db.key} ${size} ${endpoint.label}: skipped, ${row.skipped}`);
      result.endpoints.push(row);
      continue;
    }
    row.responseBytes = Buffer.byteLength(body);
    await baseline.setBody(body);
    const shape = { endpoint, keys, connections: options.connections };
    await load({ ...shape, base: app.base, seconds: options.warmup });
    row.statements = await statementsPerRequest(app, endpoint, headers);
    const sampler = rssSampler(app.pid);
    const appCpu = cpuSecondsOf(app.pid);
    const dbCpu = databaseCpu(db);
    row.app = await load({ ...shape, base: app.base, seconds: options.duration });
    row.app.cpuMsPerRequest = (1000 * (cpuSecondsOf(app.pid) - appCpu)) / row.app.requests;
    row.app.dbCpuMsPerRequest = dbCpu.msPerRequest(row.app.requests);
    row.peakRssMb = sampler.stop();
    await load({ ...shape, base: baseline.base, seconds: options.baselineWarmup });
    const baseCpu = cpuSecondsOf(baseline.pid);
    row.baseline = await load({ ...shape, base: baseline.base, seconds: options.duration });
    row.baseline.cpuMsPerRequest = (1000 * (cpuSecondsOf(baseline.pid) - baseCpu)) / row.baseline.requests;
    row.pctOfBaseline = (100 * row.app.rps) / row.baseline.rps;
    row.p99Multiple = row.app.p99Ms / row.baseline.p99Ms;
    row.targets = targetsFor(row, size, db.key);
    if (endpoint.method === 'POST' && endpoint.key === 'calculations')
      await measureFloor(row, shape, body, db);
    log(
      `${db.key} ${size} ${endpoint.label}: ${Math.round(row.app.rps)} req/s (${row.pctOfBaseline.toFixed(1)} % of ${Math.round(row.baseline.rps)}), ` +
        `p99 ${row.app.p99Ms.toFixed(2)} ms (${row.p99Multiple.toFixed(1)}× baseline), CPU ${row.app.cpuMsPerRequest.toFixed(2)} ms/req ` +
        `(baseline ${row.baseline.cpuMsPerRequest.toFixed(3)}${dbCpuNote(row.app)}), ${row.statements?.median ?? '?'} statements/req, ` +
        `non-2xx ${row.app.non2xx}, errors ${row.app.errors}`,
    );
    result.endpoints.push(row);
  }
  return result;
}

/**
 * The calculation against the write floor of its database, bare node:http storing the same body with
 * one INSERT (write-floor-server.mjs), under the same load right after the app and the baseline.
 */
async function measureFloor(row, shape, body, db) {
  await floor.setBody(body);
  await load({ ...shape, base: floor.base, seconds: options.baselineWarmup });
  const cpu = cpuSecondsOf(floor.pid);
  const dbCpu = databaseCpu(db);
  row.floor = await load({ ...shape, base: floor.base, seconds: options.duration });
  row.floor.cpuMsPerRequest = (1000 * (cpuSecondsOf(floor.pid) - cpu)) / row.floor.requests;
  row.floor.dbCpuMsPerRequest = dbCpu.msPerRequest(row.floor.requests);
  row.pctOfFloor = (100 * row.app.rps) / row.floor.rps;
  row.p99MultipleOfFloor = row.app.p99Ms / row.floor.p99Ms;
  row.floorTargets = floorTargetsFor(row, db.key);
  log(
    `${db.key} ${row.label} vs write floor: ${row.pctOfFloor.toFixed(1)} % of ${Math.round(row.floor.rps)} req/s, ` +
      `p99 ${row.p99MultipleOfFloor.toFixed(1)}× the floor's ${row.floor.p99Ms.toFixed(2)} ms${dbCpuNote(row.floor)}`,
  );
}

/**
 * The database's CPU over one load phase, per request: a PostgreSQL on this machine only (its processes'
 * CPU from /proc); on the embedded database that work is the app's own CPU, elsewhere it cannot be seen.
 */
function databaseCpu(db) {
  const start = db.key === 'postgres' ? localPostgresCpu() : null;
  return {
    msPerRequest(requests) {
      const end = start === null ? null : localPostgresCpu();
      return end === null ? null : (1000 * postgresCpuBetween(start, end)) / requests;
    },
  };
}

function dbCpuNote(phase) {
  return phase.dbCpuMsPerRequest == null ? '' : `, database CPU ${phase.dbCpuMsPerRequest.toFixed(2)} ms/req`;
}

function rssSampler(pid) {
  let peak = memoryOf(pid)?.rssMb ?? NaN;
  const timer = setInterval(() => {
    const m = memoryOf(pid);
    if (m) peak = Math.max(peak, m.rssMb);
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

for (const r of runs) {
  for (const s of r.sizes) {
    for (const e of s.endpoints) {
      if (e.app && e.app.non2xx + e.app.errors + e.app.timeouts > 0) {
        notes.push(
          `${r.database} ${s.size} ${e.label}: ${e.app.non2xx} non-2xx responses ${JSON.stringify(e.app.statusCodes)}, ${e.app.errors} errors, ${e.app.timeouts} timeouts.`,
        );
      }
    }
  }
}
const finishedAt = new Date();
const result = {
  startedAt: startedAt.toISOString(),
  finishedAt: finishedAt.toISOString(),
  durationSeconds: (finishedAt - startedAt) / 1000,
  options,
  machine: {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? '?',
    loadAverage: loadAtStart,
    loadAverageAtEnd: loadavg(),
  },
  runs,
  notes,
};
const table = markdown(result);
console.log(table);
if (options.compare) console.log(`\n${compare(JSON.parse(readFileSync(options.compare, 'utf8')), result)}`);
const dir = join(ROOT, 'bench', 'results');
if (!existsSync(dir)) mkdirSync(dir, { recursive: true });
const file = join(dir, `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, `${JSON.stringify({ ...result, table }, null, 2)}\n`);
console.log(`\nResults: ${file} (${result.durationSeconds.toFixed(0)} s)`);
