// Where each catalogue size lives: a fresh embedded data directory, or a database `fm_bench_<pid>` of its own on
// the PostgreSQL server of DATABASE_URL (created once, grown size by size, dropped at the end; `test` is never touched).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

// Per run, so that two engineers' benches on one server never drop each other's database.
export const BENCH_DATABASE = `fm_bench_${process.pid}`;

/** `kind`: 'embedded' or 'postgres' (then `databaseUrl` names the server). */
export function databaseTarget(kind, databaseUrl) {
  return kind === 'postgres' ? postgresTarget(databaseUrl) : embeddedTarget();
}

function embeddedTarget() {
  const root = mkdtempSync(join(tmpdir(), 'fm-bench-'));
  return {
    key: 'embedded',
    kind: 'embedded (PGlite)',
    async fresh(size) {
      const dir = join(root, `pglite-${size}`);
      rmSync(dir, { recursive: true, force: true });
      return { PGLITE_DATA_DIR: dir };
    },
    async dispose() {
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function postgresTarget(databaseUrl) {
  // CREATE/DROP DATABASE from the maintenance database `postgres`: a session in the database of DATABASE_URL
  // (`test`, the tests' template) would make a concurrent `CREATE DATABASE … TEMPLATE test` fail.
  const maintenance = new URL(databaseUrl);
  maintenance.pathname = '/postgres';
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: maintenance.toString() });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  const url = new URL(databaseUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  const drop = () => admin(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
  return {
    key: 'postgres',
    kind: `PostgreSQL (${url.host}, database ${BENCH_DATABASE})`,
    async fresh() {
      await drop();
      await admin(`CREATE DATABASE ${BENCH_DATABASE}`);
      return { DATABASE_URL: url.toString() };
    },
    dispose: drop,
  };
}
