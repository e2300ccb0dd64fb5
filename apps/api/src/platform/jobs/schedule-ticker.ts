import { Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import type { SchedulerRegistry } from '@nestjs/schedule';
import type { Clock } from '@libs/shared';
import type { JobRun } from './job-run';
import type { QueuedScheduledJobs } from './queued-scheduled-jobs';

/** How often the schedules are checked (pg-boss checks its own every 30 s too). */
const TICK_MS = 30_000;
/** The ticker's name in Nest's scheduler registry. */
export const SCHEDULE_TICKER = 'scheduled-jobs:claim-due-slots';
/**
 * A slot found later than this after its time was missed (no instance ran then), not merely reached by a
 * slow tick: it runs as a catch-up, and only for a job that has run before (a new schedule starts with its
 * next slot instead of running the past one at the first start).
 */
export const LATE_AFTER_MS = 5 * 60_000;

/**
 * Drives the schedules on every instance that runs workers: at start (after the queue) and every 30 s it
 * claims each job's current slot. All instances may tick at once; `job_runs` makes it one run per slot.
 * Missed slots are caught up once: only the latest one runs, however many passed during the downtime.
 * The interval is registered with `@nestjs/schedule`'s `SchedulerRegistry` (ADR 0010), so it is listed and
 * cleared with the app's other timers at shutdown; the once-per-slot claim stays ours, since the library's
 * own decorators would run a job on every instance.
 */
export class ScheduleTicker implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly log = new Logger('ScheduledJobs');
  private ticking: Promise<unknown> | undefined;

  constructor(
    private readonly jobs: QueuedScheduledJobs,
    private readonly clock: Clock,
    private readonly enabled: boolean,
    private readonly registry: SchedulerRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) return;
    await this.tick();
    const timer = setInterval(() => void this.tick(), TICK_MS);
    timer.unref();
    this.registry.addInterval(SCHEDULE_TICKER, timer);
  }

  onModuleDestroy(): Promise<void> {
    return this.stop();
  }

  /** Stops the timer (shutdown; tests that drive the schedule with `runDueSlots` themselves). */
  async stop(): Promise<void> {
    // The registry clears its intervals itself before shutdown; a test may stop first.
    if (this.registry.doesExist('interval', SCHEDULE_TICKER)) this.registry.deleteInterval(SCHEDULE_TICKER);
    await this.ticking;
  }

  /** Claims the due slot of every job at `now`; returns the runs it queued (tests call it with a fixed clock). */
  async runDueSlots(now: Date): Promise<JobRun[]> {
    const queued: JobRun[] = [];
    for (const { name, schedule } of this.jobs.scheduled()) {
      try {
        const slot = schedule.slotAt(now);
        if (!slot) continue;
        const late = now.getTime() - slot.getTime() > LATE_AFTER_MS;
        if (late) {
          const last = await this.jobs.lastSlot(name);
          if (!last || last >= slot) continue;
        }
        const run = await this.jobs.claimSlot(name, slot, late ? 'catch-up' : 'schedule', now);
        if (run) queued.push(run);
      } catch (error) {
        // One job's trouble (the database away for a moment) must not stop the others or the timer.
        this.log.error(`schedule of ${name}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return queued;
  }

  private tick(): Promise<unknown> {
    // A tick still running (a slow database) is not overlapped; the next one comes 30 s later.
    this.ticking ??= this.runDueSlots(this.clock.now()).finally(() => (this.ticking = undefined));
    return this.ticking;
  }
}
