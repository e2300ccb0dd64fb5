import request from 'supertest';
import { DataSource } from 'typeorm';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';

const TOKEN = 'metrics-scrape-token-0123456789abcdef';
const PROGRAM = '/api/v1/programs/bafa-foerderung-unternehmensberatungen-kmu';

/** The value of one series in Prometheus text format (`name{labels} value`), or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const match = /^([a-z_:]+)(\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries(
      [...(match[3] ?? '').matchAll(/([a-z_]+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => found[k] === v)) return Number(match[4]);
  }
  return undefined;
}

/** `GET /metrics` in Prometheus text format, for a scraper with METRICS_TOKEN only. */
describe('metrics', () => {
  let t: TestApp;
  let free: TestTenant;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
    free = await t.tenants.create({ plan: 'free' });
  });
  afterAll(async () => t?.close());

  const scrape = async () =>
    (await request(t.http).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200)).text;

  it('reports every queue right after the start, 0 when nothing waits (never a missing series)', async () => {
    const queues = (
      (await t.app.get(DataSource).query('SELECT name FROM pgboss.queue ORDER BY name')) as { name: string }[]
    ).map((q) => q.name);
    // The features' queues, registered before the start (webhooks, push, integrations, data protection, video).
    expect(queues).toEqual(expect.arrayContaining(['webhook-delivery']));
    expect(queues.length).toBeGreaterThan(5);
    const text = await scrape();
    const reported = [...text.matchAll(/^job_queue_depth\{queue="([^"]+)"\} (\S+)$/gm)].map((m) => [
      m[1],
      m[2],
    ]);
    expect(reported.sort()).toEqual(queues.map((q) => [q, '0']).sort());
    for (const queue of queues)
      expect({ queue, age: sample(text, 'job_queue_oldest_age_seconds', { queue }) }).toEqual({
        queue,
        age: 0,
      });
    expect(sample(text, 'metrics_collection_failures_total')).toBeUndefined();
  });

  it('refuses a scraper without the token, and never counts the scrape itself', async () => {
    await request(t.http).get('/metrics').expect(401);
    await request(t.http)
      .get('/metrics')
      .set('authorization', 'Bearer wrong-token-0123456789abcdef0123')
      .expect(401);
    const res = await request(t.http).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.text).not.toContain('route="/metrics"');
  });

  it('counts requests by route template, method and status, with durations, plans and refusals', async () => {
    const before = await scrape();
    const count = (text: string, labels: Record<string, string>) =>
      sample(text, 'http_requests_total', labels) ?? 0;
    const read = { method: 'GET', route: '/api/v1/programs/:id', status: '200' };
    for (let i = 0; i < 3; i++) await request(t.http).get(PROGRAM).set(free.headers).expect(200);
    await request(t.http).get('/api/v1/programs/no-such-program').set(free.headers).expect(404);
    await request(t.http).get('/api/v1/programs').expect(401);
    // The Free plan's burst is 10 per second: calls one after another meet RATE_LIMITED within a few dozen.
    let answered = 0;
    let limited = 0;
    while (limited === 0 && answered < 200) {
      const res = await request(t.http).get(PROGRAM).set(free.headers);
      if (res.status === 429) limited++;
      else if (res.status === 200) answered++;
      else throw new Error(`unexpected ${res.status}`);
    }
    expect(limited).toBeGreaterThan(0);

    const after = await scrape();
    expect(count(after, read) - count(before, read)).toBe(3 + answered);
    expect(count(after, { ...read, status: '404' }) - count(before, { ...read, status: '404' })).toBe(1);
    expect(count(after, { method: 'GET', route: '/api/v1/programs', status: '401' })).toBeGreaterThanOrEqual(
      1,
    );
    expect(
      (sample(after, 'http_request_duration_seconds_count', read) ?? 0) -
        (sample(before, 'http_request_duration_seconds_count', read) ?? 0),
    ).toBe(3 + answered);
    expect(
      (sample(after, 'api_limit_refusals_total', { code: 'RATE_LIMITED' }) ?? 0) -
        (sample(before, 'api_limit_refusals_total', { code: 'RATE_LIMITED' }) ?? 0),
    ).toBe(limited);
    expect(
      sample(after, 'api_authenticated_calls_total', { plan: 'free', mode: 'live' }),
    ).toBeGreaterThanOrEqual(4 + answered);
    // No series names a tenant or a program id.
    expect(after).not.toContain(free.tenantId);
    expect(after).not.toContain('no-such-program');
  });

  it('reports queues, streams, webhook attempts and the process', async () => {
    const text = await scrape();
    for (const name of [
      'sse_streams_open',
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
    ])
      expect({ name, value: sample(text, name) }).toEqual({ name, value: expect.any(Number) });
    expect(text).toContain('# TYPE job_queue_depth gauge');
    expect(text).toContain('# TYPE job_queue_oldest_age_seconds gauge');
    expect(text).toContain('# TYPE webhook_delivery_attempts_total counter');
    expect(text).toContain('# TYPE db_pool_connections gauge');
  });
});

describe('metrics switched off (no METRICS_TOKEN)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('answers /metrics like an unknown path, whatever the credential', async () => {
    const res = await request(t.http).get('/metrics').set('authorization', `Bearer ${TOKEN}`).expect(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });
});
