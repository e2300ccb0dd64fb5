/**
 * Wall-clock times in an IANA zone (German reports count Berlin days, weeks and months). Pure, on
 * the runtime's own tz database (Intl), so daylight saving is its to get right, as PostgreSQL's is in the SQL.
 */

/** How far the wall clock in `timeZone` is ahead of UTC at `at`, in ms. */
function offsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return local - Math.floor(at / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` shows `local` (a time whose UTC fields are the wall-clock
 * fields). Two steps settle the offset; a time skipped by the spring change lands an hour later.
 */
export function instantOfWallClock(local: Date, timeZone: string): Date {
  // Beyond the Date range (a year like 275760) there is no offset to ask for: invalid, refused as a range.
  if (!Number.isFinite(local.getTime())) return new Date(NaN);
  const first = local.getTime() - offsetMs(local.getTime(), timeZone);
  return new Date(local.getTime() - offsetMs(first, timeZone));
}

/** The wall clock in `timeZone` at `instant`, as a Date whose UTC fields are the wall-clock fields. */
export function wallClockOf(instant: Date, timeZone: string): Date {
  if (!Number.isFinite(instant.getTime())) return new Date(NaN);
  return new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone));
}

const HAS_OFFSET = /T.*(?:Z|[+-]\d{2}(?::?\d{2})?)$/i;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?)?$/;

/**
 * A query's `from`/`to`: with an offset (or `Z`) the instant given; a date (`2026-03-01`) or a date-time
 * without offset is read on the wall clock of `timeZone` (so `from=2026-03-01&timeZone=Europe/Berlin` starts
 * at Berlin midnight, not at 01:00 Berlin time).
 */
export function queryInstant(value: string, timeZone: string): Date {
  if (HAS_OFFSET.test(value)) return new Date(value);
  const m = LOCAL.exec(value);
  if (!m) return new Date(value);
  const [, y, mo, d, h, mi, s, ms] = m;
  const local = Date.UTC(+y!, +mo! - 1, +d!, +(h ?? 0), +(mi ?? 0), +(s ?? 0), +(ms ?? '0').padEnd(3, '0'));
  return instantOfWallClock(new Date(local), timeZone);
}
