const BERLIN_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Berlin',
  timeZoneName: 'longOffset',
});

/** Offset of Europe/Berlin from UTC in minutes at the given instant (+60 in winter, +120 in summer). */
function berlinOffsetMinutes(at: Date): number {
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
