import { strFromU8 } from 'fflate';
import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { APP_SCHEMA } from '../../apps/api/src/features';
import type {
  SubjectIdentifier,
  TableDescription,
} from '../../apps/api/src/platform/features/data-inventory';
import { canonicalJson } from '../../apps/api/src/data-protection/domain/canonical-json';
import { checkPortabilityArchive } from '../../apps/api/src/data-protection/testing/portability-archive-check';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';

// The setup puts one data subject into every module's tables over HTTP: about a minute before the first test.
jest.setTimeout(120_000);

type Sql = (q: string, p?: unknown[]) => Promise<{ [column: string]: unknown }[]>;

/**
 * One row of the table whose `column` holds `value` (the subject's identifier), and nothing of the subject in
 * its other identifier columns. Returns the row's primary key. A table the data inventory marks with subject
 * locators and that has no seeder here fails the first test: a new module's table cannot be left out.
 */
interface Seeder {
  /** The primary key column (to find the row again, and to order snapshots). */
  key: string;
  seed: (sql: Sql, tenant: string, column: string, value: string) => Promise<string>;
}

const SEEDERS: Record<string, Seeder> = {
  // Ids of keys and clients are global primary keys: the same actor cannot hold one in two tenants.
  api_keys: {
    key: 'id',
    seed: async (sql, tenant, _column, value) => {
      await sql(
        `INSERT INTO api_keys (id, tenant_id, name, digest, prefix, last4, scopes, created_at)
       VALUES ($1, $2, 'Erika Mustermann', $3, 'fm_live_', 'abcd', '{api}', now())`,
        [value, tenant, createHash('sha256').update(randomUUID()).digest('hex')],
      );
      return value;
    },
  },
  oauth_clients: {
    key: 'id',
    seed: async (sql, tenant, _column, value) => {
      await sql(
        `INSERT INTO oauth_clients (id, tenant_id, client_id, name, secret_digest, scopes, created_at)
       VALUES ($1, $2, $3, 'Erikas Buchhaltung', $4, '{api}', now())`,
        [
          value,
          tenant,
          `fm_client_${randomUUID().replace(/-/g, '')}`,
          createHash('sha256').update(value).digest('hex'),
        ],
      );
      return value;
    },
  },
  analytics_events: {
    key: 'id',
    seed: async (sql, tenant, _column, value) => {
      const id = randomUUID();
      await sql(
        `INSERT INTO analytics_events (tenant_id, sandbox, id, name, actor_id, occurred_at, received_at, origin)
       VALUES ($1, false, $2, 'calculation.viewed', $3, now(), now(), 'client')`,
        [tenant, id, value],
      );
      return id;
    },
  },
  push_subscriptions: {
    key: 'id',
    seed: async (sql, tenant, column, value) => {
      const id = randomUUID();
      const endpoint = column === 'endpoint' ? value : `https://push.example.com/other/${id}`;
      await sql(
        `INSERT INTO push_subscriptions (id, tenant_id, sandbox, user_ref, endpoint, keys_ciphertext, created_at)
       VALUES ($1, $2, false, $3, $4, 'v1:ciphertext', now())`,
        [id, tenant, column === 'user_ref' ? value : null, endpoint],
      );
      return id;
    },
  },
  // A company synced to HubSpot under the tenant's key of its customer (no connection: nothing to call).
  hubspot_objects: {
    key: 'object_key',
    seed: async (sql, tenant, _column, value) => {
      const key = randomUUID();
      await sql(
        `INSERT INTO hubspot_objects (tenant_id, sandbox, object_type, object_key, company_ref, hubspot_id, synced_at)
       VALUES ($1, false, 'deals', $2, $3, '4711', now())`,
        [tenant, key, value],
      );
      return key;
    },
  },
};

const keyOf = (table: string) => SEEDERS[table]!.key;

/**
 * A data subject with data in every module is erased. The tables come from the data
 * inventory (every table with subject locators), the subject is seeded into each by each identifier, the
 * same identifiers into a second tenant; then portability and erasure run over HTTP as a tenant's
 * administrator would, and every table is checked against what the inventory says should happen.
 */
describe('a data subject in every module: exported, then erased by the inventory', () => {
  let t: TestApp;
  let a: TestTenant;
  let b: TestTenant;
  const subjectTables: TableDescription[] = (APP_SCHEMA.dataInventory ?? []).filter(
    (d) => (d.subjects ?? []).length > 0,
  );
  const values: Record<SubjectIdentifier, string> = {
    actor_id: randomUUID(),
    email: 'erika.mustermann@example.com',
    push_endpoint: `https://push.example.com/send/${randomUUID()}`,
    external_id: `crm-${randomUUID()}`,
  };
  const identifiers = [...new Set(subjectTables.flatMap((d) => d.subjects!.map((s) => s.identifier)))];
  /** Seeded in tenant A: per table and locator, the row's key. */
  const seeded: {
    table: TableDescription;
    identifier: SubjectIdentifier;
    column: string;
    key: string;
    /** What the row holds: the identifier, or the pseudonym derived from it. */
    stored: string;
  }[] = [];
  let sql: Sql;
  let snapshotOfB: string;

  const snapshot = async (tenant: string) =>
    canonicalJson(
      await Promise.all(
        subjectTables.map((d) =>
          sql(`SELECT * FROM ${d.table} WHERE tenant_id = $1 ORDER BY ${keyOf(d.table)}`, [tenant]),
        ),
      ),
    );
  const finished = (id: string) =>
    eventually(async () => {
      const r = await request(t.http).get(`/api/v2/dsgvo/requests/${id}`).set(a.headers).expect(200);
      return ['completed', 'partially_completed'].includes(r.body.status) ? r.body : undefined;
    });

  beforeAll(async () => {
    t = await createTestApp({ jobs: { workers: true, pollingIntervalSeconds: 0.5 } });
    a = await t.tenants.create();
    b = await t.tenants.create();
    sql = (q, p = []) => t.app.get(DataSource).query(q, p);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has a seeder for every table the inventory marks with subjects', () => {
    expect(subjectTables.length).toBeGreaterThanOrEqual(4);
    expect(Object.keys(SEEDERS).sort()).toEqual(subjectTables.map((d) => d.table).sort());
  });

  it('seeds the subject into every table by every identifier, and the same identifiers into tenant B', async () => {
    for (const table of subjectTables)
      for (const { identifier, column, form } of table.subjects!) {
        const { seed } = SEEDERS[table.table]!;
        // Key and client ids are primary keys: tenant A's actor id gets them; tenant B its own ids there.
        const unique = column === keyOf(table.table);
        // Each derived form of the inventory's table of forms is seeded as the product stores it.
        const stored = form ? form.derive(values[identifier], a.tenantId) : values[identifier];
        const key = await seed(sql, a.tenantId, column, stored);
        seeded.push({ table, identifier, column, key, stored });
        const inB = form ? form.derive(values[identifier], b.tenantId) : values[identifier];
        await seed(sql, b.tenantId, column, unique ? randomUUID() : inB);
      }
    snapshotOfB = await snapshot(b.tenantId);
    expect(seeded.length).toBeGreaterThanOrEqual(subjectTables.length);
  });

  it('exports the subject: every portable table, hashes and schemas as the manifest says', async () => {
    for (const identifier of identifiers) {
      const res = await request(t.http)
        .get('/api/v2/dsgvo/portability')
        .query({ identifier, value: values[identifier] })
        .set(a.headers)
        .expect(202);
      const done = await finished(res.body.id);
      const zip = await request(t.http)
        .get(done.portability.downloadUrl)
        .set(a.headers)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        })
        .expect(200);
      // Every file's SHA-256 as the manifest says, the manifest and every JSON file valid by their schemas.
      const { problems, files } = checkPortabilityArchive(new Uint8Array(zip.body as Buffer));
      expect(problems).toEqual([]);
      const manifest = JSON.parse(strFromU8(files['manifest.json']!));
      const expected = seeded.filter((s) => s.identifier === identifier && s.table.portable);
      const categories = [...new Set(expected.flatMap((s) => s.table.personalData))].sort();
      expect(manifest.categories).toEqual(categories);
      for (const category of categories) {
        const inCategory = expected.filter((s) => s.table.personalData.includes(category));
        const listed = manifest.files.find((f: { name: string }) => f.name === `${category}.json`);
        expect(listed).toMatchObject({
          category,
          rows: inCategory.length,
          schema: `schemas/${category}.schema.json`,
        });
        expect([...listed.tables].sort()).toEqual([...new Set(inCategory.map((s) => s.table.table))].sort());
        const { records } = JSON.parse(strFromU8(files[`${category}.json`]!)) as {
          records: { table: string; row: Record<string, unknown> }[];
        };
        for (const s of inCategory) {
          const found = records.filter((r) => r.table === s.table.table && r.row[s.column] === s.stored);
          expect({ table: s.table.table, stored: s.stored, found: found.length }).toEqual({
            table: s.table.table,
            stored: s.stored,
            found: 1,
          });
          // No secret, digest or tenant column leaves the service.
          expect(
            Object.keys(found[0]!.row).filter((c) => /digest|secret|ciphertext|^tenant_id$/.test(c)),
          ).toEqual([]);
        }
        // A CSV where the category's records are tabular: the source table, then the columns.
        const csv = files[`${category}.csv`];
        if (csv) expect(strFromU8(csv).split('\r\n')).toHaveLength(records.length + 2);
      }
    }
  });

  it('erases the subject per identifier: deleted, pseudonymised or restricted as the inventory says', async () => {
    for (const identifier of identifiers) {
      const res = await request(t.http)
        .post('/api/v2/dsgvo/erase')
        .set(a.headers)
        .send({ subject: { identifier, value: values[identifier] } })
        .expect(202);
      const expected = seeded.filter((s) => s.identifier === identifier);
      const done = await finished(res.body.id);
      // The receipt names exactly these tables, one row each, with the inventory's action.
      const receipt = [...done.erasure.erased, ...done.erasure.kept];
      expect(receipt.map((r: { table: string }) => r.table).sort()).toEqual(
        [...new Set(expected.map((s) => s.table.table))].sort(),
      );
      for (const s of expected) {
        const entry = receipt.find((r: { table: string }) => r.table === s.table.table);
        const rows = expected.filter((e) => e.table === s.table).length;
        expect(entry).toMatchObject({ rows, action: s.table.erasure.kind });
      }
      // The receipt's hash is in the tenant's audit log.
      const log = await request(t.http)
        .get('/api/v2/compliance/audit-log')
        .query({ limit: 100 })
        .set(a.headers);
      expect(JSON.stringify(log.body.items)).toContain(done.erasure.sha256);
    }
    for (const s of seeded) {
      const [row] = await sql(
        `SELECT * FROM ${s.table.table} WHERE tenant_id = $1 AND ${keyOf(s.table.table)} = $2`,
        [a.tenantId, s.key],
      );
      const strategy = s.table.erasure;
      if (strategy.kind === 'delete') expect(row).toBeUndefined();
      else if (strategy.kind === 'pseudonymise') {
        expect(row).toBeDefined();
        for (const [column, how] of Object.entries(strategy.columns)) {
          const value = row![column];
          if (how === 'hash') expect(value).toMatch(/^[0-9a-f]{64}$/);
          else if (how === 'redact') expect(value).toBe('[gelöscht]');
          else if (how === 'null') expect(value).toBeNull();
          else expect(value).not.toBeNull(); // 'now'
        }
      } else if (strategy.kind === 'restrict') {
        const [r] = await sql(
          `SELECT count(*)::int AS n FROM data_restrictions WHERE tenant_id = $1 AND table_name = $2`,
          [a.tenantId, s.table.table],
        );
        expect(r!.n).toBeGreaterThanOrEqual(1);
      } else throw new Error(`${s.table.table}: subject locators with erasure "none"`);
    }
  });

  it('leaves tenant B exactly as it was', async () => {
    expect(await snapshot(b.tenantId)).toBe(snapshotOfB);
    const [{ n } = { n: 0 }] = await sql(
      `SELECT count(*)::int AS n FROM push_subscriptions WHERE tenant_id = $1 AND endpoint = $2`,
      [b.tenantId, values.push_endpoint],
    );
    expect(n).toBe(1);
  });
});
