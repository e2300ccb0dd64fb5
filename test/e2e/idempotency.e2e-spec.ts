import { FixedClock, type TenantId } from '@libs/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { CreateCalculation } from '../../apps/api/src/calculations/application/create-calculation.use-case';
import { TenantTransaction } from '../../apps/api/src/platform/tenancy/tenant-transaction';
import { createTestApp, type TestApp } from '../support/test-app';

const START = new Date('2026-03-02T10:00:00Z');
const body = (overrides: Record<string, unknown> = {}) => ({
  programId: 'bafa-foerderung-unternehmensberatungen-kmu',
  projectBudgetEur: 3500,
  applicantProfile: {
    employeeCount: 45,
    revenueEur: 12_000_000,
    balanceSheetEur: 8_000_000,
    federalState: 'SN',
    industryCode: '62.01',
  },
  ...overrides,
});

describe('Idempotency-Key on POST /api/v1/calculations', () => {
  const clock = new FixedClock(START);
  let t: TestApp;
  let keys = 0;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(async () => t?.close());

  const newKey = () => `key-${++keys}-${Date.now()}`;
  const post = (key: string | undefined, payload: unknown = body(), headers = t.headers) => {
    const req = request(t.http).post('/api/v1/calculations').set(headers);
    return (key === undefined ? req : req.set('Idempotency-Key', key)).send(payload as object);
  };
  const stored = async (tenantId: TenantId): Promise<number> => {
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM calculations WHERE tenant_id = $1`, [tenantId]);
    return rows[0].n;
  };

  /** The next calculation waits inside the use case until `release`; `running` says it got there. */
  const holdNextCalculation = () => {
    const useCase = t.app.get(CreateCalculation);
    const original = useCase.execute.bind(useCase);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const running = new Promise<void>((resolve) => (entered = resolve));
    const spy = jest.spyOn(useCase, 'execute').mockImplementationOnce(async (command) => {
      entered();
      await gate;
      return original(command);
    });
    return { running, release, spy };
  };

  it('replays the first answer (status, body, marked) and stores one calculation', async () => {
    const key = newKey();
    const before = await stored(t.tenantId);
    const first = await post(key).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    // The same request with its keys in another order (JSON objects are unordered).
    const { applicantProfile, ...rest } = body();
    const { federalState, ...profile } = applicantProfile;
    const reordered = { applicantProfile: { federalState, ...profile }, ...rest };
    expect(JSON.stringify(reordered)).not.toBe(JSON.stringify(body()));
    const again = await post(key, reordered).expect(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await stored(t.tenantId)).toBe(before + 1);
    const plain = await post(undefined).expect(200); // without the header: as always, a new calculation
    expect(plain.body.calculationId).not.toBe(first.body.calculationId);
  });

  it('claims nothing for a call the global guard refuses: the same key then runs once', async () => {
    const key = newKey();
    const before = await stored(t.tenantId);
    const refused = await post(key, body(), { 'X-API-Key': 'fm_live_not-a-key' }).expect(401);
    expect(refused.headers['idempotent-replayed']).toBeUndefined();
    const first = await post(key).expect(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(await stored(t.tenantId)).toBe(before + 1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED for the same key with another body or on another route', async () => {
    const key = newKey();
    await post(key).expect(200);
    const other = await post(key, body({ projectBudgetEur: 4000 })).expect(422);
    expect(other.body).toEqual({ code: 'IDEMPOTENCY_KEY_REUSED', error: expect.stringMatching(/bereits/) });
    await request(t.http)
      .post('/api/v1/kalkulation')
      .set(t.headers)
      .set('Idempotency-Key', key)
      .send({ programId: 'bafa-foerderung-unternehmensberatungen-kmu', investitionssumme: 3500 })
      .expect(422);
  });

  it('answers 409 IDEMPOTENCY_KEY_IN_FLIGHT with Retry-After while the first request still runs', async () => {
    const { running, release, spy } = holdNextCalculation();
    try {
      const key = newKey();
      const first = post(key).then((res) => res);
      // The first request must be inside the use case; if it answered already, fail instead of hanging.
      await Promise.race([running, first.then((res) => Promise.reject(new Error(`answered ${res.status}`)))]);
      const second = await post(key).expect(409);
      expect(second.body.code).toBe('IDEMPOTENCY_KEY_IN_FLIGHT');
      expect(second.headers['retry-after']).toBe('1');
      release();
      const done = await first;
      expect(done.status).toBe(200);
      const replay = await post(key).expect(200);
      expect(replay.body).toEqual(done.body);
    } finally {
      spy.mockRestore();
    }
  });

  it('stores the answer of a call whose client went away before it: the retry is a replay', async () => {
    const { running, release, spy } = holdNextCalculation();
    try {
      const key = newKey();
      const before = await stored(t.tenantId);
      const first = post(key);
      // Sends it (superagent starts on `then`); an aborted request's promise is of no interest.
      void first.then(
        () => undefined,
        () => undefined,
      );
      await running;
      first.abort(); // the client gives up while the calculation runs
      release();
      // Until the first call's answer is stored its key is in flight (409); then it is replayed.
      let retry = await post(key);
      for (let i = 0; retry.status === 409 && i < 100; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20)); // polling: no event says "stored"
        retry = await post(key);
      }
      expect(retry.status).toBe(200);
      expect(retry.headers['idempotent-replayed']).toBe('true');
      expect(await stored(t.tenantId)).toBe(before + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('replays a client error too (404 of an unknown program), and a 400 of the body', async () => {
    const key = newKey();
    const first = await post(key, body({ programId: 'gibt-es-nicht' })).expect(404);
    const again = await post(key, body({ programId: 'gibt-es-nicht' })).expect(404);
    expect(first.body.code).toBe('PROGRAM_NOT_FOUND');
    expect(again.body).toEqual(first.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const invalid = newKey();
    const bad = await post(invalid, body({ projectBudgetEur: -1 })).expect(400);
    const badAgain = await post(invalid, body({ projectBudgetEur: -1 })).expect(400);
    expect(badAgain.body).toEqual(bad.body);
    expect(badAgain.headers['idempotent-replayed']).toBe('true');
  });

  it('does not store a 5xx: the retry with the same key runs anew', async () => {
    const useCase = t.app.get(CreateCalculation);
    const spy = jest.spyOn(useCase, 'execute').mockRejectedValueOnce(new Error('database gone'));
    try {
      const key = newKey();
      const before = await stored(t.tenantId);
      await post(key).expect(500);
      const retry = await post(key).expect(200);
      expect(retry.headers['idempotent-replayed']).toBeUndefined();
      expect(await stored(t.tenantId)).toBe(before + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it('keeps keys per tenant: tenant B with A’s key gets its own result, never A’s', async () => {
    const b = await t.tenants.create({ plan: 'unlimited' });
    const key = newKey();
    const fromA = await post(key).expect(200);
    const fromB = await post(key, body(), b.headers).expect(200);
    expect(fromB.headers['idempotent-replayed']).toBeUndefined();
    expect(fromB.body.calculationId).not.toBe(fromA.body.calculationId);
    expect(await stored(b.tenantId)).toBe(1);
    await post(key, body({ projectBudgetEur: 5000 }), b.headers).expect(422); // B's own stored request
    const rows = await t.app
      .get(DataSource)
      .query(`SELECT tenant_id FROM idempotency_keys WHERE key = $1 ORDER BY tenant_id`, [key]);
    expect(rows.map((r: { tenant_id: string }) => r.tenant_id)).toEqual([t.tenantId, b.tenantId].sort());
    // Row-level security: under B's tenant transaction, a query naming no tenant sees B's row only.
    const seen = await t.app
      .get(TenantTransaction)
      .run(b.tenantId, (em) => em.query(`SELECT tenant_id FROM idempotency_keys WHERE key = $1`, [key]));
    expect(seen).toEqual([{ tenant_id: b.tenantId }]);
  });

  it('keeps sandbox and live apart within one tenant', async () => {
    const token = (await request(t.http).post('/api/v2/developer/sandbox-token').set(t.headers).expect(200))
      .body.access_token as string;
    const key = newKey();
    const live = await post(key).expect(200);
    const sandbox = await post(key, body(), { authorization: `Bearer ${token}` }).expect(200);
    expect(sandbox.headers['idempotent-replayed']).toBeUndefined();
    expect(sandbox.body.calculationId).not.toBe(live.body.calculationId);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'schlüssel'],
    ['a control character', 'a\tb'],
  ])('refuses a key that is %s with 400 VALIDATION_FAILED', async (_, key) => {
    const res = await post(key).expect(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: ['Idempotency-Key'] }] });
  });

  it('forgets a key after 24 hours (the test clock): then it may be used for another request', async () => {
    const key = newKey();
    const first = await post(key).expect(200);
    clock.set(new Date(clock.now().getTime() + 24 * 3600_000 - 1000));
    expect((await post(key).expect(200)).body).toEqual(first.body);
    clock.set(new Date(clock.now().getTime() + 1000));
    const reused = await post(key, body({ projectBudgetEur: 3000 })).expect(200);
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(reused.body.calculationId).not.toBe(first.body.calculationId);
    expect((await post(key, body({ projectBudgetEur: 3000 })).expect(200)).body).toEqual(reused.body);
  });
});
