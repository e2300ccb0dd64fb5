/**
 * WZ 2008 / NACE Rev. 2 codes (../shared/research/categories.md §6). A code is read as a section letter and
 * the digits of division, group and class: `01.11`, `0111`, `A01`, `A 01.11` and `A` are all understood.
 */
export interface IndustryCode {
  section: string;
  /** Digits without dots, e.g. `0111`; empty when only the section was given. */
  digits: string;
}

/** NACE Rev. 2 divisions per section (first and last division of each section). */
const SECTION_DIVISIONS: readonly [string, number, number][] = [
  ['A', 1, 3],
  ['B', 5, 9],
  ['C', 10, 33],
  ['D', 35, 35],
  ['E', 36, 39],
  ['F', 41, 43],
  ['G', 45, 47],
  ['H', 49, 53],
  ['I', 55, 56],
  ['J', 58, 63],
  ['K', 64, 66],
  ['L', 68, 68],
  ['M', 69, 75],
  ['N', 77, 82],
  ['O', 84, 84],
  ['P', 85, 85],
  ['Q', 86, 88],
  ['R', 90, 93],
  ['S', 94, 96],
  ['T', 97, 98],
  ['U', 99, 99],
];

function sectionOf(division: number): string | null {
  return SECTION_DIVISIONS.find(([, from, to]) => division >= from && division <= to)?.[0] ?? null;
}

export function parseIndustryCode(input: string): IndustryCode | null {
  const compact = input.trim().toUpperCase().replace(/[\s.]/g, '');
  const match = /^([A-U])?(\d*)$/.exec(compact);
  if (!match || compact === '') return null;
  const [, letter, digits = ''] = match;
  if (digits !== '' && digits.length < 2) return null;
  const derived = digits === '' ? null : sectionOf(Number(digits.slice(0, 2)));
  if (digits !== '' && derived === null) return null;
  if (letter && derived && letter !== derived) return null;
  const section = letter ?? derived;
  return section ? { section, digits } : null;
}

/** An exclusion prefix is a section letter (`A`) or division/group/class digits (`01`, `70.10`, `47.1`). */
export function matchesSectorPrefix(code: IndustryCode, prefix: string): boolean {
  const p = prefix.trim().toUpperCase().replace(/[\s.]/g, '');
  if (/^[A-U]$/.test(p)) return code.section === p;
  return code.digits !== '' && code.digits.startsWith(p);
}
