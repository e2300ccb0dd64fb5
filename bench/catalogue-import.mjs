// The daily catalogue import of the Förderdatenbank's official XML export at its real size, in process:
// a synthetic export of 2,500 programmes and 10,000 linked documents in exactly the export's format (the
// project's own generator, quirks included), imported through the app's own reader, checks and store into
// a migrated database; then the same export re-stamped (a no-change re-import). Prints the wall time and the
// importing process's peak RSS (targets: under 60 s and under 400 MB on the 2-core machine).
//
//   node bench/catalogue-import.mjs [programs=2500]
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench node bench/catalogue-import.mjs   # PostgreSQL
//
// On PostgreSQL the import goes into a fresh database beside the named one (created and dropped by the run).
// Without DATABASE_URL the embedded PGlite is used (in memory, in the same process: its memory counts, about
// 750 MB of its own). The import runs in a child process of its own, so its peak RSS is not the generator's;
// the child loads the app from the bench's build (`.data/bench-dist`, made by `npm run bench` or with
// `--build`), so the TypeScript compiler of the require hook does not count either. Wall time on a shared
// machine varies with its load: the CPU seconds of the importing process are printed beside it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const DIST = fileURLToPath(new URL('../.data/bench-dist/', import.meta.url));
const BUILT = existsSync(join(DIST, 'apps/api/src/catalogue-sync/adapters/fdb-xml-export-reader.js'));
const argv = process.argv.slice(2);
const [mode, ...args] = argv.filter((a) => a !== '--build');

if (mode === '--child') await importInChild(args);
else {
  if (argv.includes('--build') || !BUILT)
    spawnSync('npx', ['nest', 'build', 'api', '-p', 'bench/tsconfig.build.json'], { stdio: 'inherit' });
  require('../scripts/register-ts.cjs');
  await main(Number(mode ?? 2500));
}

async function main(programs) {
  const { writeSyntheticExport } = require('../apps/api/src/catalogue-sync/testing/synthetic-export');
  const dir = mkdtempSync(join(tmpdir(), 'bench-export-'));
  try {
    const first = join(dir, 'export-1.zip');
    const again = join(dir, 'export-2.zip');
    let t = performance.now();
    await writeSyntheticExport(first, { programs });
    await writeSyntheticExport(again, { programs, restamp: '2026-12-01T07:00:00.000+01:00' });
    const mb = (statSync(first).size / 1024 / 1024).toFixed(1);
    console.log(
      `export: ${programs} programmes + 10,000 linked documents, ${mb} MB zipped (2 written in ${s(t)})`,
    );
    const fresh = process.env.DATABASE_URL ? await freshDatabase(process.env.DATABASE_URL) : null;
    try {
      const child = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--child', first, again], {
        stdio: 'inherit',
        env: fresh ? { ...process.env, DATABASE_URL: fresh.url } : process.env,
      });
      if (child.status !== 0) process.exitCode = child.status ?? 1;
    } finally {
      await fresh?.drop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function importInChild([first, again]) {
  // The build resolves @libs/* like the app does (tsconfig-paths over the built tree).
  const { register } = require('tsconfig-paths');
  register({ baseUrl: DIST, paths: { '@libs/*': ['libs/*/src'] } });
  require('@nestjs/common').Logger.overrideLogger(false);
  const app = (p) => require(join(DIST, 'apps/api/src', p));
  const { openDatabase } = app('platform/database/database.module');
  const { APP_SCHEMA } = app('features');
  const { seedPrograms } = require(join(DIST, 'libs/catalogue/src'));
  const { SystemClock } = require(join(DIST, 'libs/shared/src'));
  const sync = (p) => app(`catalogue-sync/${p}`);
  const { ImportDump } = sync('application/import-dump.use-case');
  const { CuratedLinks } = sync('application/curated-links');
  const { TypeormProgramSyncStore } = sync('persistence/typeorm-program-sync-store');
  const { LocalOrHttpDumpFetcher } = sync('adapters/local-or-http-dump-fetcher');
  const { SourceDumpReader } = sync('adapters/source-dump-reader');
  const { FdbXmlExportReader } = sync('adapters/fdb-xml-export-reader');
  const { CsvZipDumpReader } = sync('adapters/csv-zip-dump-reader');
  const { EXPORT_LICENCES, DEFAULT_EXPORT_LICENCE } = sync('catalogue-sync.config');

  const url = process.env.DATABASE_URL;
  const target = url ? { kind: 'postgres', url } : { kind: 'embedded', dataDir: 'memory://' };
  let t = performance.now();
  const { dataSource } = await openDatabase({ database: target, migrateOnStart: true }, APP_SCHEMA);
  console.log(`database ${target.kind}: migrated in ${s(t)}; RSS ${rssMb()} MB before the import`);
  const licence = DEFAULT_EXPORT_LICENCE;
  const importer = new ImportDump(
    new LocalOrHttpDumpFetcher(),
    new SourceDumpReader(
      new FdbXmlExportReader({ licence, licenceUrl: EXPORT_LICENCES[licence] }),
      new CsvZipDumpReader(),
    ),
    new TypeormProgramSyncStore(dataSource),
    { publish: () => Promise.resolve() },
    new CuratedLinks(seedPrograms()),
    new SystemClock(),
  );
  let peak = 0;
  let heapPeak = 0;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peak = Math.max(peak, m.rss);
    heapPeak = Math.max(heapPeak, m.heapUsed + m.arrayBuffers);
  }, 50);
  for (const [label, path] of [
    ['full import', first],
    ['re-import, dates re-stamped', again],
  ]) {
    t = performance.now();
    const cpu = process.cpuUsage();
    const run = await importer.execute(path);
    const used = process.cpuUsage(cpu);
    const c = run.counts;
    console.log(
      `${label}: ${run.status} in ${s(t)} (${((used.user + used.system) / 1e6).toFixed(1)} s CPU); rows ${c.rows}, new ${c.new}, changed ${c.changed}, ` +
        `unchanged ${c.unchanged}, refused ${c.refused}; peak RSS ${Math.round(
          Math.max(peak, process.memoryUsage().rss) / 1048576,
        )} MB (process maximum ${Math.round(process.resourceUsage().maxRSS / 1024)} MB, heap and buffers ` +
        `at most ${Math.round(heapPeak / 1048576)} MB)`,
    );
    if (run.status !== 'applied') console.log(`  note: ${run.note}`);
    if (label === 'full import')
      console.log(`  quirks: ${(run.preview?.quirks ?? []).map((q) => `${q.code} ${q.count}`).join(', ')}`);
  }
  clearInterval(sampler);
  await dataSource.destroy();
}

async function freshDatabase(url) {
  const { Client } = require('pg');
  const admin = async (sql) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const name = `catalogue_import_bench_${process.pid}`;
  await admin(`CREATE DATABASE ${name}`);
  const fresh = new URL(url);
  fresh.pathname = `/${name}`;
  return { url: fresh.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

function s(t) {
  return `${((performance.now() - t) / 1000).toFixed(1)} s`;
}
function rssMb() {
  return Math.round(process.memoryUsage().rss / 1048576);
}
