import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import type { DatabaseTarget } from '../../apps/api/src/platform/config/app-config';

/**
 * The migrated template on a server, named after the database of `DATABASE_URL` (`fm_test_template` for
 * `test`, `fm_test_template_<name>` otherwise), so that runs against different databases of one server (two
 * checkouts, CI beside a developer) never drop each other's template mid-run; `FM_TEST_TEMPLATE_DB` names
 * another.
 */
export const TEMPLATE_DB = /^[a-z_][a-z0-9_]*$/.test(process.env.FM_TEST_TEMPLATE_DB ?? '')
  ? process.env.FM_TEST_TEMPLATE_DB!
  : templateFor(process.env.DATABASE_URL);

function templateFor(url: string | undefined): string {
  const database = url ? decodeURIComponent(new URL(url).pathname.slice(1)).toLowerCase() : '';
  const suffix = database.replace(/[^a-z0-9_]/g, '_').slice(0, 40);
  return !suffix || suffix === 'test' ? 'fm_test_template' : `fm_test_template_${suffix}`;
}

/** URL of another database on the same server as `url`. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface TestDatabase {
  target: DatabaseTarget;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: on PostgreSQL (DATABASE_URL set) a copy of the
 * template database made by the global setup; otherwise an in-memory PGlite loaded from the template's dump.
 * Either way each test file starts from the same state and cannot see another file's rows.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `fm_test_${randomBytes(6).toString('hex')}`;
    await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${TEMPLATE_DB}`);
    return {
      target: { kind: 'postgres', url: withDatabase(url, name) },
      dispose: () => adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
  }
  const dump = process.env.FM_PGLITE_TEMPLATE;
  if (!dump)
    throw new Error('FM_PGLITE_TEMPLATE is not set: run tests through jest (globalSetup prepares it)');
  return {
    target: { kind: 'embedded', dataDir: 'memory://', loadDataDir: new Blob([readFileSync(dump)]) },
    dispose: async () => undefined,
  };
}
