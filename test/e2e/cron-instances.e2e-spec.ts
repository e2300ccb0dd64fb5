import { FixedClock } from '@libs/shared';
import request from 'supertest';
import { ScheduleTicker } from '../../apps/api/src/platform/jobs/schedule-ticker';
import { countingJobModule, JobCalls } from '../support/counting-scheduled-job';
import { createTestApp, type TestApp } from '../support/test-app';
import { createTestDatabase, type TestDatabase } from '../support/test-database';
import { queuesIdle } from '../support/queues-idle';
import { eventually } from '../support/webhook-receiver';

const SECRET = 'cron-secret-for-tests-0123456789abcdef';
const onServer = process.env.DATABASE_URL ? describe : describe.skip;

/**
 * Two API instances with workers on one PostgreSQL (the embedded database is one process's by nature; the
 * same guarantees on it are tested in cron.e2e-spec.ts with a second scheduler in the process).
 */
onServer('Scheduled jobs: two instances on one PostgreSQL', () => {
  const calls = new JobCalls();
  const clock = new FixedClock(new Date('2026-11-24T14:00:00Z'));
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  const instance = async () => {
    const t = await createTestApp({
      clock,
      cronSecret: SECRET,
      sharedDatabase: database,
      jobs: { workers: true, pollingIntervalSeconds: 0.5, concurrency: 2 },
      // legal-monitoring is the catalogue-sync module's job: left out, the test schedules its own under the name.
      withoutFeatures: ['catalogue-sync'],
      imports: [
        countingJobModule({ name: 'legal-monitoring', cron: '0 3 * * *', timeZone: 'Europe/Berlin', calls }),
      ],
    });
    await t.app.get(ScheduleTicker).stop(); // the test chooses when the schedules are checked
    return t;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await instance();
    b = await instance();
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.dispose();
  });

  // Every run of a slot goes through this queue: once it is idle, a duplicate run would have happened.
  const settled = () => queuesIdle(a.app, ['scheduled-job-run']);

  it('runs a slot triggered ten times at once on two instances once: one 202, nine 200, one handler call', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        request((i % 2 === 0 ? a : b).http)
          .get('/api/v2/cron/legal-monitoring')
          .set('authorization', `Bearer ${SECRET}`),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 202]);
    expect(new Set(answers.map((r) => r.body.id)).size).toBe(1);
    await eventually(async () => (calls.runs.length >= 1 ? true : undefined));
    await settled();
    expect(calls.runs.map((r) => r.slot.toISOString())).toEqual(['2026-11-24T02:00:00.000Z']);
  });

  it('runs a scheduled slot once when both instances tick at the same moment', async () => {
    clock.set(new Date('2026-11-25T02:00:30Z'));
    const ticks = await Promise.all(
      [a, b, a, b].map((t) => t.app.get(ScheduleTicker).runDueSlots(clock.now())),
    );
    // Other modules' own jobs tick too: this test is about the legal-monitoring slot.
    expect(ticks.flat().filter((r) => r.job === 'legal-monitoring')).toHaveLength(1);
    await eventually(async () => (calls.runs.length >= 2 ? true : undefined));
    await settled();
    expect(calls.runs.map((r) => r.trigger)).toEqual(['http', 'schedule']);
  });
});
