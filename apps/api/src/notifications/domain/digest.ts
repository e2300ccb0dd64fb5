import { CronSchedule } from '../../platform/jobs/cron-schedule';
import type { FeedEvent } from './feed-event';

export type DigestCadence = 'daily' | 'weekly';
export type DigestChannel = 'webhook' | 'push';

export interface DigestFilters {
  eventTypes?: string[];
  /** Two-letter codes of the Länder (as the catalogue uses them, e.g. `SN`). */
  laender?: string[];
  categories?: string[];
}

export interface DigestSchedule {
  id: string;
  sandbox: boolean;
  cadence: DigestCadence;
  /** Local wall-clock time `HH:MM` in `timeZone`. */
  at: string;
  /** ISO weekday 1 (Monday) … 7 (Sunday); used by weekly digests. */
  weekday: number;
  timeZone: string;
  channels: DigestChannel[];
  filters: DigestFilters;
  sendEmpty: boolean;
  createdAt: Date;
}

/** The schedule as a cron in its own zone: "08:00 Europe/Berlin" stays 08:00 local across DST changes. */
export function digestCron(s: Pick<DigestSchedule, 'cadence' | 'at' | 'weekday' | 'timeZone'>): CronSchedule {
  const [hour, minute] = s.at.split(':').map(Number);
  const day = s.cadence === 'weekly' ? String(s.weekday % 7) : '*';
  return new CronSchedule(`${minute} ${hour} * * ${day}`, s.timeZone);
}

export function nextDigestAt(
  s: Pick<DigestSchedule, 'cadence' | 'at' | 'weekday' | 'timeZone'>,
  after: Date,
): Date {
  const next = digestCron(s).nextAfter(after);
  if (!next) throw new Error('digest schedule never runs');
  return next;
}

/**
 * The period a due time belongs to, in the schedule's zone: the local date (daily) or the ISO week
 * (weekly, `2026-W48`). At most one digest per schedule and period: the key of that promise.
 */
export function digestPeriod(cadence: DigestCadence, due: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(due)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  const local = `${parts.year}-${parts.month}-${parts.day}`;
  if (cadence === 'daily') return local;
  const date = new Date(`${local}T00:00:00Z`);
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday); // the Thursday decides the ISO year
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

/**
 * Whether an event belongs in a digest with these filters. Länder and categories are judged only on events
 * that carry them (`federalState(s)`/`bundesland`, `category`/`categories` in `data`); an event without them
 * is not about a Land or category and passes.
 */
export function matchesDigestFilters(event: FeedEvent, filters: DigestFilters): boolean {
  if (filters.eventTypes?.length && !filters.eventTypes.includes(event.type)) return false;
  const check = (wanted: string[] | undefined, ...fields: string[]) => {
    if (!wanted?.length) return true;
    const present = fields.flatMap((f) => asList(event.data[f]));
    return present.length === 0 || present.some((v) => wanted.includes(v));
  };
  return (
    check(filters.laender, 'federalState', 'federalStates', 'bundesland') &&
    check(filters.categories, 'category', 'categories')
  );
}

/** The German summary: counts per event type, newest first in the listing, short enough for a push. */
export function renderDigest(cadence: DigestCadence, period: string, events: FeedEvent[]): string {
  const title = cadence === 'weekly' ? `Wochenübersicht ${period}` : `Tagesübersicht ${period}`;
  if (events.length === 0) return `${title}: keine neuen Ereignisse.`;
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  const lines = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, n]) => `- ${type}: ${n}`);
  const total = events.length === 1 ? '1 neues Ereignis' : `${events.length} neue Ereignisse`;
  return `${title}: ${total}\n${lines.join('\n')}`.slice(0, 4000);
}
