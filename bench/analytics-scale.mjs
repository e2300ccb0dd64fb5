// Funnel and cohort queries of the analytics module over N synthetic events of one tenant.
// In process, no HTTP: the module's own store and use cases on a migrated database.
//
//   node bench/analytics-scale.mjs [events=1000000] [actors=100000]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/analytics-scale.mjs   # PostgreSQL
//   BENCH_TENANT=<uuid> ... node bench/analytics-scale.mjs   # query the events an earlier run inserted again
//   BENCH_REPEAT=7 ... node bench/analytics-scale.mjs         # runs per query (default 3) for a steadier median
//
// Without DATABASE_URL the embedded PGlite is used (in memory; expect it slower). With DATABASE_URL the named
// database must exist; the bench migrates it and inserts its events under a fresh tenant id.
import { createRequire } from 'node:module';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
require('@nestjs/common').Logger.overrideLogger(false);
const { openDatabase } = require('../apps/api/src/platform/database/database.module');
const { APP_SCHEMA } = require('../apps/api/src/features');
const { TenantTransaction } = require('../apps/api/src/platform/tenancy/tenant-transaction');
const {
  TypeormAnalyticsEventStore,
} = require('../apps/api/src/analytics/persistence/typeorm-analytics-event-store');
const { QueryFunnel } = require('../apps/api/src/analytics/application/query-funnel.use-case');
const { QueryCohorts } = require('../apps/api/src/analytics/application/query-cohorts.use-case');

const [events = 1_000_000, actors = 100_000] = process.argv.slice(2).map(Number);
const url = process.env.DATABASE_URL;
const target = url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: 'memory://' };
const DAY = 86_400_000;
const END = Date.UTC(2026, 10, 1);
const START = END - 365 * DAY;

const ms = (t) => `${(performance.now() - t).toFixed(0)} ms`;
const t0 = performance.now();
const connection = await openDatabase({ database: target, migrateOnStart: true }, APP_SCHEMA);
const { dataSource } = connection;
console.log(`database ${target.kind}: migrated in ${ms(t0)}`);

const reuse = process.env.BENCH_TENANT;
const tenantId = reuse ?? randomUUID();
const tx = new TenantTransaction(dataSource);
// Generated inside the database (one statement per 100,000 rows). Actor a's k-th event comes 1.5 days after
// its (k-1)-th, from a start spread over 350 days; every third event of an actor is a search, the others
// match 50 %, calculation 30 %, page view 20 %; a programId out of 50, a UTM source on some events.
const t1 = performance.now();
const chunk = 100_000;
for (let from = 0; from < (reuse ? 0 : events); from += chunk) {
  const to = Math.min(events, from + chunk);
  await tx.query(
    tenantId,
    `INSERT INTO analytics_events (tenant_id, sandbox, id, name, actor_id, occurred_at, received_at, origin, properties, utm_source)
     SELECT $1, false, gen_random_uuid(),
       CASE WHEN k % 3 = 0 THEN 'search.performed' WHEN r < 0.5 THEN 'match.performed'
            WHEN r < 0.8 THEN 'calculation.created' ELSE 'page.viewed' END,
       'actor-' || a, to_timestamp($5 + (a * 7919 % 350) * 86400 + k * 129600 + i % 3600), now(), 'client',
       jsonb_build_object('programId', 'p' || (a % 50)),
       CASE WHEN i % 7 = 0 THEN 'newsletter' WHEN i % 11 = 0 THEN 'ads' END
     FROM (SELECT i, i % $4 AS a, i / $4 AS k, ((i * 2654435761) % 1009) / 1009.0 AS r
           FROM generate_series($2::bigint, $3::bigint) i) g`,
    [tenantId, from, to - 1, actors, START / 1000],
  );
}
if (!reuse) await dataSource.query('ANALYZE analytics_events');
console.log(
  reuse
    ? `tenant ${tenantId}: events of an earlier run`
    : `tenant ${tenantId}: inserted ${events.toLocaleString('en')} events of ${actors.toLocaleString('en')} actors in ${ms(t1)}`,
);

const store = new TypeormAnalyticsEventStore(tx, url ? 2 : 1); // as the module builds it
const scope = { tenantId, sandbox: false };
const funnel = new QueryFunnel(store, 366);
const cohorts = new QueryCohorts(store, { now: () => new Date(END) }, 366);
const steps = ['search.performed', 'match.performed', 'calculation.created'];

// CPU time besides wall time: on a shared machine (the one this was measured on runs other jobs) the wall
// time says more about the neighbours than about the query. The database's share is read from /proc for the
// backends of this database, so only for a PostgreSQL on this machine (else it is left out).
const backendPids = async () =>
  url
    ? (await dataSource.query(`SELECT pid FROM pg_stat_activity WHERE datname = current_database()`)).map(
        (r) => r.pid,
      )
    : [];
function databaseCpuMs(pids) {
  let ms = 0;
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ms += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in clock ticks of 10 ms
    } catch {
      return null;
    }
  }
  return ms;
}
const processCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

async function time(label, run, repeat = Number(process.env.BENCH_REPEAT ?? 3)) {
  const times = [];
  const cpu = [];
  let result;
  for (let i = 0; i < repeat; i++) {
    const pids = await backendPids();
    const [d0, p0, t] = [databaseCpuMs(pids), processCpuMs(), performance.now()];
    result = await run();
    times.push(performance.now() - t);
    const d1 = databaseCpuMs(pids);
    cpu.push({ app: processCpuMs() - p0, db: d0 === null || d1 === null ? null : d1 - d0 });
  }
  const order = times.map((_, i) => i).sort((a, b) => times[a] - times[b]);
  const best = cpu[order[0]];
  console.log(
    `${label}: best ${times[order[0]].toFixed(0)} ms, median ${times[order[Math.floor(repeat / 2)]].toFixed(0)} ms` +
      ` (best run's CPU: app ${best.app.toFixed(0)} ms${best.db === null ? '' : `, database ${best.db} ms`})`,
  );
  return result;
}

for (const days of [30, 365]) {
  const def = { steps, windowMs: 14 * DAY, order: 'ordered', from: END - days * DAY, to: END };
  const r = await time(`funnel ordered, ${days} days`, () => funnel.execute(scope, def));
  console.log(`  steps ${r.steps.map((s) => s.count).join(' → ')}`);
}
await time('funnel strict + holdConstant programId + breakdown utm_source, 30 days', () =>
  funnel.execute(scope, {
    steps,
    windowMs: 14 * DAY,
    order: 'strict',
    holdConstant: 'programId',
    breakdown: 'utm_source',
    attribution: 'first_touch',
    from: END - 30 * DAY,
    to: END,
  }),
);
for (const [unit, span, periods] of [
  ['week', 84, 12],
  ['month', 365, 12],
]) {
  const r = await time(`cohorts first_time ${unit}ly, ${periods} periods`, () =>
    cohorts.execute(scope, {
      birthEvent: 'search.performed',
      returnEvent: 'calculation.created',
      unit,
      mode: 'first_time',
      bound: 'bounded',
      periods,
      from: new Date(END - span * DAY),
      to: new Date(END),
    }),
  );
  console.log(`  ${r.length} cohorts, first size ${r[0]?.size}`);
}
await connection.close?.();
await dataSource.destroy?.().catch(() => undefined);
await connection.embedded?.close?.();
