/** A calendar date (`YYYY-MM-DD`): deadlines and retention ends are days, not instants. */
export type CalendarDate = string;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const format = (y: number, m: number, d: number): CalendarDate => `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/** The calendar date of an instant in Germany, where the controller answers (not UTC: 23:30 UTC is tomorrow). */
export function berlinDate(instant: Date): CalendarDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Berlin',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * `months` calendar months after `date`: the same day of the month, or the month's last day where that day
 * does not exist (Art. 3(2)(c) Regulation 1182/71, which governs periods of EU law such as Art. 12(3)
 * DSGVO): 31 January + 1 month = 28 (29) February; 30 November + 3 months = 28 (29) February.
 */
export function addCalendarMonths(date: CalendarDate, months: number): CalendarDate {
  const [y = NaN, m = NaN, d = NaN] = date.split('-').map(Number);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return format(year, month, Math.min(d, daysIn(year, month)));
}

/** Art. 12(3) DSGVO: the answer is due one month after receipt (extendable by two with notice). */
export function requestDueDate(receivedAt: Date): CalendarDate {
  return addCalendarMonths(berlinDate(receivedAt), 1);
}

/** The latest date after an extension by two further months (Art. 12(3) sentence 2). */
export function extendedDueDate(receivedAt: Date): CalendarDate {
  return addCalendarMonths(berlinDate(receivedAt), 3);
}

/**
 * The last day of a statutory retention period: § 147 Abs. 4 AO and § 257 Abs. 5 HGB start it at the end of
 * the calendar year in which the record arose, so a record of 10 March 2025 kept 6 years is kept until
 * 31 December 2031 and may go from 1 January 2032.
 */
export function retentionEnd(recordedAt: Date, years: number): CalendarDate {
  const year = Number(berlinDate(recordedAt).slice(0, 4));
  return format(year + years, 12, 31);
}

/**
 * The first instant of the calendar year whose records may now be deleted: a record dated before it has
 * passed its retention end (`retentionEnd(record, years) < today`).
 */
export function statutoryCutoff(today: Date, years: number): Date {
  const year = Number(berlinDate(today).slice(0, 4));
  // Midnight of 1 January in Germany (CET, UTC+1: there is no summer time in January).
  return new Date(Date.UTC(year - years, 0, 1) - 3_600_000);
}

/** Whole days from `today` to `due` (negative when overdue). */
export function daysUntil(today: Date, due: CalendarDate): number {
  const from = Date.parse(`${berlinDate(today)}T00:00:00Z`);
  return Math.round((Date.parse(`${due}T00:00:00Z`) - from) / 86_400_000);
}
