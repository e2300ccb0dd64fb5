import { isInScope } from '@libs/catalogue';
import type { FederalStateCode } from '@libs/shared';
import { CronSchedule } from '../../platform/jobs/cron-schedule';
import type { FeedEvent } from './feed-event';

export type DigestCadence = 'daily' | 'weekly';
/** `webhook`: the event `digest.ready`; `push`: every web-push subscription; `chat`: named Slack/Teams destinations. */
export type DigestChannel = 'webhook' | 'push' | 'chat';
export const DIGEST_CHANNELS: readonly DigestChannel[] = ['webhook', 'push', 'chat'];

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
  /** The chat destinations (integrations) the `chat` channel posts to; empty without that channel. */
  chatDestinationIds: string[];
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

/** What a Land or category filter needs to know of a program (from the catalogue, ADR 0014). */
export interface ProgramFacts {
  /** The program's `eligibleRegions`: Land codes, `bundesweit` for nationwide and EU programs. */
  eligibleRegions: readonly string[];
  category: string;
}

/** Programs by id as the catalogue knows them; an id that is absent is unknown to the tenant's catalogue. */
export type ProgramLookup = ReadonlyMap<string, ProgramFacts>;

/** Whether a schedule's filters need the programs of its events resolved (Länder or categories set). */
export function filtersOnPrograms(filters: DigestFilters): boolean {
  return Boolean(filters.laender?.length || filters.categories?.length);
}

/** The programs an event is about: `programId` (program.*, calculation.created) or `programIds` (funding plans). */
export function programIdsOf(event: FeedEvent): string[] {
  const { programId, programIds } = event.data;
  const ids = [
    ...(typeof programId === 'string' ? [programId] : []),
    ...(Array.isArray(programIds) ? programIds.filter((v): v is string => typeof v === 'string') : []),
  ];
  return [...new Set(ids)];
}

/**
 * A Land filter means what `GET /api/v1/programs?region=` means: the program is open to applicants in that
 * Land, i.e. it is that Land's own or nationwide (`bundesweit`, which covers the EU programs too).
 */
function programMatches(p: ProgramFacts, filters: DigestFilters): boolean {
  const inLand =
    !filters.laender?.length ||
    filters.laender.some((land) =>
      isInScope(p.eligibleRegions, { kind: 'land', code: land as FederalStateCode }),
    );
  const inCategory = !filters.categories?.length || filters.categories.includes(p.category);
  return inLand && inCategory;
}

/**
 * Whether an event belongs in a digest with these filters. Event types are judged on the event itself.
 * Länder and categories are judged on the programs the event is about, looked up in the catalogue: the event
 * passes when one of its programs lies in a wanted Land and (if set) has a wanted category. With either
 * filter set, an event that names no program (a quota warning, a disabled webhook) is not about a Land or
 * category and is left out, and so is an event whose programs the catalogue does not know (a tenant's
 * program deleted since, an id from another tenant): a filter promises only matching news, and an unknown
 * program cannot be shown to match.
 */
export function matchesDigestFilters(
  event: FeedEvent,
  filters: DigestFilters,
  programs: ProgramLookup,
): boolean {
  if (filters.eventTypes?.length && !filters.eventTypes.includes(event.type)) return false;
  if (!filtersOnPrograms(filters)) return true;
  return programIdsOf(event).some((id) => {
    const program = programs.get(id);
    return program !== undefined && programMatches(program, filters);
  });
}

/** A digest's German summary as parts: each channel lays it out its own way (text, push, chat cards). */
export interface DigestSummary {
  /** `Wochenübersicht 2026-W48` or `Tagesübersicht 2026-11-23`. */
  title: string;
  /** `3 neue Ereignisse`, or `keine neuen Ereignisse` for an empty digest that is sent all the same. */
  total: string;
  /** Counts per event type, most frequent first, each named by its German description. */
  lines: { description: string; count: number }[];
}

export const digestTitle = (cadence: DigestCadence, period: string): string =>
  cadence === 'weekly' ? `Wochenübersicht ${period}` : `Tagesübersicht ${period}`;

/**
 * The summary's parts: counts per event type, most frequent first, each type named by its German
 * description from the event registry (`describe`; the type id only when none is registered).
 */
export function summariseDigest(
  cadence: DigestCadence,
  period: string,
  events: FeedEvent[],
  describe: (type: string) => string | undefined,
): DigestSummary {
  const counts = new Map<string, number>();
  for (const e of events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
  const lines = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([type, count]) => ({ description: describe(type) ?? type, count }));
  const total =
    events.length === 0
      ? 'keine neuen Ereignisse'
      : events.length === 1
        ? '1 neues Ereignis'
        : `${events.length} neue Ereignisse`;
  return { title: digestTitle(cadence, period), total, lines };
}

/** The summary as one German text (the `summary` of `digest.ready`, the digest run, web push). */
export function digestText(summary: DigestSummary): string {
  if (summary.lines.length === 0) return `${summary.title}: ${summary.total}.`;
  const lines = summary.lines.map((l) => `- ${l.count}× ${l.description}`);
  return `${summary.title}: ${summary.total}\n${lines.join('\n')}`.slice(0, 4000);
}

export function renderDigest(
  cadence: DigestCadence,
  period: string,
  events: FeedEvent[],
  describe: (type: string) => string | undefined,
): string {
  return digestText(summariseDigest(cadence, period, events, describe));
}
