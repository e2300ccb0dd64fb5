import { germanDayOf, type Clock } from '@libs/shared';
import type { ProgramRepository } from '@libs/catalogue';
import type { CatalogueEventSink, CatalogueEvent } from './catalogue-event-sink.port';
import type { NoticeLedger } from './notice-ledger.port';

/** Days before `applicationDeadline` at which `program.deadline_approaching` is raised, once each. */
export const DEADLINE_THRESHOLDS = [30, 7, 1] as const;

const DAY_MS = 86_400_000;
export const daysBetween = (fromDay: string, toDay: string): number =>
  Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / DAY_MS);

/** The last second of a German calendar day, with the offset in force then (CET or CEST). */
export function endOfGermanDay(day: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${day}T23:59:59${name?.replace('GMT', '') || '+01:00'}`;
}

/**
 * Daily: for each public program whose deadline is at most 30, 7 or 1 day(s) away, the tightest threshold
 * reached that was not announced yet for this deadline is announced (a missed day still announces once; a
 * moved deadline starts over). The ledger records each announcement before it is published.
 */
export class AnnounceDeadlines {
  constructor(
    private readonly programs: ProgramRepository,
    private readonly ledger: NoticeLedger,
    private readonly events: CatalogueEventSink,
    private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ announced: number }> {
    const today = germanDayOf(this.clock.now());
    const due: CatalogueEvent[] = [];
    for (const p of await this.programs.findAllVisible(null)) {
      if (!p.applicationDeadline || p.status === 'ausgelaufen') continue;
      const daysLeft = daysBetween(today, p.applicationDeadline);
      if (daysLeft < 0) continue;
      const threshold = [...DEADLINE_THRESHOLDS].reverse().find((t) => daysLeft <= t);
      if (threshold === undefined) continue;
      const key = `program.deadline_approaching:${p.id}:${p.applicationDeadline}:${threshold}`;
      if (!(await this.ledger.claim(key, this.clock.now()))) continue;
      due.push({
        type: 'program.deadline_approaching',
        data: { programId: p.id, deadline: endOfGermanDay(p.applicationDeadline), daysLeft },
        idempotencyKey: key,
      });
    }
    await this.events.publish(due);
    return { announced: due.length };
  }
}
