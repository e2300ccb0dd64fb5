const BERLIN_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

/** Offsets kept per UTC hour; past it the memo starts over (a year of hours is 8,760). */
const OFFSETS_KEPT = 20_000;
const offsetByHour = new Map<number, number>();
const HOUR_MS = 3_600_000;

/**
 * Offset of Europe/Berlin from UTC in minutes at the given instant (+60 in winter, +120 in summer).
 * Remembered per UTC hour: Berlin changes its offset only on a whole UTC hour (01:00 UTC since 1980), and
 * `Intl` costs ~5 % of a match request's CPU when asked each time.
 */
function berlinOffsetMinutes(at: Date): number {
  const hour = Math.floor(at.getTime() / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    offset = intlBerlinOffsetMinutes(at);
    if (offsetByHour.size >= OFFSETS_KEPT) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return offset;
}

function intlBerlinOffsetMinutes(at: Date): number {
  const part = BERLIN_OFFSET.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+01:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(part);
  if (!match) return 0;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The last instant of a German calendar day (`YYYY-MM-DD`), as a UTC Date. A deadline "31.12.2026" in a
 * guideline means applications are accepted until the end of that day in Germany.
 */
export function endOfGermanDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const utcEnd = Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  return new Date(utcEnd - berlinOffsetMinutes(new Date(utcEnd)) * 60_000);
}

/** The German calendar day (`YYYY-MM-DD`) of an instant. */
export function germanDayOf(at: Date): string {
  return new Date(at.getTime() + berlinOffsetMinutes(at) * 60_000).toISOString().slice(0, 10);
}
