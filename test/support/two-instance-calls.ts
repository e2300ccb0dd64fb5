import request from 'supertest';
import type { FixedClock } from '@libs/shared';
import type { TestApp } from './test-app';

/**
 * The two-instance quota scenario (rate-limit.e2e-spec.ts with Redis, quota-instances-database.e2e-spec.ts
 * with PostgreSQL alone): twelve rounds, each in a new second, of ten concurrent calls alternating between
 * the instances and the tenant's two keys (5 per key, its burst; 10 per tenant, the tenant's). Answers the
 * statuses in order; a refusal must be the quota's.
 */
export async function callsOverTwoInstances(
  a: TestApp,
  b: TestApp,
  keys: readonly string[],
  clock: FixedClock,
  path: string,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let round = 0; round < 12; round++) {
    clock.set(new Date(clock.now().getTime() + 1000));
    const calls = Array.from({ length: 10 }, (_, i) =>
      request((i % 2 === 0 ? a : b).http)
        .get(path)
        .set({ 'x-api-key': keys[i % 2]! }),
    );
    for (const response of await Promise.all(calls)) {
      statuses.push(response.status);
      if (response.status === 429) expect(response.body.code).toBe('QUOTA_EXCEEDED');
    }
  }
  return statuses;
}
