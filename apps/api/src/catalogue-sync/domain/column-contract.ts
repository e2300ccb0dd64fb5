import { DUMP_COLUMNS, type DumpEntry } from './dump-entry';

/**
 * The columns a file must have: the dump's contract (../shared/data/README.md) and every column the last
 * applied run had. A column missing from the file would blank its field in every program (a file without
 * `description` blanked every description), so the run is held instead. Extra columns next to a
 * missing one are named as a possible renaming.
 */
export function missingColumns(
  columns: readonly string[],
  previous: readonly string[] | null,
): { missing: string[]; extra: string[] } {
  const have = new Set(columns);
  const expected = new Set<string>([...DUMP_COLUMNS, ...(previous ?? [])]);
  const missing = [...expected].filter((c) => !have.has(c));
  const known = new Set<string>([...DUMP_COLUMNS, ...(previous ?? [])]);
  return { missing, extra: columns.filter((c) => !known.has(c)) };
}

export function columnHold(missing: readonly string[], extra: readonly string[]): string {
  const names = missing.map((c) => `„${c}“`).join(', ');
  const renamed =
    extra.length > 0 ? ` Neue Spalten: ${extra.map((c) => `„${c}“`).join(', ')} (umbenannt?).` : '';
  return (
    `${missing.length === 1 ? 'Die Spalte' : 'Die Spalten'} ${names} ${missing.length === 1 ? 'fehlt' : 'fehlen'} ` +
    `gegenüber dem Spaltenvertrag der Förderdatenbank bzw. dem letzten Lauf: angewendet würde das Feld in ` +
    `jedem Programm geleert.${renamed} Zur Prüfung zurückgehalten.`
  );
}

/** Fields whose blanking in many programs at once points to a broken file, not to real edits. */
export const BLANK_WATCHED: readonly { field: string; of: (e: DumpEntry) => unknown }[] = [
  { field: 'texts.description', of: (e) => e.texts.description },
  { field: 'texts.moreInfo', of: (e) => e.texts.moreInfo },
  { field: 'texts.legalBasis', of: (e) => e.texts.legalBasis },
  { field: 'fundingTypes', of: (e) => e.fundingTypes },
  { field: 'fundingAreas', of: (e) => e.fundingAreas },
  { field: 'fundingLocations', of: (e) => e.fundingLocations },
  { field: 'eligibleApplicants', of: (e) => e.eligibleApplicants },
  { field: 'fundingBody', of: (e) => e.fundingBody },
  { field: 'contact.institution', of: (e) => e.contact.institution },
];

export const isFilled = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : v !== null && v !== undefined;

export function blankHold(field: string, count: number, of: number, maxShare: number): string {
  const pct = Math.round((count / of) * 100);
  return (
    `Das Feld „${field}“ wäre bei ${count} von ${of} bekannten Programmen (${pct} %) leer, erlaubt sind ` +
    `höchstens ${Math.round(maxShare * 100)} %: vermutlich eine fehlende, umbenannte oder leere Spalte. ` +
    'Zur Prüfung zurückgehalten.'
  );
}
