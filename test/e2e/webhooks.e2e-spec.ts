import request from 'supertest';
import { Webhook } from 'standardwebhooks';
import { isUndocumentedRoute } from '../contract/undocumented-routes';
import { OpenApiResponseValidator } from '../support/openapi-response-validator';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually, WebhookReceiver } from '../support/webhook-receiver';

jest.setTimeout(30_000);

const BASE = '/api/v2/developer/webhooks';

const calculation = {
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: {
    employeeCount: 45,
    revenueEur: 12_000_000,
    balanceSheetEur: 8_000_000,
    federalState: 'SN',
    industryCode: '62.01',
  },
};

interface Delivery {
  id: string;
  eventId: string;
  eventType: string;
  endpointId: string;
  attempt: number;
  trigger: string;
  outcome: string;
  attemptedAt: string;
  httpStatus: number | null;
  errorClass: string | null;
  responseExcerpt: string | null;
  nextAttemptAt: string | null;
}

describe('Webhooks over real HTTP receivers on loopback', () => {
  let t: TestApp;
  let receiver: WebhookReceiver;
  /** Checks deliveries against the v2 document's `webhooks` object (the contract receivers code against). */
  let contract: OpenApiResponseValidator;

  beforeAll(async () => {
    t = await createTestApp({
      webhooks: {
        allowHttp: true,
        allowPrivateAddresses: true,
        retryScheduleSeconds: [1, 1, 1],
        timeoutMs: 3000,
        disableAfterExhaustions: 2,
      },
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
    });
    const v2 = await request(t.http).get('/api/v2/openapi.json').expect(200);
    contract = new OpenApiResponseValidator(v2.body, isUndocumentedRoute);
  });
  afterAll(async () => t?.close());
  beforeEach(async () => {
    receiver = await WebhookReceiver.start();
  });
  afterEach(async () => {
    await receiver.close();
    // Every delivery of every test, as the receiver got it: body and signature headers as documented.
    expect(receiver.received.flatMap((hit) => contract.checkWebhook(hit))).toEqual([]);
  });

  const create = (url: string, eventTypes = ['calculation.created'], headers = t.headers) =>
    request(t.http).post(BASE).set(headers).send({ url, eventTypes, description: 'test' });

  const deliveries = async (query: Record<string, string>, headers = t.headers): Promise<Delivery[]> =>
    (await request(t.http).get(`${BASE}/deliveries`).query(query).set(headers).expect(200)).body
      .items as Delivery[];

  const attemptsOf = (endpointId: string, count: number) =>
    eventually(async () => {
      const items = await deliveries({ endpointId });
      return items.length >= count ? items.sort((a, b) => a.attempt - b.attempt) : undefined;
    });

  it('creates an endpoint with a whsec_ secret shown once, and signs calculation.created verifiably', async () => {
    const created = await create(receiver.url).expect(201);
    expect(created.body.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await request(t.http).get(BASE).set(t.headers).expect(200);
    expect(listed.body.items.find((e: { id: string }) => e.id === created.body.id)).not.toHaveProperty(
      'secret',
    );

    const calc = await request(t.http)
      .post('/api/v1/calculations')
      .set(t.headers)
      .send(calculation)
      .expect(200);
    const hit = await eventually(async () => receiver.received[0]);
    const payload = new Webhook(created.body.secret).verify(
      hit.body,
      hit.headers as Record<string, string>,
    ) as {
      type: string;
      data: Record<string, unknown>;
    };
    expect(payload.type).toBe('calculation.created');
    expect(payload.data).toEqual({
      calculationId: calc.body.calculationId,
      programId: calculation.programId,
      channel: 'calculations',
      estimatedSubsidyEur: expect.any(Number),
    });
    expect(hit.body).not.toContain('revenueEur');
    expect(() =>
      new Webhook('whsec_' + Buffer.alloc(32, 7).toString('base64')).verify(
        hit.body,
        hit.headers as Record<string, string>,
      ),
    ).toThrow();
    const [attempt] = await attemptsOf(created.body.id, 1);
    expect(attempt).toMatchObject({
      attempt: 1,
      trigger: 'automatic',
      outcome: 'succeeded',
      httpStatus: 200,
      eventId: hit.headers['webhook-id'],
    });
    await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
  });

  it('retries a receiver that fails twice: three attempts logged with one webhook-id', async () => {
    receiver.respondWith(WebhookReceiver.status(500, {}, 'boom'), WebhookReceiver.status(502));
    const created = await create(receiver.url, ['webhook.test']).expect(201);
    await request(t.http)
      .post(`${BASE}/test`)
      .set(t.headers)
      .send({ endpointId: created.body.id })
      .expect(202);
    const attempts = await attemptsOf(created.body.id, 3);
    expect(attempts.map((a) => [a.attempt, a.trigger, a.outcome, a.httpStatus])).toEqual([
      [1, 'test', 'retrying', 500],
      [2, 'retry', 'retrying', 502],
      [3, 'retry', 'succeeded', 200],
    ]);
    expect(attempts[0]!.responseExcerpt).toBe('boom');
    expect(attempts[0]!.nextAttemptAt).not.toBeNull();
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
  });

  it('disables the endpoint on 410 and tells the other endpoints', async () => {
    const watcher = await WebhookReceiver.start();
    try {
      const other = await create(watcher.url, ['webhook.endpoint_disabled']).expect(201);
      receiver.respondWith(WebhookReceiver.status(410));
      const gone = await create(receiver.url, ['webhook.test']).expect(201);
      await request(t.http)
        .post(`${BASE}/test`)
        .set(t.headers)
        .send({ endpointId: gone.body.id })
        .expect(202);
      const [attempt] = await attemptsOf(gone.body.id, 1);
      expect(attempt).toMatchObject({ outcome: 'failed', httpStatus: 410, nextAttemptAt: null });
      const after = await request(t.http).get(`${BASE}/${gone.body.id}`).set(t.headers).expect(200);
      expect(after.body).toMatchObject({ enabled: false, disabledReason: 'gone' });
      const notice = await eventually(async () => watcher.received[0]);
      expect(JSON.parse(notice.body)).toMatchObject({
        type: 'webhook.endpoint_disabled',
        data: { endpointId: gone.body.id, reason: 'gone' },
      });
      expect(contract.checkWebhook(notice)).toEqual([]);
      await request(t.http)
        .post(`${BASE}/test`)
        .set(t.headers)
        .send({ endpointId: gone.body.id })
        .expect(409);
      await request(t.http).delete(`${BASE}/${other.body.id}`).set(t.headers).expect(204);
      await request(t.http).delete(`${BASE}/${gone.body.id}`).set(t.headers).expect(204);
    } finally {
      await watcher.close();
    }
  });

  it('does not follow a redirect', async () => {
    const target = await WebhookReceiver.start();
    try {
      receiver.respondWith(
        WebhookReceiver.status(302, { location: target.url }),
        WebhookReceiver.status(302, { location: target.url }),
      );
      const created = await create(receiver.url, ['webhook.test']).expect(201);
      await request(t.http)
        .post(`${BASE}/test`)
        .set(t.headers)
        .send({ endpointId: created.body.id })
        .expect(202);
      const [attempt] = await attemptsOf(created.body.id, 1);
      expect(attempt).toMatchObject({ httpStatus: 302, errorClass: 'http_status', outcome: 'retrying' });
      await attemptsOf(created.body.id, 2);
      expect(target.received).toHaveLength(0);
      await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
    } finally {
      await target.close();
    }
  });

  it('honours Retry-After on 429', async () => {
    receiver.respondWith(WebhookReceiver.status(429, { 'retry-after': '4' }));
    const created = await create(receiver.url, ['webhook.test']).expect(201);
    await request(t.http)
      .post(`${BASE}/test`)
      .set(t.headers)
      .send({ endpointId: created.body.id })
      .expect(202);
    const [first] = await attemptsOf(created.body.id, 1);
    const gap = Date.parse(first!.nextAttemptAt!) - Date.parse(first!.attemptedAt);
    expect(gap).toBeGreaterThanOrEqual(4000);
    const attempts = await attemptsOf(created.body.id, 2);
    expect(receiver.received[1]!.at - receiver.received[0]!.at).toBeGreaterThanOrEqual(3500);
    expect(attempts[1]).toMatchObject({ outcome: 'succeeded' });
    await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
  });

  it('signs with both secrets during a rotation, and redelivers manually with the same webhook-id', async () => {
    const created = await create(receiver.url, ['webhook.test']).expect(201);
    const rotated = await request(t.http)
      .post(`${BASE}/${created.body.id}/rotate-secret`)
      .set(t.headers)
      .expect(200);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    await request(t.http).post(`${BASE}/test`).set(t.headers).send({}).expect(202);
    const hit = await eventually(async () => receiver.received[0]);
    expect(String(hit.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [created.body.secret, rotated.body.secret]) {
      expect(new Webhook(secret).verify(hit.body, hit.headers as Record<string, string>)).toMatchObject({
        type: 'webhook.test',
      });
    }
    const [first] = await attemptsOf(created.body.id, 1);
    await request(t.http).post(`${BASE}/deliveries/${first!.id}/redeliver`).set(t.headers).expect(202);
    const attempts = await attemptsOf(created.body.id, 2);
    expect(attempts[1]).toMatchObject({ trigger: 'manual', outcome: 'succeeded', eventId: first!.eventId });
    expect(receiver.received[1]!.headers['webhook-id']).toBe(hit.headers['webhook-id']);
    await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
  });

  it('updates and re-enables an endpoint, validates input, lists the catalogue and filters the log', async () => {
    const created = await create(receiver.url).expect(201);
    const patched = await request(t.http)
      .patch(`${BASE}/${created.body.id}`)
      .set(t.headers)
      .send({ eventTypes: ['webhook.test', 'calculation.created'], enabled: false })
      .expect(200);
    expect(patched.body).toMatchObject({
      enabled: false,
      eventTypes: ['webhook.test', 'calculation.created'],
    });
    await request(t.http)
      .patch(`${BASE}/${created.body.id}`)
      .set(t.headers)
      .send({ enabled: true })
      .expect(200);
    const bad = await request(t.http)
      .post(BASE)
      .set(t.headers)
      .send({ url: receiver.url, eventTypes: ['nope'] })
      .expect(400);
    expect(bad.body.code).toBe('VALIDATION_FAILED');
    // The registry at validation time: every module's types are allowed, and named in the German message.
    expect(bad.body.issues).toEqual([
      {
        path: ['eventTypes'],
        // Named one by one: other modules' types sort in between (notifications' `digest.ready`).
        message: expect.stringMatching(/'calculation\.created', .*'program\.deadline_approaching'/),
      },
    ]);
    const types = await request(t.http).get(`${BASE}/event-types`).set(t.headers).expect(200);
    expect(types.body.items).toContainEqual({
      type: 'quota.threshold_reached',
      description: expect.any(String),
      module: 'access',
    });
    await request(t.http).get(`${BASE}/deliveries`).query({ limit: '0' }).set(t.headers).expect(400);
    expect(await deliveries({ eventType: 'no.such' })).toEqual([]);
    await request(t.http).delete(`${BASE}/${created.body.id}`).set(t.headers).expect(204);
  });
});

describe('Webhooks: tenant isolation and plan limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      webhooks: { allowHttp: true, allowPrivateAddresses: true },
      jobs: { workers: false },
    });
  });
  afterAll(async () => t?.close());

  const url = 'https://hooks.example.com/in';

  it('answers another tenant with the same 404 as an unknown id, on every route', async () => {
    const mine = await request(t.http)
      .post(BASE)
      .set(t.headers)
      .send({ url, eventTypes: ['webhook.test'] })
      .expect(201);
    const other = await t.tenants.create({ plan: 'scale' });
    const unknown = '00000000-0000-4000-8000-000000000001';
    const calls = (id: string) => [
      request(t.http).get(`${BASE}/${id}`).set(other.headers),
      request(t.http).patch(`${BASE}/${id}`).set(other.headers).send({ description: 'x' }),
      request(t.http).post(`${BASE}/${id}/rotate-secret`).set(other.headers),
      request(t.http).delete(`${BASE}/${id}`).set(other.headers),
      request(t.http).post(`${BASE}/deliveries/${id}/redeliver`).set(other.headers),
    ];
    for (const [theirs, none] of (await Promise.all(calls(mine.body.id))).map(
      (r, i) => [r, calls(unknown)[i]!] as const,
    )) {
      const u = await none;
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(u.body);
    }
    expect((await request(t.http).get(BASE).set(other.headers).expect(200)).body.items).toEqual([]);
    await request(t.http)
      .post(`${BASE}/test`)
      .set(other.headers)
      .send({ endpointId: mine.body.id })
      .expect(409);
    await request(t.http).post(`${BASE}/test`).set(t.headers).send({ endpointId: mine.body.id }).expect(202);
    const own = await request(t.http).get(`${BASE}/deliveries`).set(t.headers).expect(200);
    const theirs = await request(t.http).get(`${BASE}/deliveries`).set(other.headers).expect(200);
    expect(theirs.body).toMatchObject({ items: [], total: 0 });
    expect(own.body.total).toBe(0); // workers are off in this app: nothing attempted yet
    expect((await request(t.http).get(`${BASE}/${mine.body.id}`).set(t.headers).expect(200)).body.id).toBe(
      mine.body.id,
    );
  });

  it('refuses webhooks on the free plan with 403 WEBHOOKS_NOT_IN_PLAN', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const res = await request(t.http)
      .post(BASE)
      .set(free.headers)
      .send({ url, eventTypes: ['webhook.test'] })
      .expect(403);
    expect(res.body.code).toBe('WEBHOOKS_NOT_IN_PLAN');
  });

  it('allows five endpoints on the developer plan, then 409 WEBHOOK_LIMIT_REACHED', async () => {
    const dev = await t.tenants.create({ plan: 'developer' });
    const results = await Promise.all(
      Array.from({ length: 7 }, (_, i) =>
        request(t.http)
          .post(BASE)
          .set(dev.headers)
          .send({ url: `${url}/${i}`, eventTypes: ['webhook.test'] }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(2);
    expect(refused[0]!.body).toMatchObject({
      code: 'WEBHOOK_LIMIT_REACHED',
      details: { plan: 'developer', limit: 5 },
    });
  });

  it('refuses internal URLs when the guard is on (checked again at connect time)', async () => {
    const strict = await createTestApp({ sharedDatabase: undefined, jobs: { workers: false } });
    try {
      for (const bad of [
        'https://127.0.0.1/x',
        'https://169.254.169.254/latest/meta-data',
        'https://localhost/x',
        'http://hooks.example.com/x',
      ]) {
        const res = await request(strict.http)
          .post(BASE)
          .set(strict.headers)
          .send({ url: bad, eventTypes: ['webhook.test'] })
          .expect(400);
        expect(res.body.code).toBe('WEBHOOK_URL_REJECTED');
      }
    } finally {
      await strict.close();
    }
  });
});
