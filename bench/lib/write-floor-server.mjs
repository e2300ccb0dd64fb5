// The write floor: a bare node:http server in its own process that stores each POST's JSON body with
// one durable INSERT, then answers the fixed body (fixed-body-server.mjs, as the baseline). On PostgreSQL
// (FLOOR_DATABASE_URL) through a `pg` pool of the app's size (10); on the embedded database (FLOOR_PGLITE_DIR)
// through PGlite in this process, as the app's embedded mode runs it. No validation, no tenant, no transaction
// of its own: the least a durable write of that body can cost here, which `POST /calculations` is compared to.
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { serveFixedBody } from './fixed-body-server.mjs';

const TABLE = `CREATE TABLE IF NOT EXISTS bench_write_floor (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`;
const INSERT = 'INSERT INTO bench_write_floor (body) VALUES ($1)';

const db = process.env.FLOOR_DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 })
  : await PGlite.create(process.env.FLOOR_PGLITE_DIR);
await db.query(TABLE);

serveFixedBody((text) => db.query(INSERT, [text]));
