/** `P14D`, `PT2H`, `P1DT12H`, `PT90M`: the ISO 8601 durations a funnel window is given in (no months: their length varies). */
const DURATION = /^P(?:(\d{1,3})D)?(?:T(?:(\d{1,4})H)?(?:(\d{1,6})M)?(?:(\d{1,7})S)?)?$/;

export const MAX_WINDOW_MS = 366 * 86_400_000;

export function parseDuration(value: string): number | null {
  const m = DURATION.exec(value);
  if (!m || value === 'P' || value.endsWith('T')) return null;
  const [d = 0, h = 0, min = 0, s = 0] = m.slice(1).map((x) => Number(x ?? 0));
  const ms = (((d * 24 + h) * 60 + min) * 60 + s) * 1000;
  return ms > 0 && ms <= MAX_WINDOW_MS ? ms : null;
}
