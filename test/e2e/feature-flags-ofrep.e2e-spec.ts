import type { AddressInfo } from 'node:net';
import { OpenFeature, type Client } from '@openfeature/server-sdk';
import { OFREPProvider } from '@openfeature/ofrep-provider';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const ADMIN = '/api/v2/admin/feature-flags';
const OFREP = '/api/v2/ofrep/v1/evaluate/flags';

/**
 * The official OpenFeature OFREP provider, unchanged, against the running app on loopback: base URL
 * `<host>/api/v2`, the API key as a header. What it resolves is what any OpenFeature client would see.
 */
describe('OFREP: @openfeature/ofrep-provider with @openfeature/server-sdk against the service', () => {
  let t: TestApp;
  let operator: TestTenant;
  let scale: TestTenant;
  let client: Client;

  beforeAll(async () => {
    t = await createTestApp();
    operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    scale = await t.tenants.create({ plan: 'scale' });
    const create = (body: object) => request(t.http).post(ADMIN).set(operator.headers).send(body).expect(201);
    await create({
      key: 'ofrep-video',
      type: 'boolean',
      enabled: true,
      strategies: [
        {
          name: 'paid',
          constraints: [{ contextName: 'plan', operator: 'IN', values: ['scale'] }],
          rollout: 100,
        },
      ],
    });
    await create({
      key: 'ofrep-banner',
      type: 'string',
      enabled: true,
      variants: [
        { key: 'a', value: 'Förderung jetzt prüfen' },
        { key: 'b', value: 'Zuschuss berechnen' },
      ],
      defaultVariant: 'a',
      strategies: [
        {
          constraints: [],
          rollout: 100,
          variants: [
            { variant: 'a', weight: 1 },
            { variant: 'b', weight: 1 },
          ],
        },
      ],
    });
    await create({
      key: 'ofrep-layout',
      type: 'object',
      enabled: true,
      variants: [{ key: 'wide', value: { columns: 3 } }],
      defaultVariant: 'wide',
    });
    await create({
      key: 'ofrep-rollout',
      type: 'boolean',
      enabled: true,
      strategies: [{ constraints: [], rollout: 50 }],
    });
    await create({
      key: 'ofrep-off',
      type: 'number',
      variants: [{ key: 'n', value: 7 }],
      defaultVariant: 'n',
    });

    const server = t.http as import('node:http').Server;
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await OpenFeature.setProviderAndWait(
      new OFREPProvider({ baseUrl: `http://127.0.0.1:${port}/api/v2`, headers: [['X-API-Key', scale.key]] }),
    );
    client = OpenFeature.getClient();
  });
  afterAll(async () => {
    await OpenFeature.close();
    await t?.close();
  });

  it('resolves a boolean flag by the credential plan (TARGETING_MATCH), with variant and metadata', async () => {
    const details = await client.getBooleanDetails('ofrep-video', false, {
      targetingKey: 'user-1',
      plan: 'free',
    });
    expect(details).toMatchObject({ value: true, variant: 'on', reason: 'TARGETING_MATCH' });
    expect(details.flagMetadata).toMatchObject({ strategy: 'paid', version: 1 });
  });

  it('resolves string (SPLIT, stable per targeting key), object (STATIC) and disabled number flags', async () => {
    const first = await client.getStringDetails('ofrep-banner', 'x', { targetingKey: 'user-42' });
    expect(first.reason).toBe('SPLIT');
    expect(['Förderung jetzt prüfen', 'Zuschuss berechnen']).toContain(first.value);
    expect((await client.getStringDetails('ofrep-banner', 'x', { targetingKey: 'user-42' })).value).toBe(
      first.value,
    );
    expect(await client.getObjectDetails('ofrep-layout', {}, { targetingKey: 'u' })).toMatchObject({
      value: { columns: 3 },
      reason: 'STATIC',
    });
    expect(await client.getNumberDetails('ofrep-off', 0, { targetingKey: 'u' })).toMatchObject({
      value: 7,
      reason: 'DISABLED',
    });
  });

  it('reports FLAG_NOT_FOUND and TARGETING_KEY_MISSING as OpenFeature errors with the code default', async () => {
    const missing = await client.getBooleanDetails('ofrep-nope', true, { targetingKey: 'u' });
    expect(missing).toMatchObject({ value: true, errorCode: 'FLAG_NOT_FOUND', reason: 'ERROR' });
    const noKey = await client.getBooleanDetails('ofrep-rollout', false, {});
    expect(noKey).toMatchObject({ value: false, errorCode: 'TARGETING_KEY_MISSING', reason: 'ERROR' });
  });

  it('answers the raw protocol: 404/400 item errors, bulk with ETag and 304, refused without a key', async () => {
    const notFound = await request(t.http)
      .post(`${OFREP}/ofrep-nope`)
      .set(scale.headers)
      .send({ context: {} })
      .expect(404);
    expect(notFound.body).toEqual({
      key: 'ofrep-nope',
      errorCode: 'FLAG_NOT_FOUND',
      errorDetails: expect.any(String),
      code: 'FEATURE_FLAG_NOT_FOUND',
      error: 'Feature-Flag wurde nicht gefunden.',
    });
    const invalid = await request(t.http)
      .post(`${OFREP}/ofrep-video`)
      .set(scale.headers)
      .send({ context: { targetingKey: 5 } })
      .expect(400);
    expect(invalid.body).toMatchObject({
      key: 'ofrep-video',
      errorCode: 'INVALID_CONTEXT',
      code: 'OFREP_INVALID_CONTEXT',
    });
    const parse = await request(t.http).post(OFREP).set(scale.headers).send([1]).expect(400);
    expect(parse.body).toMatchObject({ errorCode: 'PARSE_ERROR' });

    const bulk = await request(t.http)
      .post(OFREP)
      .set(scale.headers)
      .send({ context: { targetingKey: 'u1' } })
      .expect(200);
    expect(bulk.body.flags.map((f: { key: string }) => f.key)).toEqual(
      expect.arrayContaining(['ofrep-video', 'ofrep-banner', 'ofrep-layout', 'ofrep-rollout', 'ofrep-off']),
    );
    await request(t.http)
      .post(OFREP)
      .set({ ...scale.headers, 'if-none-match': bulk.headers.etag as string })
      .send({ context: { targetingKey: 'u1' } })
      .expect(304);
    await request(t.http).post(OFREP).send({ context: {} }).expect(401);
  });
});
