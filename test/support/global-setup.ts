/* eslint-disable @typescript-eslint/no-require-imports */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs once per `jest` run: starts the app once on a template database, which every test file then copies
 * (PostgreSQL: CREATE DATABASE ... TEMPLATE; PGlite: a dumped data directory). The start migrates, seeds and
 * installs pg-boss's schema and queues, so a test file's app finds them done. A fresh PGlite costs seconds
 * and about 1 GB; loading a dump costs half a second.
 */
export default async function globalSetup(): Promise<void> {
  // Every project that needs a database names this setup; Jest runs it once per project. Once is enough.
  if (process.env.FM_TEST_TEMPLATE_READY === '1') return;
  // Jest does not apply moduleNameMapper to the global setup; resolve the @libs aliases here.
  require('@nestjs/common').Logger.overrideLogger(false);
  require('tsconfig-paths').register({
    baseUrl: join(__dirname, '..', '..'),
    paths: require('../../tsconfig.json').compilerOptions.paths,
  });
  const { DatabaseConnection } = require('../../apps/api/src/platform/database/database.module');
  const { TEMPLATE_DB, adminQuery, withDatabase } = require('./test-database');
  const { startOnce } = require('./test-app');

  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${TEMPLATE_DB}`);
    await startOnce({ kind: 'postgres', url: withDatabase(url, TEMPLATE_DB) });
  } else {
    // Dumped while the app still runs (it closes its PGlite when it stops), after a checkpoint, so that a
    // copy starts without replaying the write-ahead log. A dump is one synchronous copy of PGlite's files.
    await startOnce({ kind: 'embedded', dataDir: 'memory://' }, async (app: NestFastifyApplication) => {
      const { dataSource, embedded } = app.get(DatabaseConnection);
      await dataSource.query('CHECKPOINT');
      const dump: Blob = await embedded.dumpDataDir('none');
      const file = join(tmpdir(), `fm-pglite-template-${process.pid}.tar`);
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
      process.env.FM_PGLITE_TEMPLATE = file;
    });
  }
  process.env.FM_TEST_TEMPLATE_READY = '1';
}
