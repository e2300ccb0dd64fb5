import type { TableDescription } from '../../platform/features/data-inventory';

const OPERATIONS = { article: 'Art. 6(1)(f)', note: 'Betrieb: Aktualität des Katalogs' } as const;
const PUBLISHED = {
  article: 'Art. 6(1)(f)',
  note: 'veröffentlichte Angaben der Förderdatenbank (CC BY-ND), unverändert gespeichert',
} as const;

/**
 * The catalogue-sync tables in the data inventory (ADR 0015, ADR 0017). None belongs to a tenant; only the
 * importer's jobs write them. The dump's entries may name a contact person of a funding institution (published
 * by the institution itself); no identifier of this product's data subjects reaches them, so a request cannot
 * single such a person out here: the operator redacts the `contact` fields of `entry` on request.
 */
export const CATALOGUE_SYNC_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'program_sync_runs',
    purpose: 'Protokoll der Importläufe (Quelle, Prüfsumme, Zählungen, Prüfhinweise)',
    personalData: [],
    legalBasis: OPERATIONS,
    retention: { kind: 'managed', by: 'Betreiber: Importprotokoll, Löschung nach 2 Jahren vorgesehen' },
    erasure: { kind: 'none', reason: 'keine personenbezogenen Daten' },
    columns: {
      // The dump's column names, and the check's reasons with sample diffs of the delivered texts.
      columns: 'structured',
      preview: 'external_text',
      // The applied run's catalogue.synced data: program names, page URLs and changes in words.
      summary: 'external_text',
      counts: 'structured',
      file_checksum: 'secret',
      note: 'external_text',
      review: 'structured',
      source: 'structured',
      status: 'structured',
      unlinked_curated: 'structured',
    },
  },
  {
    table: 'program_source_states',
    purpose: 'Letzter Stand jedes Eintrags der Förderdatenbank (wortgetreu, mit Prüfsumme)',
    personalData: ['contact'],
    legalBasis: PUBLISHED,
    retention: { kind: 'managed', by: 'Import: solange das Programm im Katalog steht' },
    erasure: {
      kind: 'none',
      reason:
        'veröffentlichte Kontaktangaben der Förderstellen; Schwärzung von entry.contact durch den Betreiber',
    },
    columns: { checksum: 'secret', entry: 'public' },
  },
  {
    table: 'program_source_versions',
    purpose: 'Änderungshistorie der Einträge mit Feld-Diff (GET /api/v2/programs/{id}/history)',
    personalData: ['contact'],
    legalBasis: PUBLISHED,
    retention: { kind: 'managed', by: 'Import: Historie des Katalogs' },
    erasure: {
      kind: 'none',
      reason: 'veröffentlichte Kontaktangaben der Förderstellen; Schwärzung je Version durch den Betreiber',
    },
    columns: { checksum: 'secret', diff: 'public', entry: 'public', kind: 'structured' },
  },
  {
    table: 'catalogue_notices',
    purpose: 'Bereits angekündigte Fristen und Rechtsänderungen (jede Meldung genau einmal)',
    personalData: [],
    legalBasis: OPERATIONS,
    retention: { kind: 'managed', by: 'Import: Löschung nach 2 Jahren vorgesehen' },
    erasure: { kind: 'none', reason: 'nur Schlüssel und Zeitpunkte' },
    columns: { key: 'structured' },
  },
  {
    table: 'legal_feed_state',
    purpose: 'Wasserstand des Gesetzgebungs-Feeds',
    personalData: [],
    legalBasis: OPERATIONS,
    retention: { kind: 'managed', by: 'Rechtsbeobachtung: ein Eintrag je Feed' },
    erasure: { kind: 'none', reason: 'keine personenbezogenen Daten' },
    columns: { feed: 'structured' },
  },
  {
    table: 'legal_changes',
    purpose: 'Erkannte Gesetzgebungsvorgänge zu den Regeln der Berechnung',
    personalData: [],
    legalBasis: OPERATIONS,
    retention: { kind: 'managed', by: 'Rechtsbeobachtung: öffentliche Vorgänge, dauerhaft' },
    erasure: { kind: 'none', reason: 'öffentliche Vorgänge ohne personenbezogene Daten' },
    columns: { details: 'public', feed: 'structured', title: 'public' },
  },
  {
    table: 'program_term_proposals',
    purpose:
      'Aus dem Programmtext vorgeschlagene Konditionen mit Belegsatz und ihre Prüfung durch den Betreiber',
    personalData: [],
    legalBasis: OPERATIONS,
    retention: { kind: 'managed', by: 'Import: solange das Programm im Katalog steht' },
    erasure: {
      kind: 'none',
      reason: 'veröffentlichte Programmtexte; der Prüfer ist eine Zugangs-Id, kein Name',
    },
    columns: {
      term: 'structured',
      proposed_value: 'structured',
      confirmed_value: 'structured',
      sentence: 'public',
      quote: 'public',
      tab: 'structured',
      rule: 'structured',
      condition: 'public',
      status: 'structured',
      reviewed_by: 'structured',
      // A role or initials the operator chose (no e-mail address: @NoPersonalData on the request).
      reviewer_label: 'free_text',
      note: 'public',
    },
  },
];
