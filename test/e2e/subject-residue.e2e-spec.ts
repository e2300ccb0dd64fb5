import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ServerEventBuffer } from '../../apps/api/src/analytics/adapters/server-event-buffer';
import { credentialActorId } from '../../apps/api/src/analytics/domain/server-events';
import { APP_SCHEMA } from '../../apps/api/src/features';
import { FakePushService } from '../../apps/api/src/notifications/testing/fake-push-service';
import { SERVER_LOG_DESCRIPTION } from '../../apps/api/src/platform/database/kernel-data-inventory';
import { DataInventory } from '../../apps/api/src/platform/features/data-inventory';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

class CapturedLogs extends Writable {
  text = '';
  override _write(chunk: Buffer, _: BufferEncoding, done: () => void): void {
    this.text += chunk.toString('utf8');
    done();
  }
}

interface Residue {
  table: string;
  needle: string;
  rows: number;
  erasure: string;
  ground: string;
}

/**
 * One data subject put into every place the API accepts personal data (client events,
 * also with nested properties and an e-mail, which are refused; server events under their own key; a push
 * subscription; free text with their e-mail, refused; a prior export), exported and erased by each identifier;
 * then every table of the database is searched for each identifier and its derived forms, and the log too.
 * Every residue is zero or kept by a rule of the inventory with its ground; the table is printed.
 */
describe('residue of an erased subject in the database and the log', () => {
  const logs = new CapturedLogs();
  const inventory = new DataInventory(APP_SCHEMA.dataInventory ?? []);
  let t: TestApp;
  let push: FakePushService;
  let sql: (q: string, p?: unknown[]) => Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    push = await FakePushService.start();
    t = await createTestApp({
      logLevel: 'info',
      logStream: logs,
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
      // The fake push service's host with its port: push services are allowed on port 443 unless an entry names one.
      features: {
        notifications: { pushAllowedHosts: [new URL(push.origin).host], pushAllowPrivateAddresses: true },
      },
    });
    sql = (q, p = []) => t.app.get(DataSource).query(q, p);
  });
  afterAll(async () => {
    await t?.close();
    await push?.close();
  });

  const finished = (id: string) =>
    eventually(async () => {
      const res = await request(t.http).get(`/api/v2/dsgvo/requests/${id}`).set(t.headers).expect(200);
      return ['completed', 'partially_completed'].includes(res.body.status) ? res.body : undefined;
    });

  /** Rows per table (every table of every non-system schema) whose text form contains the needle. */
  async function dump(needles: string[]): Promise<{ table: string; needle: string; rows: number }[]> {
    const tables = (await sql(`
      SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`)) as {
      schema: string;
      name: string;
    }[];
    const found: { table: string; needle: string; rows: number }[] = [];
    for (const { schema, name } of tables) {
      const table = schema === 'public' ? name : `${schema}.${name}`;
      for (const needle of needles) {
        const [row] = await sql(
          `SELECT count(*)::int AS n FROM "${schema}"."${name}" t WHERE strpos(t::text, $1) > 0`,
          [needle],
        );
        if (Number(row!.n) > 0) found.push({ table, needle, rows: Number(row!.n) });
      }
    }
    return found;
  }

  it('leaves no identifier of the subject except where the inventory keeps it, with its ground', async () => {
    const person = await t.tenants.issueKey(t.tenantId, ['api', 'admin']);
    const own = { 'x-api-key': person.key };
    const mail = `erika.${randomUUID().slice(0, 8)}@example.org`;
    const browser = push.browser();
    const endpoint = browser.subscription.endpoint;
    const keyForm = credentialActorId(person.keyId);

    // Client events under the person's key id: one valid, one with nested properties and an e-mail (refused).
    const ingest = await request(t.http)
      .post('/api/v2/analytics/events')
      .set(t.headers)
      .send({
        events: [
          {
            id: randomUUID(),
            name: 'contact.opened',
            occurredAt: new Date().toISOString(),
            actorId: person.keyId,
          },
          {
            id: randomUUID(),
            name: 'contact.opened',
            occurredAt: new Date().toISOString(),
            actorId: person.keyId,
            properties: { kontakt: { mail }, list: [mail] },
          },
        ],
      })
      .expect(200);
    expect(ingest.body.accepted).toBe(1);
    // Server events of the person calling with their own key (stored under key:<sha256>).
    await request(t.http).get('/api/v1/programs').query({ limit: 1 }).set(own).expect(200);
    await t.app.get(ServerEventBuffer).flush();
    // A push subscription of the person's browser.
    await request(t.http)
      .post('/api/v2/notifications/push/subscribe')
      .set(t.headers)
      .send({ ...browser.subscription, expirationTime: null })
      .expect(201);
    // Free text with the person's e-mail: refused.
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: 'https://example.com/hook', events: ['calculation.created'], description: `an ${mail}` })
      .expect(400);

    const needles = [person.keyId, keyForm, endpoint, mail];
    const before = await dump(needles);
    // The dump finds the subject before: analytics (both forms), the key, the subscription.
    expect(before.map((r) => `${r.table}:${needles.indexOf(r.needle)}`)).toEqual(
      expect.arrayContaining([
        'analytics_events:0',
        'analytics_events:1',
        'api_keys:0',
        'push_subscriptions:2',
      ]),
    );

    // A prior export, then erasure by each identifier the tenant knows the person by.
    const exported = await request(t.http)
      .post('/api/v2/dsgvo/portability')
      .set(t.headers)
      .send({ subject: { identifier: 'actor_id', value: person.keyId } })
      .expect(202);
    const archive = (await finished(exported.body.id)).portability.downloadUrl as string;
    await request(t.http).get(archive).set(t.headers).expect(200);
    for (const subject of [
      { identifier: 'actor_id', value: person.keyId },
      { identifier: 'push_endpoint', value: endpoint },
    ]) {
      const erased = await request(t.http)
        .post('/api/v2/dsgvo/erase')
        .set(t.headers)
        .send({ subject })
        .expect(202);
      await finished(erased.body.id);
    }
    await request(t.http).get(archive).set(t.headers).expect(410);

    const residue: Residue[] = (await dump(needles)).map((r) => {
      const d = inventory.describe(r.table);
      const erasure = d?.erasure;
      const ground =
        erasure?.kind === 'none'
          ? erasure.reason
          : erasure?.kind === 'restrict'
            ? erasure.ground
            : erasure?.kind === 'pseudonymise'
              ? `Zeile bleibt, ${Object.keys(erasure.columns).join(', ')} ersetzt; ${d!.legalBasis.note}`
              : '';
      return {
        ...r,
        needle: ['key id', 'key:<sha256>', 'push endpoint', 'e-mail'][needles.indexOf(r.needle)]!,
        erasure: erasure?.kind ?? 'undescribed',
        ground,
      };
    });
    const logHits = needles.filter((n) => logs.text.includes(n)).length;
    console.log(
      [
        'residue after export and erasure (table | identifier | rows | inventory rule | ground)',
        ...residue.map((r) => `${r.table} | ${r.needle} | ${r.rows} | ${r.erasure} | ${r.ground}`),
        `server log | any | ${logHits} | ${SERVER_LOG_DESCRIPTION.retention}`,
      ].join('\n'),
    );
    // Deleted tables hold nothing of the subject; what remains is kept by a rule that says why.
    expect(
      residue.filter((r) => r.erasure === 'delete' || r.erasure === 'undescribed' || r.ground === ''),
    ).toEqual([]);
    // The e-mail and the derived form are nowhere; the log holds no identifier at all.
    expect(residue.filter((r) => r.needle === 'e-mail' || r.needle === 'key:<sha256>')).toEqual([]);
    expect(logs.text).toContain('incoming request');
    expect(logHits).toBe(0);
  });
});
