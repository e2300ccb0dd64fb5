import request from 'supertest';
import { DataSource } from 'typeorm';
import { registeredEventTypes } from '../../apps/api/src/platform/events/event-types';
import { OpenApiResponseValidator } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { resolve } from './compare-schema';
import { servedDocument, type OpenApiDocument } from './served-document';
import { isUndocumentedRoute } from './undocumented-routes';

type Json = Record<string, unknown>;
/** The signature headers are added at delivery; webhooks.e2e-spec checks real deliveries with them. */
const SIGNED = { 'webhook-id': 'msg_x', 'webhook-timestamp': '1', 'webhook-signature': 'v1,x' };

/**
 * The v2 document's `webhooks` object (OpenAPI 3.1) describes every registered event type, and what the outbox
 * stores for delivery matches it.
 */
describe('the webhooks object of the v2 document', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let validator: OpenApiResponseValidator;
  beforeAll(async () => {
    t = await createTestApp({ webhooks: { allowHttp: true, allowPrivateAddresses: true } });
    document = await servedDocument(t, 'v2');
    validator = new OpenApiResponseValidator(document, isUndocumentedRoute);
  });
  afterAll(async () => t?.close());

  const bodySchema = (type: string): Json | undefined =>
    resolve(
      document,
      ((document.webhooks?.[type]?.post?.requestBody as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as Json | undefined,
    )?.schema as Json | undefined;

  it('has one entry per registered event type, and no other', () => {
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual(registeredEventTypes().map((e) => e.name));
  });

  it.each(registeredEventTypes().map((e) => [e.name, e.owner]))(
    '%s (module %s): a POST of { type, timestamp, data } with its payload schema and the signature headers',
    (name) => {
      const schema = bodySchema(name);
      const properties = (schema?.properties ?? {}) as Record<string, Json>;
      expect(schema?.required).toEqual(['type', 'timestamp', 'data']);
      expect(properties.type).toEqual({ type: 'string', const: name });
      const payload = resolve(document, properties.data);
      expect(payload?.type).toBe('object');
      expect(Object.keys((payload?.properties ?? {}) as Json).length).toBeGreaterThan(0);
      const headers = (document.webhooks![name]!.post!.parameters as Json[]).map((p) => p.name);
      expect(headers).toEqual(['webhook-id', 'webhook-timestamp', 'webhook-signature']);
    },
  );

  it('matches what the outbox stores for delivery (calculation.created of both channels, webhook.test)', async () => {
    const eventTypes = registeredEventTypes().map((e) => e.name);
    await request(t.http)
      .post('/api/v2/developer/webhooks')
      .set(t.headers)
      .send({ url: 'http://127.0.0.1:9/hook', eventTypes })
      .expect(201);
    const profile = { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' };
    const programId = 'bafa-foerderung-unternehmensberatungen-kmu';
    await request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .send({ programId, projectBudgetEur: 3500, applicantProfile: profile })
      .expect(200);
    await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .send({ programId, investitionssumme: 3500, mitarbeiterzahl: 12, branche: '62.01' })
      .expect(200);
    await request(t.http).post('/api/v2/developer/webhooks/test').set(t.headers).send({}).expect(202);

    const rows: { payload: unknown }[] = await t.app
      .get(DataSource)
      .query('SELECT payload FROM webhook_events WHERE tenant_id = $1 ORDER BY created_at', [t.tenantId]);
    const bodies = rows.map((r) => (typeof r.payload === 'string' ? r.payload : JSON.stringify(r.payload)));
    expect(bodies.map((b) => (JSON.parse(b) as { type: string }).type).sort()).toEqual([
      'calculation.created',
      'calculation.created',
      'webhook.test',
    ]);
    expect(bodies.flatMap((body) => validator.checkWebhook({ headers: SIGNED, body }))).toEqual([]);
  });

  it('rejects a payload that breaks the document: a wrong field, a missing one, an unknown type', () => {
    const event = {
      type: 'webhook.endpoint_disabled',
      timestamp: '2026-11-10T12:00:00.000Z',
      data: { endpointId: '6f1c1f4e-4a8e-4d2b-9d53-0b8f3c1d2e3f', reason: 'gone' },
    };
    const check = (body: unknown, headers: Json = SIGNED) =>
      validator.checkWebhook({ headers, body: JSON.stringify(body) });
    expect(check(event)).toEqual([]);
    expect(check({ ...event, data: { ...event.data, reason: 'bored' } })).toHaveLength(1);
    expect(check({ ...event, data: { ...event.data, extra: 1 } })).toHaveLength(1);
    expect(check({ type: event.type, data: event.data })).toHaveLength(1);
    expect(check({ ...event, type: 'no.such' })).toEqual([expect.stringContaining('no entry')]);
    expect(check(event, {})).toHaveLength(3);
  });
});
