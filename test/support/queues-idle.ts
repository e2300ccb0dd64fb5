import type { INestApplication } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { eventually } from './webhook-receiver';

/**
 * Polls until no job of `queues` is waiting, running or set to retry. Once a test has seen the work it expects,
 * this is when "nothing more comes" becomes a fact: a duplicate delivery, a second run or a retry would be one
 * of these jobs. It replaces sleeping for "a polling interval", which passes on a fast machine by luck and
 * fails on a loaded one. A job whose retry lies in the future keeps its queue busy: assert on its
 * `start_after` instead (`retryOf`).
 */
export async function queuesIdle(app: INestApplication, queues: string[], timeoutMs = 30_000): Promise<void> {
  const ds = app.get(DataSource);
  await eventually(async () => {
    const [{ busy }] = (await ds.query(
      `SELECT count(*)::int AS busy FROM pgboss.job WHERE name = ANY($1) AND state IN ('created', 'retry', 'active')`,
      [queues],
    )) as [{ busy: number }];
    return busy === 0 ? true : undefined;
  }, timeoutMs);
}

/** The queue's jobs that wait for a retry, with the seconds until they may start (negative: due). */
export async function retryOf(app: INestApplication, queue: string): Promise<{ startsInSeconds: number }[]> {
  const rows = (await app
    .get(DataSource)
    .query(
      `SELECT extract(epoch FROM start_after - now())::float8 AS "startsInSeconds" FROM pgboss.job WHERE name = $1 AND state = 'retry'`,
      [queue],
    )) as { startsInSeconds: number }[];
  return rows;
}
