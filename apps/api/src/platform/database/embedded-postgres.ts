import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { PglitePgConnection } from '@electric-sql/pglite/node-postgres';
import { Client, type ClientConfig } from 'pg';

/**
 * PostgreSQL's shared buffer pool inside PGlite's WebAssembly memory. PGlite keeps PostgreSQL's default of
 * 128 MB and touches all of it at start, so it is resident from the first second; the catalogue at 107 or
 * 3,200 programs is a few MB, and a page outside the pool is one read from the operating system's page cache.
 * `PGLITE_SHARED_BUFFERS` raises it for large catalogues (ADR 0002, "Memory").
 */
export const DEFAULT_SHARED_BUFFERS = '32MB';

/** PGlite's own start parameters plus the memory settings (its `startParams` replace the defaults). */
export function embeddedStartParams(sharedBuffers = DEFAULT_SHARED_BUFFERS): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...['-c', `shared_buffers=${sharedBuffers}`],
    // Only allocated when a session uses temporary tables; the app uses none.
    ...['-c', 'temp_buffers=1MB'],
  ];
}

/**
 * Opens the embedded PostgreSQL (PGlite, Postgres compiled to WebAssembly) in a directory or in memory.
 * Loading a dumped data directory (`loadDataDir`) is how tests clone one migrated template cheaply.
 *
 * A directory without a database is initialised in a child process first: PGlite runs initdb in two more
 * WebAssembly instances of its own (~450 MB), which this process would otherwise keep until a full garbage
 * collection that may never come (the first `npm start` idled at ~890 MB instead of ~400 MB).
 */
export async function openEmbeddedPostgres(
  dataDir: string,
  loadDataDir?: Blob,
  sharedBuffers?: string,
): Promise<PGlite> {
  const startParams = embeddedStartParams(sharedBuffers);
  if (!dataDir.startsWith('memory://')) {
    mkdirSync(dataDir, { recursive: true });
    if (!loadDataDir && !existsSync(join(dataDir, 'PG_VERSION')))
      await initialiseInChildProcess(dataDir, startParams);
  }
  return PGlite.create(dataDir, loadDataDir ? { loadDataDir, startParams } : { startParams });
}

async function initialiseInChildProcess(dataDir: string, startParams: string[]): Promise<void> {
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create(process.argv[2], { startParams: JSON.parse(process.argv[3]) }).then((db) => db.close())' +
    '.catch((err) => { console.error(err); process.exit(1); });';
  await promisify(execFile)(
    process.execPath,
    ['-e', script, require.resolve('@electric-sql/pglite'), dataDir, JSON.stringify(startParams)],
    { env: { ...process.env, NODE_OPTIONS: '' }, maxBuffer: 16 * 1024 * 1024 },
  );
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

    /**
     * A new client starts on PGlite's one session, which keeps the statements an earlier client (one the pool
     * dropped) prepared; node-postgres would prepare them again under the same names and fail. So it clears
     * them first, as a new PostgreSQL connection starts with none (the pool holds one client at a time).
     */
    override connect(): Promise<Client>;
    override connect(callback: ((err: Error) => void) | ((err: null, c: Client) => void)): void;
    override connect(
      callback?: ((err: Error) => void) | ((err: null, c: Client) => void),
    ): Promise<Client> | void {
      const ready = super
        .connect()
        .then(() => this.query('DEALLOCATE ALL'))
        .then(() => this as Client);
      if (!callback) return ready;
      const done = callback as (err: Error | null, c?: Client) => void;
      ready.then((client) => done(null, client), done);
    }
  };
}
