import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { PgBossJobQueue } from '../../apps/api/src/platform/jobs/pg-boss-job-queue';
import { QueuedScheduledJobs } from '../../apps/api/src/platform/jobs/queued-scheduled-jobs';
import { SchedulerRegistry } from '@nestjs/schedule';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { TypeormJobRunStore } from '../../apps/api/src/platform/jobs/typeorm-job-run-store';
import { countingJobModule, JobCalls } from '../support/counting-scheduled-job';
import { createTestApp, type TestApp } from '../support/test-app';
import { eventually } from '../support/webhook-receiver';

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
const BASE = '/api/v2/cron';
const bearer = { authorization: `Bearer ${SECRET}` };
// Tuesday afternoon: the daily 03:00 (Berlin) slot passed hours ago, so the start-up tick leaves this new
// job alone (a new schedule starts with its next slot) and the triggers below own the slot.
const TUESDAY = new Date('2026-11-24T14:00:00Z');
const TUESDAY_SLOT = '2026-11-24T02:00:00.000Z';

describe('Scheduled-job triggers (/api/v2/cron)', () => {
  const clock = new FixedClock(TUESDAY);
  const calls = new JobCalls();
  let t: TestApp;
  /** A second instance's scheduler on the same (embedded) database: its own queue client and registry. */
  let other: { jobs: QueuedScheduledJobs; queue: PgBossJobQueue; ticker: ScheduleTicker };

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      cronSecret: SECRET,
      jobs: { workers: true, pollingIntervalSeconds: 0.5 },
      // legal-monitoring is the catalogue-sync module's job: left out, the test schedules its own under the name.
      withoutFeatures: ['catalogue-sync'],
      imports: [
        countingJobModule({ name: 'legal-monitoring', cron: '0 3 * * *', timeZone: 'Europe/Berlin', calls }),
      ],
    });
    // The test drives the schedule itself (runDueSlots at chosen times), not the 30 s timer.
    await t.app.get(ScheduleTicker).stop();
    const dataSource = t.app.get(DataSource);
    const queue = new PgBossJobQueue(dataSource, {
      workers: false,
      pollingIntervalSeconds: 1,
      concurrency: 1,
    });
    const jobs = new QueuedScheduledJobs(new TypeormJobRunStore(dataSource), queue, clock);
    jobs.schedule('legal-monitoring', '0 3 * * *', 'Europe/Berlin', async () => {
      throw new Error('the other instance has no worker in this test');
    });
    jobs.onModuleInit();
    other = { jobs, queue, ticker: new ScheduleTicker(jobs, clock, true, new SchedulerRegistry()) };
  });
  afterAll(async () => {
    await other?.queue.onModuleDestroy();
    await t?.close();
  });

  const runOf = async (id: string) =>
    (await request(t.http).get(`${BASE}/runs/${id}`).set(bearer).expect(200)).body;
  const finished = (id: string) =>
    eventually(async () => {
      const run = await runOf(id);
      return run.status === 'succeeded' || run.status === 'failed' ? run : undefined;
    });

  it('answers 501 JOB_NOT_AVAILABLE for a spec job no module implements yet', async () => {
    // program-sync belongs to the catalogue-sync module, left out of this app (above).
    for (const job of ['program-sync']) {
      const res = await request(t.http).get(`${BASE}/${job}`).set(bearer).expect(501);
      expect(res.body).toEqual({
        error: expect.stringMatching(/noch nicht verfügbar/),
        code: 'JOB_NOT_AVAILABLE',
      });
    }
  });

  it('refuses a missing or wrong secret with 401 and WWW-Authenticate, before anything is queued', async () => {
    for (const headers of [{}, { authorization: `Bearer ${SECRET}x` }, { authorization: 'Bearer short' }]) {
      const res = await request(t.http).get(`${BASE}/legal-monitoring`).set(headers).expect(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
      expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
    }
    await request(t.http).get(`${BASE}/legal-monitoring`).expect(401);
    expect(calls.runs).toHaveLength(0);
  });

  it('refuses a tenant credential without the operator scope (403) and a secret in the URL (400)', async () => {
    const res = await request(t.http).get(`${BASE}/legal-monitoring`).set(t.headers).expect(403);
    expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
    await request(t.http).get(`${BASE}/legal-monitoring?token=${SECRET}`).expect(400);
  });

  it('runs a slot triggered ten times at once, by two instances, exactly once', async () => {
    const viaHttp = Array.from({ length: 5 }, () =>
      request(t.http).get(`${BASE}/legal-monitoring`).set(bearer),
    );
    const viaOther = Array.from({ length: 5 }, () =>
      other.jobs.trigger('legal-monitoring', 'http', clock.now()),
    );
    const [answers, claims] = await Promise.all([Promise.all(viaHttp), Promise.all(viaOther)]);
    const ids = new Set([...answers.map((r) => r.body.id), ...claims.map((c) => c.run.id)]);
    expect(ids.size).toBe(1);
    const created = answers.filter((r) => r.status === 202).length + claims.filter((c) => c.created).length;
    expect(created).toBe(1);
    expect(answers.every((r) => r.status === 202 || r.status === 200)).toBe(true);
    const [id] = [...ids];
    for (const r of answers) expect(r.headers.location).toBe(`${BASE}/runs/${id}`);

    const run = await finished(id!);
    expect(run).toMatchObject({
      id,
      job: 'legal-monitoring',
      slot: TUESDAY_SLOT,
      trigger: 'http',
      status: 'succeeded',
      attempts: 1,
      counts: { deleted: 3, pseudonymised: 1 },
      error: null,
    });
    expect(run.startedAt).toEqual(TUESDAY.toISOString());
    expect(run.finishedAt).toEqual(TUESDAY.toISOString());
    expect(calls.runs).toEqual([
      { runId: id, job: 'legal-monitoring', slot: new Date(TUESDAY_SLOT), trigger: 'http' },
    ]);
    // One queue job for the slot, too (named by its singleton key).
    const jobs: { n: number }[] = await t.app
      .get(DataSource)
      .query(`SELECT count(*)::int AS n FROM pgboss.job WHERE singleton_key = $1`, [
        `legal-monitoring:${TUESDAY_SLOT}`,
      ]);
    expect(jobs[0]?.n).toBe(1);

    // Later in the same slot: the same run, 200.
    clock.set(new Date('2026-11-24T22:00:00Z'));
    const again = await request(t.http).get(`${BASE}/legal-monitoring`).set(bearer).expect(200);
    expect(again.body).toMatchObject({ id, status: 'succeeded' });
    expect(again.headers.location).toBe(`${BASE}/runs/${id}`);
  });

  it('runs the next slot on its schedule once, however many instances tick at once', async () => {
    clock.set(new Date('2026-11-25T02:00:20Z')); // Wednesday 03:00:20 in Berlin
    const ticks = await Promise.all([
      t.app.get(ScheduleTicker).runDueSlots(clock.now()),
      other.ticker.runDueSlots(clock.now()),
      other.ticker.runDueSlots(clock.now()),
    ]);
    // Other modules' jobs (weekly-digest every 5 minutes, hourly reports) tick too: this test is about one slot.
    const queued = ticks.flat().filter((r) => r.job === 'legal-monitoring');
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ job: 'legal-monitoring', trigger: 'schedule' });
    const run = await finished(queued[0]!.id);
    expect(run).toMatchObject({ slot: '2026-11-25T02:00:00.000Z', trigger: 'schedule', status: 'succeeded' });
    // A trigger in that slot finds the scheduled run.
    const res = await request(t.http).get(`${BASE}/legal-monitoring`).set(bearer).expect(200);
    expect(res.body.id).toBe(queued[0]!.id);
    expect(calls.runs).toHaveLength(2);
  });

  it('accepts an operator credential for triggers and run details', async () => {
    const operator = await t.tenants.create({ plan: 'unlimited', scopes: ['api', 'admin', 'operator'] });
    clock.set(new Date('2026-11-26T05:00:00Z'));
    const res = await request(t.http).get(`${BASE}/legal-monitoring`).set(operator.headers).expect(202);
    expect(res.body).toMatchObject({ slot: '2026-11-26T02:00:00.000Z', trigger: 'http', status: 'queued' });
    await request(t.http).get(`${BASE}/runs/${res.body.id}`).set(operator.headers).expect(200);
    await request(t.http).get(`${BASE}/runs/${res.body.id}`).set(t.headers).expect(403);
    await finished(res.body.id);
  });

  it('records a failed run with its error and counts nothing', async () => {
    calls.failNext = 'Speicherplatz erschöpft';
    clock.set(new Date('2026-11-27T05:00:00Z'));
    const res = await request(t.http).get(`${BASE}/legal-monitoring`).set(bearer).expect(202);
    const run = await finished(res.body.id);
    expect(run).toMatchObject({ status: 'failed', error: 'Speicherplatz erschöpft', counts: {} });
    expect(run.finishedAt).not.toBeNull();
  });

  it('answers 404 CRON_RUN_NOT_FOUND for an unknown run', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await request(t.http).get(`${BASE}/runs/${id}`).set(bearer).expect(404);
      expect(res.body).toEqual({ error: expect.any(String), code: 'CRON_RUN_NOT_FOUND' });
    }
    await request(t.http).get(`${BASE}/runs/00000000-0000-4000-8000-000000000000`).expect(401);
  });
});
