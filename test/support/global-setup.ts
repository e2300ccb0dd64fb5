/* eslint-disable @typescript-eslint/no-require-imports */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Runs once per `jest` run: migrates and seeds one template database that every test file then copies
 * (PostgreSQL: CREATE DATABASE ... TEMPLATE; PGlite: a dumped data directory). A fresh PGlite costs seconds
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
  const { openDatabase } = require('../../apps/api/src/platform/database/database.module');
  const { APP_SCHEMA } = require('../../apps/api/src/features');
  const { CatalogueSeeder } = require('../../apps/api/src/catalogue/persistence/catalogue-seeder');
  const {
    TypeormProgramRepository,
  } = require('../../apps/api/src/catalogue/persistence/typeorm-program-repository');
  const { TEMPLATE_DB, adminQuery, withDatabase } = require('./test-database');

  const url = process.env.DATABASE_URL;
  if (url) {
    await adminQuery(url, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(url, `CREATE DATABASE ${TEMPLATE_DB}`);
  }
  const target = url
    ? { kind: 'postgres', url: withDatabase(url, TEMPLATE_DB) }
    : { kind: 'embedded', dataDir: 'memory://' };
  const connection = await openDatabase({ database: target, migrateOnStart: true }, APP_SCHEMA);
  const seeder = new CatalogueSeeder(
    new TypeormProgramRepository(connection.dataSource),
    connection.dataSource,
    {
      migrateOnStart: true,
    },
  );
  await seeder.seed();
  await connection.dataSource.destroy();
  if (connection.embedded) {
    const dump = await connection.embedded.dumpDataDir('none');
    const file = join(tmpdir(), `fm-pglite-template-${process.pid}.tar`);
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    process.env.FM_PGLITE_TEMPLATE = file;
    await connection.embedded.close();
  }
  process.env.FM_TEST_TEMPLATE_READY = '1';
}
