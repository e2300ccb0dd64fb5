// Where each catalogue size lives: a fresh embedded data directory, or the dedicated database `fm_bench` on the
// PostgreSQL server of DATABASE_URL (dropped and created per size, dropped at the end; `test` is never touched).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export const BENCH_DATABASE = 'fm_bench';

export function databaseTarget(databaseUrl) {
  return databaseUrl ? postgresTarget(databaseUrl) : embeddedTarget();
}

function embeddedTarget() {
  const root = mkdtempSync(join(tmpdir(), 'fm-bench-'));
  return {
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
  const admin = async (sql) => {
    const client = new pg.Client({ connectionString: databaseUrl });
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
    kind: `PostgreSQL (${url.host}, database ${BENCH_DATABASE})`,
    async fresh() {
      await drop();
      await admin(`CREATE DATABASE ${BENCH_DATABASE}`);
      return { DATABASE_URL: url.toString() };
    },
    dispose: drop,
  };
}
