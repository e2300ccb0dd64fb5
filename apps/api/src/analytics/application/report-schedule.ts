import { CronSchedule } from '../../platform/jobs/cron-schedule';
import type { ReportSchedule } from './report-store.port';

/** Slots of a schedule: every day, every Monday or every first of the month at `hour`:00 in its time zone. */
export function cronOf(s: Pick<ReportSchedule, 'cadence' | 'hour' | 'timeZone'>): CronSchedule {
  const day = s.cadence === 'monthly' ? '1' : '*';
  const weekday = s.cadence === 'weekly' ? '1' : '*';
  return new CronSchedule(`0 ${s.hour} ${day} * ${weekday}`, s.timeZone);
}

/** The slot due at `now`, or null when the schedule's latest slot precedes its creation (nothing due yet). */
export function dueSlot(s: ReportSchedule, now: Date): Date | null {
  const slot = cronOf(s).slotAt(now);
  return slot && slot.getTime() >= s.createdAt.getTime() ? slot : null;
}
