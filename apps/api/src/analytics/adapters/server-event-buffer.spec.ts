import { FixedClock, parseTenantId } from '@libs/shared';
import { InMemoryAnalyticsEventStore } from '../testing/in-memory-analytics-event-store';
import type { ValidEvent } from '../domain/event-validation';
import { ServerEventBuffer } from './server-event-buffer';

const NOW = new Date('2026-11-20T10:00:00Z');
const A = { tenantId: parseTenantId('11111111-1111-4111-8111-111111111111')!, sandbox: false };
const B = { tenantId: parseTenantId('22222222-2222-4222-8222-222222222222')!, sandbox: false };
let n = 0;
const event = (): ValidEvent => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'program.viewed',
  actorId: 'nutzer-1',
  occurredAt: NOW,
  properties: { programId: 'p1' },
  utm: {},
});

describe('ServerEventBuffer', () => {
  it('holds events until a flush, then writes them per tenant with origin server', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const buffer = new ServerEventBuffer(store, new FixedClock(NOW));
    buffer.push(A, event());
    buffer.push(B, event());
    buffer.push(A, event());
    expect(store.events).toHaveLength(0);
    await buffer.flush();
    expect(store.events.map((e) => [e.tenantId, e.origin])).toEqual([
      [A.tenantId, 'server'],
      [A.tenantId, 'server'],
      [B.tenantId, 'server'],
    ]);
    expect(buffer.pendingCount).toBe(0);
    expect(buffer.written).toBe(3);
  });

  it('drops and counts what comes beyond its capacity', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const buffer = new ServerEventBuffer(store, new FixedClock(NOW), {
      flushIntervalMs: 60_000,
      flushAt: 100,
      capacity: 2,
    });
    expect([buffer.push(A, event()), buffer.push(A, event()), buffer.push(A, event())]).toEqual([
      true,
      true,
      false,
    ]);
    expect(buffer.dropped).toBe(1);
    await buffer.flush();
    expect(store.events).toHaveLength(2);
    expect(buffer.push(A, event())).toBe(true);
  });

  it('starts a flush of its own once flushAt events are pending', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const buffer = new ServerEventBuffer(store, new FixedClock(NOW), {
      flushIntervalMs: 60_000,
      flushAt: 2,
      capacity: 10,
    });
    buffer.push(A, event());
    await new Promise((resolve) => setImmediate(resolve));
    expect(store.events).toHaveLength(0);
    buffer.push(A, event());
    await new Promise((resolve) => setImmediate(resolve));
    await buffer.flush();
    expect(store.events).toHaveLength(2);
    expect(buffer.written).toBe(2);
  });

  it('counts a failed write as dropped and goes on with the next tenant', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const append = store.append.bind(store);
    store.append = (scope, events, origin) =>
      scope.tenantId === A.tenantId ? Promise.reject(new Error('down')) : append(scope, events, origin);
    const buffer = new ServerEventBuffer(store, new FixedClock(NOW));
    buffer.push(A, event());
    buffer.push(B, event());
    await buffer.stop();
    expect(buffer.dropped).toBe(1);
    expect(store.events.map((e) => e.tenantId)).toEqual([B.tenantId]);
  });
});
