import type { TableDescription } from '../../platform/features/data-inventory';

const SERVICE = {
  article: 'Art. 6(1)(f)',
  note: 'Betrieb des Dienstes: Konfiguration von Funktionen',
} as const;

/**
 * The feature-flag tables in the data inventory (ADR 0013, ADR 0017). Flags are platform-wide (no tenant):
 * definitions hold no personal data by design; the version history names the operator credential that made a
 * change (pseudonymous ids) and is the audit trail of the configuration, which the app role cannot change.
 */
export const FEATURE_FLAGS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'feature_flags',
    purpose: 'Feature-Flags der Plattform (Varianten, Strategien, Zeitpläne)',
    personalData: [],
    legalBasis: SERVICE,
    retention: {
      kind: 'managed',
      by: 'Betreiber: bis das Flag gelöscht wird (zweistufig: archivieren, löschen)',
    },
    erasure: { kind: 'none', reason: 'Konfiguration der Plattform, keiner Person zugeordnet' },
    columns: { definition: 'free_text', key: 'structured' },
  },
  {
    table: 'feature_flag_versions',
    purpose: 'Unveränderliche Änderungshistorie der Flags mit Diff, Grund und Betreiber-Zugang (Audit-Trail)',
    personalData: ['identifiers'],
    legalBasis: { article: 'Art. 6(1)(f)', note: 'Nachvollziehbarkeit von Konfigurationsänderungen' },
    retention: {
      kind: 'managed',
      by: 'Audit-Trail der Konfiguration: bleibt, solange die Plattform besteht',
    },
    erasure: {
      kind: 'none',
      reason: 'nennt nur pseudonyme Ids des Betreiber-Zugangs; Schwärzung nur durch den Migrationseigentümer',
    },
    columns: {
      action: 'structured',
      diff: 'free_text',
      flag_key: 'structured',
      reason: 'free_text',
      snapshot: 'free_text',
    },
  },
];
