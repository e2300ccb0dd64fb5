import { FixedClock, type TenantId } from '@libs/shared';
import { FixedEntitlements } from '../../access/testing';
import { InMemoryAnalyticsEventStore } from '../testing/in-memory-analytics-event-store';
import { AnalyticsBatchTooLargeError } from './analytics.errors';
import { IngestEvents } from './ingest-events.use-case';

const NOW = new Date('2026-11-23T12:00:00Z');
const scope = { tenantId: '7d3c1a52-0000-4000-8000-000000000001' as TenantId, sandbox: false };
// Only the field ingestion reads: a use case that read another would fail here.
const plan = (analyticsEventsPerBatch: number) => new FixedEntitlements({ analyticsEventsPerBatch });
let n = 0;
const event = (over: Record<string, unknown> = {}) => ({
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  name: 'search.performed',
  actorId: 'a1',
  occurredAt: '2026-11-23T11:00:00Z',
  ...over,
});

describe('IngestEvents', () => {
  it('stores valid events, counts repeats as duplicates and lists refusals in batch order', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const ingest = new IngestEvents(store, plan(1000), new FixedClock(NOW));
    const a = event();
    const first = await ingest.execute(scope, [a, event({ name: 'X' }), a]);
    expect(first).toEqual({
      accepted: 1,
      duplicates: 1,
      rejected: [{ index: 1, id: expect.any(String), field: 'name', code: 'INVALID_NAME' }],
    });
    expect(await ingest.execute(scope, [a])).toEqual({ accepted: 0, duplicates: 1, rejected: [] });
    expect(store.events).toHaveLength(1);
  });

  it('shifts occurredAt by the sender clock error (now − sentAt)', async () => {
    const store = new InMemoryAnalyticsEventStore();
    const ingest = new IngestEvents(store, plan(1000), new FixedClock(NOW));
    // the device clock is 2 h behind: its 10:00 was our 12:00
    await ingest.execute(scope, [
      event({ occurredAt: '2026-11-23T09:59:00Z', sentAt: '2026-11-23T10:00:00Z' }),
    ]);
    expect(store.events[0]!.occurredAt.toISOString()).toBe('2026-11-23T11:59:00.000Z');
  });

  it('takes the batch limit from the plan', async () => {
    const ingest = new IngestEvents(new InMemoryAnalyticsEventStore(), plan(500), new FixedClock(NOW));
    const batch = Array.from({ length: 501 }, () => event());
    await expect(ingest.execute(scope, batch)).rejects.toBeInstanceOf(AnalyticsBatchTooLargeError);
    await expect(ingest.execute(scope, batch.slice(1))).resolves.toMatchObject({ accepted: 500 });
  });

  it('accepts the edges: exactly 2000-01-01 and exactly one hour ahead', async () => {
    const ingest = new IngestEvents(new InMemoryAnalyticsEventStore(), plan(1000), new FixedClock(NOW));
    const res = await ingest.execute(scope, [
      event({ occurredAt: '2000-01-01T00:00:00Z' }),
      event({ occurredAt: '2026-11-23T13:00:00Z' }),
      event({ occurredAt: '2026-11-23T13:00:00.001Z' }),
    ]);
    expect(res.accepted).toBe(2);
    expect(res.rejected).toEqual([
      { index: 2, id: expect.any(String), field: 'occurredAt', code: 'IN_FUTURE' },
    ]);
  });
});
