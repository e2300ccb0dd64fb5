import type { TableDescription } from '../../platform/features/data-inventory';

/**
 * The calculations' table in the data inventory (ADR 0017). A stored calculation is the documentation of a
 * subsidy estimate: its profile may identify a sole trader, but no column links it to a person of the
 * tenant, so a request cannot single it out. It is kept six years from the end of the calendar year as a
 * tax-relevant document of a grant (§ 147 Abs. 1 Nr. 5, Abs. 3 AO) and exported for the GoBD data access.
 */
export const CALCULATIONS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'calculations',
    purpose: 'Gespeicherte Förderberechnungen (Eingaben, Ergebnis, Regelstände)',
    personalData: ['business'],
    legalBasis: {
      article: 'Art. 6(1)(c)',
      note: 'Aufbewahrungspflicht steuerlich bedeutsamer Unterlagen (§ 147 Abs. 1 Nr. 5 AO)',
    },
    retention: {
      kind: 'statutory',
      years: 6,
      ground: '§ 147 Abs. 1 Nr. 5, Abs. 3 AO',
      column: 'computed_at',
    },
    erasure: {
      kind: 'none',
      reason: 'kein Personenbezug über eine Kennung; Löschung nach Ablauf der Aufbewahrungsfrist',
    },
    columns: {
      applicant_profile: 'structured',
      channel: 'structured',
      result: 'structured',
      rule_versions: 'structured',
    },
  },
];
