'use strict';
// Runs as its own process before the app starts (PGlite admits one process per data directory). In a Nest
// context of the app's own DatabaseModule (and its AccessModule), from the bench's build and with the
// bench's environment, it applies the migrations, adds the synthetic programs through the app's
// ProgramRepository adapter (multi-row INSERTs, one transaction per 10,000), refreshes the planner
// statistics (VACUUM ANALYZE) and creates the bench tenant on plan `unlimited` with its API keys through the app's use cases.
// The app loads the 107 real programs itself when it starts.
// Sizes grow in one database: the synthetic programs are a prefix-stable sequence, so growing from `from` to
// `size` inserts only the new ones. argv: size from seed keyCount (0: no tenant). Prints one JSON line: { syntheticPrograms, ms, auth: { tenantId, keys } | { skipped } }.
require('reflect-metadata');
const { existsSync } = require('node:fs');
const { join } = require('node:path');

const dist = process.env.BENCH_DIST ?? join(__dirname, '..', '..', '.data', 'bench-dist');
const fromApp = (p) => require(join(dist, 'apps', 'api', 'src', p));
const ACCESS_MODULE = join(dist, 'apps', 'api', 'src', 'access', 'access.module.js');

async function main() {
  const [size, from, seed, keyCount] = process.argv.slice(2).map(Number);
  const { Global, Logger, Module } = require('@nestjs/common');
  const { NestFactory } = require('@nestjs/core');
  const { Clock, SystemClock } = require(join(dist, 'libs', 'shared', 'src'));
  const { seedPrograms } = require(join(dist, 'libs', 'catalogue', 'src'));
  const { AppConfigToken } = fromApp('platform/config/app-config');
  const { loadConfig } = fromApp('platform/config/load-config');
  const { DatabaseConnection, DatabaseModule } = fromApp('platform/database/database.module');
  const { TenancyModule } = fromApp('platform/tenancy/tenancy.module');
  const { JobsModule } = fromApp('platform/jobs/jobs.module');
  // The access module's @Idempotent() routes bind the kernel's interceptor, which needs its store.
  const { IdempotencyModule } = fromApp('platform/idempotency/idempotency.module');
  const { TypeormProgramRepository } = fromApp('catalogue/persistence/typeorm-program-repository');
  const { syntheticPrograms } = require('./synthetic-programs.cjs');

  Logger.overrideLogger(['error', 'warn']);
  const started = Date.now();
  const tenants = existsSync(ACCESS_MODULE) ? require(ACCESS_MODULE).AccessModule : null;
  const { APP_SCHEMA } = fromApp('features');
  class BenchPrepareModule {}
  Global()(BenchPrepareModule);
  Module({
    imports: [
      DatabaseModule.forRoot(APP_SCHEMA),
      TenancyModule,
      JobsModule,
      IdempotencyModule,
      ...(tenants ? [tenants] : []),
    ],
    providers: [
      { provide: AppConfigToken, useValue: { ...loadConfig(), migrateOnStart: true } },
      { provide: Clock, useClass: SystemClock },
    ],
    exports: [AppConfigToken, Clock],
  })(BenchPrepareModule);
  const ctx = await NestFactory.createApplicationContext(BenchPrepareModule, { abortOnError: false });
  try {
    const connection = ctx.get(DatabaseConnection);
    const real = seedPrograms();
    const all = size > real.length ? syntheticPrograms(real, size - real.length, seed) : [];
    const synthetic = all.slice(Math.max(0, from - real.length));
    const repo = new TypeormProgramRepository(connection.dataSource);
    for (let i = 0; i < synthetic.length; i += 10_000) await repo.upsert(synthetic.slice(i, i + 10_000));
    // The state autovacuum leaves a live server database in (statistics, visibility map), rather than having it
    // start in the middle of a measurement; PGlite runs no autovacuum, so there this is the only one.
    if (connection.embedded) await connection.embedded.query('VACUUM ANALYZE programs');
    else await connection.dataSource.query('VACUUM ANALYZE programs');
    const auth =
      keyCount === 0
        ? null
        : tenants
          ? await createBenchTenant(ctx, keyCount)
          : { skipped: 'the app has no access module (apps/api/src/access) yet' };
    process.stdout.write(
      `${JSON.stringify({ syntheticPrograms: synthetic.length, ms: Date.now() - started, auth })}\n`,
    );
  } finally {
    await ctx.close();
  }
}

/** The bench tenant on plan `unlimited` and `keyCount` keys, through the use cases the tenant CLI uses too. */
async function createBenchTenant(ctx, keyCount) {
  const { CreateTenant } = fromApp('access/application/create-tenant.use-case');
  const { IssueApiKey } = fromApp('access/application/issue-api-key.use-case');
  const { tenant, key } = await ctx.get(CreateTenant).execute({ name: 'bench', plan: 'unlimited' });
  const keys = [key.plaintext];
  for (let i = 1; i < keyCount; i++) {
    keys.push((await ctx.get(IssueApiKey).execute(tenant.id, { name: `bench ${i + 1}` })).plaintext);
  }
  return { tenantId: tenant.id, plan: tenant.plan, keys };
}

// A query waiting for a pooled connection holds no timer, so a deadlock would end the process silently.
const watchdog = setTimeout(() => {
  console.error(
    'prepare-database: no progress in 10 minutes (a query waiting for a connection that never frees?)',
  );
  process.exit(1);
}, 600_000);

main().then(
  () => clearTimeout(watchdog),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
