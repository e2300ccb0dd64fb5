import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { Client, type ClientConfig } from 'pg';

/**
 * Opens the embedded PostgreSQL (PGlite, Postgres compiled to WebAssembly) in a directory or in memory.
 * Loading a dumped data directory (`loadDataDir`) is how tests clone one migrated template cheaply.
 */
export async function openEmbeddedPostgres(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
}

/**
 * A node-postgres Client class whose every instance talks to the given PGlite through a fresh adapter
 * connection. TypeORM's ordinary `postgres` driver uses it through `extra.Client`; with a pool of one,
 * transactions are serialised, which PGlite (single session) needs. The wrapper packages that share one
 * session without serialising were rejected: a rolled-back row was committed by a concurrent transaction.
 */
export function pgliteClientClass(pglite: PGlite): typeof Client {
  return class PgliteClient extends Client {
    constructor(config?: string | ClientConfig) {
      const base = typeof config === 'string' ? { connectionString: config } : (config ?? {});
      super({ ...base, connection: new PglitePgConnection({ pglite }) } as ClientConfig);
    }
  };
}
