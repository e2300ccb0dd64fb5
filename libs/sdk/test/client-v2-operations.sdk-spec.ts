import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { V2_OPERATIONS } from '../src/generated/v2-operations';
import { FoerdermittelApiError, FoerdermittelClient, FoerdermittelV2Api } from '../src/index';

/**
 * The methods generated from the v2 document (generated/v2-operations.ts) against the running app: every
 * operation of the served document has a method, and they send path, query, body, headers and idempotency
 * keys as their operations declare.
 */
describe('client.v2: one method per v2 operation', () => {
  let t: TestApp;
  let baseUrl: string;
  const sent: { method: string; url: URL; headers: Headers }[] = [];
  const spy: typeof fetch = (input, init) => {
    sent.push({
      method: init?.method ?? 'GET',
      url: new URL(String(input)),
      headers: new Headers(init?.headers),
    });
    return fetch(input, init);
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => t?.close());
  beforeEach(() => sent.splice(0));

  const api = () =>
    new FoerdermittelClient({ baseUrl, credentials: { apiKey: t.headers['x-api-key']! }, fetch: spy }).v2;

  it('has a method for every operation of the served v2 document', async () => {
    const document = (await (await fetch(`${baseUrl}/api/v2/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).flatMap((op) => (op.operationId ? [op.operationId] : [])),
    );
    const client = api() as unknown as Record<string, unknown>;
    // The event stream is read by streamNotifications (an EventSource-like reader), not a method.
    const missing = ids.filter((id) => id !== 'streamNotifications' && typeof client[id] !== 'function');
    expect(missing).toEqual([]);
    // Generated and hand-written never overlap: a hand-written method replaces the generated one.
    const handWritten = Object.getOwnPropertyNames(FoerdermittelV2Api.prototype);
    expect(Object.keys(V2_OPERATIONS).filter((id) => handWritten.includes(id))).toEqual([]);
  });

  it('sends a body with a generated idempotency key, fills path parameters and reads text answers', async () => {
    const plan = await api().createFundingPlan({
      body: {
        company: {
          employeeCount: 40,
          revenueEur: 8_000_000,
          balanceSheetEur: 8_000_000,
          federalState: 'SN',
          industryCode: '62.01',
        },
        project: {
          title: 'Neue Fertigungslinie',
          plannedStart: '2027-03-01',
          applicationDate: '2026-12-15',
          costs: { investment: 1_000_000 },
        },
        programIds: ['bmwk-grw-gewerbliche-investitionen'],
      },
    });
    expect(sent[0]!.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    const again = await api().getFundingPlan({ path: { id: plan.id } });
    expect(again.id).toBe(plan.id);
    expect(sent[1]!.url.pathname).toBe(`/api/v2/funding-plans/${plan.id}`);
    const summary = await api().getFundingPlanSummary({ path: { id: plan.id } });
    expect(typeof summary).toBe('string');
    expect(summary).toContain('<html');
    expect(sent[2]!.headers.get('accept')).toBe('text/html');
  });

  it('passes query parameters and repeats a given idempotency key', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const events = [{ id, name: 'search.performed', occurredAt: new Date().toISOString(), actorId: 'a-1' }];
    const first = await api().ingestAnalyticsEvents({ body: { events } }, { idempotencyKey: key });
    expect(first.accepted).toBe(1);
    expect(sent[0]!.headers.get('idempotency-key')).toBe(key);
    const from = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const funnel = await api().getAnalyticsFunnel({
      query: { steps: 'search.performed,match.performed', from, to },
    });
    expect(funnel).toBeDefined();
    expect(sent[1]!.url.searchParams.get('steps')).toBe('search.performed,match.performed');
  });

  it('answers undefined to a 304 and throws typed errors', async () => {
    await api().evaluateFeatureFlags();
    const etag = (await fetch(`${baseUrl}/api/v2/feature-flags`, { headers: t.headers })).headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await api().evaluateFeatureFlags({ headers: { 'If-None-Match': etag! } })).toBeUndefined();
    const error = await api()
      .getFundingPlan({ path: { id: randomUUID() } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FoerdermittelApiError);
    expect((error as FoerdermittelApiError).status).toBe(404);
  });
});
