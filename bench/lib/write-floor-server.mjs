// The write floor (issue 34): a bare node:http server in its own process that stores each POST's JSON body with
// one durable INSERT, then answers the fixed body (set over IPC, as in baseline-server.mjs). On PostgreSQL
// (FLOOR_DATABASE_URL) through a `pg` pool of the app's size (10); on the embedded database (FLOOR_PGLITE_DIR)
// through PGlite in this process, as the app's embedded mode runs it. No validation, no tenant, no transaction
// of its own: the least a durable write of that body can cost here, which `POST /calculations` is compared to.
import http from 'node:http';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const TABLE = `CREATE TABLE IF NOT EXISTS bench_write_floor (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(), body jsonb NOT NULL, created_at timestamptz NOT NULL DEFAULT now())`;
const INSERT = 'INSERT INTO bench_write_floor (body) VALUES ($1)';

const db = process.env.FLOOR_DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 })
  : await PGlite.create(process.env.FLOOR_PGLITE_DIR);
await db.query(TABLE);

let body = Buffer.from('{}');
const headers = () => ({ 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });

const server = http.createServer((req, res) => {
  if (req.method === 'GET' || req.method === 'HEAD') {
    res.writeHead(200, headers());
    res.end(body);
    return;
  }
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    JSON.parse(text);
    db.query(INSERT, [text]).then(
      () => {
        res.writeHead(200, headers());
        res.end(body);
      },
      (error) => {
        res.writeHead(500).end(String(error));
      },
    );
  });
});

process.on('message', (m) => {
  if (m.body !== undefined) body = Buffer.from(m.body, 'utf8');
  process.send({ ok: true, bytes: body.length });
});

server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
