import fc from 'fast-check';
import { InMemoryLeaseStore } from '../adapters/in-memory-lease-store';
import { leaseSize } from '../domain/quota-lease';
import type { LeaseStore } from './lease-store.port';
import { LeasedCounter } from './leased-counter';

const KEY = 'tenant/2026-06';

/** The shared store, each grant answered when the scheduler says: instances' grants interleave arbitrarily. */
function scheduledStore(s: fc.Scheduler, inner: InMemoryLeaseStore): LeaseStore {
  return {
    grant: (key, want, ceiling) => s.schedule(Promise.resolve()).then(() => inner.grant(key, want, ceiling)),
    release: (key, count) => s.schedule(Promise.resolve()).then(() => inner.release(key, count)),
  } as LeaseStore;
}

describe('lease arithmetic (ADR 0026)', () => {
  it('sizes blocks to a sixteenth of what remains, at least the calls waiting, 1 at the end, never past it', () => {
    expect(leaseSize(100, 1)).toBe(6);
    expect(leaseSize(31, 1)).toBe(1);
    expect(leaseSize(3, 5)).toBe(3);
    expect(leaseSize(0, 1)).toBe(0);
    expect(leaseSize(10_000_000, 1)).toBe(1_000);
    fc.assert(
      fc.property(
        fc.integer({ min: -5, max: 100_000 }),
        fc.integer({ min: 1, max: 50 }),
        (remaining, want) => {
          const size = leaseSize(remaining, want);
          expect(size).toBeLessThanOrEqual(Math.max(0, remaining));
          if (remaining > 0) expect(size).toBeGreaterThanOrEqual(Math.min(remaining, want));
          if (remaining > 0 && remaining < 32) expect(size).toBe(Math.min(remaining, want));
        },
      ),
    );
  });

  it('admits at most the quota over interleaved instances, each number once, and exactly the quota once blocks are given back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.nat(3), fc.integer({ min: 1, max: 8 })), { maxLength: 60 }),
        async (s, quota, instances, batches) => {
          const inner = new InMemoryLeaseStore();
          const counters = Array.from(
            { length: instances },
            () => new LeasedCounter(scheduledStore(s, inner)),
          );
          const calls = batches.flatMap(([at, n]) =>
            Array.from({ length: n }, () => counters[at % instances]!.take(KEY, quota)),
          );
          const numbers = (await s.waitFor(Promise.all(calls))).filter((n): n is number => n !== null);
          expect(numbers.length).toBeLessThanOrEqual(quota);
          expect(new Set(numbers).size).toBe(numbers.length);
          expect(numbers.every((n) => n >= 1 && n <= quota)).toBe(true);
          // Shutdown of every instance gives its unused block back; one instance then calls until refused.
          await s.waitFor(Promise.all(counters.map((c) => c.release(0))));
          let more = 0;
          while ((await s.waitFor(counters[0]!.take(KEY, quota))) !== null) more += 1;
          expect(numbers.length + more).toBe(quota);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('admits exactly min(calls, quota) when calls go round-robin over the instances, nothing given back', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.scheduler(),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 1, max: 10 }),
        fc.integer({ min: 0, max: 400 }),
        async (s, quota, instances, concurrency, calls) => {
          const inner = new InMemoryLeaseStore();
          const counters = Array.from(
            { length: instances },
            () => new LeasedCounter(scheduledStore(s, inner)),
          );
          let admitted = 0;
          for (let sent = 0; sent < calls; sent += concurrency) {
            const round = Array.from({ length: Math.min(concurrency, calls - sent) }, (_, i) =>
              counters[(sent + i) % instances]!.take(KEY, quota),
            );
            admitted += (await s.waitFor(Promise.all(round))).filter((n) => n !== null).length;
          }
          expect(admitted).toBe(Math.min(calls, quota));
        },
      ),
      { numRuns: 200 },
    );
  });
});
