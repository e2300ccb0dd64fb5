import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventually } from './webhook-receiver';

/**
 * Polls until no job of `queues` whose data holds `data` (a tenant, a subscription) waits, runs or is set to
 * retry. Once a test has seen the work it expects,
 * this is when "nothing more comes" becomes a fact: a duplicate delivery, a second run or a retry would be one
 * of these jobs. It replaces sleeping for "a polling interval", which passes on a fast machine by luck and
 * fails on a loaded one. A job whose retry lies in the future keeps its queue busy: assert on its
 * delay instead (`delayedJobs`).
 */
export async function queuesIdle(
  app: INestApplication,
  queues: string[],
  { data = {}, timeoutMs = 30_000 }: { data?: Record<string, string>; timeoutMs?: number } = {},
): Promise<void> {
  const ds = app.get(DataSource);
  await eventually(async () => {
    const [{ busy }] = (await ds.query(
      `SELECT count(*)::int AS busy FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')
         AND data @> $2::jsonb`,
      [queues, JSON.stringify(data)],
    )) as [{ busy: number }];
    return busy === 0 ? true : undefined;
  }, timeoutMs);
}

/**
 * Seconds until each job of `queue` (of one tenant, when given) that is not due yet may start: a retry with a
 * delay is such a job. A test asserts the delay itself instead of sleeping through part of it.
 */
export async function delayedJobs(
  app: INestApplication,
  queue: string,
  tenantId?: string,
): Promise<number[]> {
  const rows = (await app.get(DataSource).query(
    `SELECT extract(epoch FROM start_after - now())::float8 AS seconds FROM pgboss.job
      WHERE name = $1 AND state IN ('created', 'retry') AND start_after > now() AND ($2::text IS NULL OR data->>'tenantId' = $2)`,
    [queue, tenantId ?? null],
  )) as { seconds: number }[];
  return rows.map((r) => r.seconds);
}
