import { Cron } from 'croner';

/**
 * A recurring schedule: a five-field cron expression (minute precision, as pg-boss and Vercel use) read in an
 * IANA time zone, so that "03:00 Europe/Berlin" stays 03:00 local across daylight-saving changes.
 */
export class CronSchedule {
  private readonly cron: Cron;

  constructor(
    readonly expression: string,
    readonly timeZone: string,
  ) {
    if (expression.trim().split(/\s+/).length !== 5)
      throw new Error(`cron "${expression}": five fields (minute hour day month weekday) expected`);
    if (!isTimeZone(timeZone)) throw new Error(`cron "${expression}": unknown time zone ${timeZone}`);
    // paused: croner is only asked for dates here; it must never start a timer of its own.
    this.cron = new Cron(expression, { timezone: timeZone, paused: true });
    if (!this.cron.nextRun(new Date(0))) throw new Error(`cron "${expression}" never runs`);
  }

  /**
   * The slot a moment belongs to: the latest scheduled time at or before `now`, or null before the first.
   * Every instance and every trigger computes the same slot for the same moment, which is what makes "one
   * run per slot" a unique key rather than a race. croner looks strictly before its reference and drops
   * milliseconds, hence the reference one second past `now` truncated to the second.
   */
  slotAt(now: Date): Date | null {
    const reference = new Date(Math.floor(now.getTime() / 1000) * 1000 + 1000);
    return this.cron.previousRuns(1, reference)[0] ?? null;
  }

  /** The first scheduled time after `now` (for status displays and tests). */
  nextAfter(now: Date): Date | null {
    return this.cron.nextRun(now);
  }
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
