import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppMetrics } from './app-metrics';

/**
 * Every queue pg-boss knows (`pgboss.queue`: each registered queue is created at start) with its waiting jobs
 * (`created` or `retry` in `pgboss.job`): a queue with none is a row with 0, not a missing series.
 */
const QUEUE_STATE = `
  SELECT q.name, count(j.id)::int AS depth,
         COALESCE(EXTRACT(EPOCH FROM now() - min(j.created_on)), 0)::float8 AS age
    FROM pgboss.queue q
    LEFT JOIN pgboss.job j ON j.name = q.name AND j.state IN ('created', 'retry')
   GROUP BY q.name`;

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * The kernel's scrape-time gauges: the job queue's depth and oldest waiting job per queue (the webhook outbox
 * drains through the `webhook-delivery` queue, so its age is the outbox lag) and the PostgreSQL pool. Read
 * only when scraped; every queue has a sample (0 when empty), and a failed reading (the database away, pg-boss
 * not started) leaves both queue gauges without series and counts `metrics_collection_failures_total`.
 */
@Injectable()
export class KernelGauges {
  constructor(metrics: AppMetrics, dataSource: DataSource) {
    if (!metrics.enabled) return;
    type QueueState = { name: string; depth: number; age: number }[];
    // Both queue gauges are collected at once by one scrape (prom-client collects all metrics together):
    // they share the statement in flight instead of reading pgboss.job twice.
    let inFlight: Promise<QueueState> | null = null;
    const queues = (): Promise<QueueState> =>
      (inFlight ??= (dataSource.query(QUEUE_STATE) as Promise<QueueState>).finally(() => (inFlight = null)));
    metrics.gauge('job_queue_depth', 'Jobs waiting (created or retry), by queue.', ['queue'], async () =>
      (await queues()).map((q) => ({ labels: { queue: q.name }, value: q.depth })),
    );
    metrics.gauge(
      'job_queue_oldest_age_seconds',
      'Age of the oldest waiting job, by queue (webhook-delivery: the outbox lag).',
      ['queue'],
      async () => (await queues()).map((q) => ({ labels: { queue: q.name }, value: Number(q.age) })),
    );
    metrics.gauge('db_pool_connections', 'PostgreSQL pool connections by state.', ['state'], () => {
      // The embedded database has one in-process connection and no pool to report.
      const pool = (dataSource.driver as unknown as { master?: PoolLike }).master;
      if (!pool || typeof pool.totalCount !== 'number') return [];
      return [
        { labels: { state: 'total' }, value: pool.totalCount },
        { labels: { state: 'idle' }, value: pool.idleCount },
        { labels: { state: 'waiting' }, value: pool.waitingCount },
      ];
    });
  }
}
