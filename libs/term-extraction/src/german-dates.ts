const MONTHS: Record<string, number> = {
  januar: 1,
  jänner: 1,
  februar: 2,
  märz: 3,
  maerz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  november: 11,
  dezember: 12,
};

/** The month of a German month name ("Mai", "märz"), or undefined. */
export const monthOf = (name: string): number | undefined => MONTHS[name.toLowerCase()];

/** "30. Juni 2026", "30.6.2026", "30.06.26" is not accepted (a two-digit year is ambiguous). */
export const DATE = /(\d{1,2})\.\s?(?:(\d{1,2})\.\s?|([A-Za-zÄÖÜäöü]+)\s+)(\d{4})/g;

/** The ISO calendar date of a `DATE` match, or null when it is no real day. */
export function isoDateOf(match: RegExpMatchArray): string | null {
  const day = Number(match[1]);
  const month = match[2] ? Number(match[2]) : MONTHS[(match[3] ?? '').toLowerCase()];
  const year = Number(match[4]);
  if (!month || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
