import { AppMetrics } from './app-metrics';

const lines = async (metrics: AppMetrics, prefix: string) =>
  (await metrics.registry.metrics()).split('\n').filter((l) => l.startsWith(prefix));

describe('AppMetrics.gauge', () => {
  it('reports what collect returns, one series per label set', async () => {
    const metrics = new AppMetrics('t'.repeat(32));
    metrics.gauge('queue_depth', 'Jobs waiting.', ['queue'], () => [
      { labels: { queue: 'a' }, value: 0 },
      { labels: { queue: 'b' }, value: 3 },
    ]);
    expect(await lines(metrics, 'queue_depth')).toEqual([
      'queue_depth{queue="a"} 0',
      'queue_depth{queue="b"} 3',
    ]);
  });

  it('counts a failed reading, reports no series for it, and still answers the scrape', async () => {
    const metrics = new AppMetrics('t'.repeat(32));
    let fail = false;
    metrics.gauge('queue_depth', 'Jobs waiting.', ['queue'], async () => {
      if (fail) throw new Error('relation "pgboss.queue" does not exist');
      return [{ labels: { queue: 'a' }, value: 2 }];
    });
    expect(await lines(metrics, 'queue_depth')).toEqual(['queue_depth{queue="a"} 2']);
    fail = true;
    // The last good value is not repeated: no series at all, so "not measured" is not "nothing waiting".
    expect(await lines(metrics, 'queue_depth')).toEqual([]);
    expect(await lines(metrics, 'metrics_collection_failures_total{')).toEqual([
      'metrics_collection_failures_total{gauge="queue_depth"} 1',
    ]);
    await metrics.registry.metrics();
    expect(await lines(metrics, 'metrics_collection_failures_total{')).toEqual([
      'metrics_collection_failures_total{gauge="queue_depth"} 3',
    ]);
  });
});
