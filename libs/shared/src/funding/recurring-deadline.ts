/**
 * A deadline that recurs every year, as funding texts state it without a year: "jährlich bis zum 15.5.", a window
 * "vom 31.8. bis 15.10.", "bis zum 30.11. für das Folgejahr". Kept as the rule (data), never as one date: the
 * next occurrence is computed from a reference day wherever a date is needed (reads, matcher, search, reminders).
 */
export interface MonthDay {
  month: number;
  day: number;
}

export interface RecurringDeadline {
  /** The last day applications are accepted, every year. */
  closes: MonthDay;
  /** The first day of a window, when the text names one; applications before it are not accepted. */
  opens?: MonthDay;
  /** The application is for the following year's funding ("für das Folgejahr", "des Vorjahres"). */
  forFollowingYear?: boolean;
}

/** The next occurrence from a reference day: the closing day and, for a window, its opening day. */
export interface DeadlineOccurrence {
  closesOn: string;
  opensOn: string | null;
}

const MD = String.raw`--(\d{2})-(\d{2})`;
const NOTATION = new RegExp(`^${MD}(?:/${MD})?( Folgejahr)?$`);

/**
 * The compact notation the extractor proposes and a reviewer confirms: `--05-15` (yearly, ISO 8601's month-day),
 * `--08-31/--10-15` (a window), with ` Folgejahr` when the application is for the following year. Null when the
 * text is no such rule or names no real day (29 February is a real day: it falls on 28 February in other years).
 */
export function parseRecurringDeadline(text: string): RecurringDeadline | null {
  const m = NOTATION.exec(text.trim());
  if (!m) return null;
  const first = monthDay(m[1]!, m[2]!);
  const second = m[3] ? monthDay(m[3], m[4]!) : null;
  if (!first || (m[3] && !second)) return null;
  return {
    ...(second ? { opens: first, closes: second } : { closes: first }),
    ...(m[5] ? { forFollowingYear: true } : {}),
  };
}

export function formatRecurringDeadline(rule: RecurringDeadline): string {
  const md = ({ month, day }: MonthDay) => `--${pad(month)}-${pad(day)}`;
  return `${rule.opens ? `${md(rule.opens)}/` : ''}${md(rule.closes)}${rule.forFollowingYear ? ' Folgejahr' : ''}`;
}

/** "jährlich bis 15. Mai", "jährlich vom 31. August bis 15. Oktober" (+ "für das Folgejahr"): for people. */
export function describeRecurringDeadline(rule: RecurringDeadline): string {
  const de = ({ month, day }: MonthDay) => `${day}. ${MONTHS[month - 1]}`;
  const span = rule.opens ? `vom ${de(rule.opens)} bis ${de(rule.closes)}` : `bis ${de(rule.closes)}`;
  return `jährlich ${span}${rule.forFollowingYear ? ' für das Folgejahr' : ''}`;
}

/**
 * The next closing day on or after `today` (`YYYY-MM-DD`, a German calendar day) and, for a window, the opening
 * day before it. 29 February closes on 28 February in a common year.
 */
export function nextOccurrence(rule: RecurringDeadline, today: string): DeadlineOccurrence {
  const year = Number(today.slice(0, 4));
  let closesOn = dayIn(year, rule.closes);
  if (closesOn < today) closesOn = dayIn(year + 1, rule.closes);
  const closingYear = Number(closesOn.slice(0, 4));
  let opensOn: string | null = null;
  if (rule.opens) {
    opensOn = dayIn(closingYear, rule.opens);
    if (opensOn > closesOn) opensOn = dayIn(closingYear - 1, rule.opens);
  }
  return { closesOn, opensOn };
}

/**
 * The deadline a program has on `today`: its fixed `applicationDeadline`, else the next occurrence of its
 * recurring deadline, else null. The one place every reader (v1/v2, matcher, search, reminders) asks.
 */
export function deadlineOn(
  program: { applicationDeadline: string | null; terms: { recurringDeadline?: RecurringDeadline } },
  today: string,
): DeadlineOccurrence | null {
  if (program.applicationDeadline) return { closesOn: program.applicationDeadline, opensOn: null };
  const rule = program.terms.recurringDeadline;
  return rule ? nextOccurrence(rule, today) : null;
}

const MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const pad = (n: number) => String(n).padStart(2, '0');

function monthDay(month: string, day: string): MonthDay | null {
  const m = Number(month);
  const d = Number(day);
  const last = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][m - 1];
  return last !== undefined && d >= 1 && d <= last ? { month: m, day: d } : null;
}

function dayIn(year: number, { month, day }: MonthDay): string {
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const d = month === 2 && day === 29 && !leap ? 28 : day;
  return `${year}-${pad(month)}-${pad(d)}`;
}
