import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { MAX_BATCH_BYTES } from '../../apps/api/src/analytics/analytics-events.controller';
import { DataSource } from 'typeorm';
import { isGerman } from '../fuzz/response-checks';
import { createTestApp, type TestApp } from '../support/test-app';

jest.setTimeout(30_000);

const URL = '/api/v2/analytics/events';

const event = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: 'calculation.created',
  occurredAt: new Date(Date.now() - 60_000).toISOString(),
  actorId: 'a-1f3c',
  properties: { programId: 'bafa-beratung' },
  utm: { source: 'Newsletter', medium: 'Email', campaign: 'Herbst' },
  ...over,
});

describe('Analytics ingestion', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('stores a batch once: sent again, every event is a duplicate', async () => {
    const batch = [event(), event({ name: 'search.performed', properties: { resultCount: 3 } })];
    const first = await request(t.http).post(URL).set(t.headers).send({ events: batch }).expect(200);
    expect(first.body).toEqual({ accepted: 2, duplicates: 0, rejected: [] });
    const again = await request(t.http).post(URL).set(t.headers).send({ events: batch }).expect(200);
    expect(again.body).toEqual({ accepted: 0, duplicates: 2, rejected: [] });
  });

  it('counts an id repeated inside one batch as a duplicate', async () => {
    const e = event();
    const res = await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({ events: [e, e] })
      .expect(200);
    expect(res.body).toEqual({ accepted: 1, duplicates: 1, rejected: [] });
  });

  it('partial success: refuses bad events by index, field and code and stores the rest', async () => {
    const good = event();
    const res = await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({
        events: [
          good,
          event({ occurredAt: '1999-12-31T23:59:59Z' }),
          event({ occurredAt: new Date(Date.now() + 2 * 3600_000).toISOString() }),
          event({ actorId: 'max.mustermann@example.org' }),
          event({ properties: {} }),
          event({ id: 'not-a-uuid' }),
          event({ occurredAt: 1700000000 }),
          event({ name: 'Bad Name' }),
          event({ properties: { programId: 'x', email: 'y' } }),
          'no object',
        ],
      })
      .expect(200);
    expect(res.body.accepted).toBe(1);
    expect(res.body.duplicates).toBe(0);
    expect(
      res.body.rejected.map((r: { index: number; field: string; code: string }) => [
        r.index,
        r.field,
        r.code,
      ]),
    ).toEqual([
      [1, 'occurredAt', 'TOO_OLD'],
      [2, 'occurredAt', 'IN_FUTURE'],
      [3, 'actorId', 'PERSONAL_DATA'],
      [4, 'properties.programId', 'MISSING_PROPERTY'],
      [5, 'id', 'INVALID_ID'],
      [6, 'occurredAt', 'INVALID_TIMESTAMP'],
      [7, 'name', 'INVALID_NAME'],
      [8, 'properties.email', 'INVALID_PROPERTY'],
      [9, '', 'INVALID_ID'],
    ]);
  });

  it('corrects the client clock by sentAt: an event from a fast clock is accepted at the right time', async () => {
    // The device clock runs 3 h ahead: without sentAt the event would be "in the future".
    const ahead = 3 * 3600_000;
    const deviceNow = Date.now() + ahead;
    const e = event({ occurredAt: new Date(deviceNow - 10_000).toISOString() });
    const refused = await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({ events: [e] })
      .expect(200);
    expect(refused.body.rejected[0]).toMatchObject({ code: 'IN_FUTURE' });
    const res = await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({ events: [{ ...e, sentAt: new Date(deviceNow).toISOString() }] })
      .expect(200);
    expect(res.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
  });

  it('refuses a batch above the plan limit with 413, and a malformed envelope with 400', async () => {
    const free = await t.tenants.create({ plan: 'free' });
    const many = Array.from({ length: 101 }, () => event());
    const res = await request(t.http).post(URL).set(free.headers).send({ events: many }).expect(413);
    expect(res.body.code).toBe('ANALYTICS_BATCH_TOO_LARGE');
    const bad = await request(t.http).post(URL).set(t.headers).send({ events: 'x' }).expect(400);
    expect(bad.body.issues[0].path).toEqual(['events']);
    await request(t.http).post(URL).set(t.headers).send({ events: [] }).expect(400);
  });

  it('refuses nested property values and an e-mail anywhere in an event, each with a German message', async () => {
    const custom = (properties: Record<string, unknown>, over: Record<string, unknown> = {}) =>
      event({ name: 'contact.requested', properties, ...over });
    const res = await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({
        events: [
          custom({ kontakt: { mail: 'max.mustermann@example.org' } }),
          custom({ list: ['erika@example.org'] }),
          custom({ nested: { a: 1 } }),
          custom({ list: [1, 2] }),
          event({ utm: { source: 'max.mustermann@example.org' } }),
          custom({ ok: 'x' }, { utm: { campaign: 'herbst', content: 'erika@example.org' } }),
          custom({ ok: true }),
        ],
      })
      .expect(200);
    expect(res.body.accepted).toBe(1);
    expect(
      res.body.rejected.map((r: { index: number; field: string; code: string }) => [
        r.index,
        r.field,
        r.code,
      ]),
    ).toEqual([
      [0, 'properties.kontakt.mail', 'PERSONAL_DATA'],
      [1, 'properties.list.0', 'PERSONAL_DATA'],
      [2, 'properties.nested', 'INVALID_PROPERTY'],
      [3, 'properties.list', 'INVALID_PROPERTY'],
      [4, 'utm.source', 'PERSONAL_DATA'],
      [5, 'utm.content', 'PERSONAL_DATA'],
    ]);
    for (const refusal of res.body.rejected) expect(isGerman(refusal.message)).toBe(true);
    const stored = await t.app
      .get(DataSource)
      .query(
        `SELECT count(*)::int AS n FROM analytics_events WHERE properties::text LIKE '%@example.org%' OR coalesce(utm_source, '') LIKE '%@%'`,
      );
    expect(stored[0].n).toBe(0);
  });

  it.each([
    ['free', 100],
    ['developer', 500],
    ['scale', 1_000],
    ['unlimited', 1_000],
  ])(
    'answers one event over the %s plan limit (%i) with 413, not a 400 of the body guard',
    async (plan, limit) => {
      const tenant = await t.tenants.create({ plan: plan as 'free' });
      const minimal = { id: randomUUID(), name: 'x.y', occurredAt: '2026-01-01T00:00:00Z', actorId: 'a' };
      const many = Array.from({ length: limit + 1 }, () => ({ ...minimal, id: randomUUID() }));
      const res = await request(t.http).post(URL).set(tenant.headers).send({ events: many });
      expect({ status: res.status, code: res.body.code }).toEqual({
        status: 413,
        code: 'ANALYTICS_BATCH_TOO_LARGE',
      });
      expect(isGerman(res.body.error)).toBe(true);
    },
  );

  it('answers 413 for as many events as fit in 500 KB, however small', async () => {
    const many = Array.from({ length: 20_000 }, () => ({}));
    expect(Buffer.byteLength(JSON.stringify({ events: many }))).toBeLessThan(MAX_BATCH_BYTES);
    const res = await request(t.http).post(URL).set(t.headers).send({ events: many });
    expect({ status: res.status, code: res.body.code }).toEqual({
      status: 413,
      code: 'ANALYTICS_BATCH_TOO_LARGE',
    });
  });

  it('takes a body above the global limit up to its own 500 KB, and answers 413 in the error shape above', async () => {
    // 1,000 events must fit: the route's limit replaces the global one (100 KB in tests), not the other way.
    const batch = Array.from({ length: 1_000 }, () => event());
    const size = Buffer.byteLength(JSON.stringify({ events: batch }));
    expect(size).toBeGreaterThan(t.config.bodyLimitBytes);
    expect(size).toBeLessThan(MAX_BATCH_BYTES);
    const taken = await request(t.http).post(URL).set(t.headers).send({ events: batch }).expect(200);
    expect(taken.body).toEqual({ accepted: 1_000, duplicates: 0, rejected: [] });

    const big = JSON.stringify({
      events: [event({ properties: { programId: 'x'.repeat(MAX_BATCH_BYTES) } })],
    });
    const refused = await request(t.http)
      .post(URL)
      .set(t.headers)
      .set('content-type', 'application/json')
      .send(big)
      .expect(413);
    expect(refused.body).toEqual({ error: 'Der Anfragekörper ist zu groß.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('keeps ids per tenant: another tenant may use the same id, and sees nothing of the first', async () => {
    const other = await t.tenants.create();
    const e = event();
    await request(t.http)
      .post(URL)
      .set(t.headers)
      .send({ events: [e] })
      .expect(200);
    const res = await request(t.http)
      .post(URL)
      .set(other.headers)
      .send({ events: [e] })
      .expect(200);
    expect(res.body).toEqual({ accepted: 1, duplicates: 0, rejected: [] });
  });
});
