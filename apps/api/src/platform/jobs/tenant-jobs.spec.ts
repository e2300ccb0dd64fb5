import { tenantIdOf } from '@libs/shared';
import { InMemoryJobQueue } from '../testing';
import { defineTenantJob, TenantJobs, type TenantJobData } from './tenant-jobs';

interface ProbeJob extends TenantJobData {
  n: number;
}
const PROBE = defineTenantJob<ProbeJob>('probe');
const TENANT = tenantIdOf('00000000-0000-4000-8000-0000000000aa');

describe('TenantJobs', () => {
  it('enqueues the envelope with its tenant on the named queue', async () => {
    const queue = new InMemoryJobQueue();
    await new TenantJobs(queue).enqueue(PROBE, { tenantId: TENANT, n: 1 }, { startAfterSeconds: 5 });
    expect(queue.enqueued).toEqual([
      { queue: 'probe', data: { tenantId: TENANT, n: 1 }, options: { startAfterSeconds: 5 } },
    ]);
  });

  it('hands a job to its handler only with a well-formed tenant, and drops one without', async () => {
    const queue = new InMemoryJobQueue();
    const handled: ProbeJob[] = [];
    new TenantJobs(queue).register(PROBE, async (job) => void handled.push(job));
    await queue.deliver('probe', { tenantId: TENANT, n: 1 });
    await queue.deliver('probe', { n: 2 });
    await queue.deliver('probe', { tenantId: "x' OR 1=1", n: 3 });
    expect(handled).toEqual([{ tenantId: TENANT, n: 1 }]);
  });
});
