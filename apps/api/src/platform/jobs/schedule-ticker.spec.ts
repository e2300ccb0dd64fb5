import { SchedulerRegistry } from '@nestjs/schedule';
import { FixedClock } from '@libs/shared';
import type { QueuedScheduledJobs } from './queued-scheduled-jobs';
import { SCHEDULE_TICKER, ScheduleTicker } from './schedule-ticker';

const noJobs = { scheduled: () => [] } as unknown as QueuedScheduledJobs;

/** The ticker's interval lives in Nest's scheduler registry (ADR 0010), where shutdown clears it. */
describe('ScheduleTicker', () => {
  const clock = new FixedClock(new Date('2026-11-28T06:00:00Z'));

  it('registers its interval with the SchedulerRegistry when workers run, and removes it on stop', async () => {
    const registry = new SchedulerRegistry();
    const ticker = new ScheduleTicker(noJobs, clock, true, registry);
    await ticker.onApplicationBootstrap();
    expect(registry.getIntervals()).toEqual([SCHEDULE_TICKER]);
    await ticker.stop();
    expect(registry.getIntervals()).toEqual([]);
    // Stopping again (the registry already cleared at shutdown) is harmless.
    await expect(ticker.stop()).resolves.toBeUndefined();
  });

  it('registers nothing on an enqueue-only instance', async () => {
    const registry = new SchedulerRegistry();
    await new ScheduleTicker(noJobs, clock, false, registry).onApplicationBootstrap();
    expect(registry.getIntervals()).toEqual([]);
  });
});
