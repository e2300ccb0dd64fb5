import type { TableDescription } from '../../platform/features/data-inventory';

/** The data-protection module's own tables in the data inventory (ADR 0017). */
export const DATA_PROTECTION_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'dsgvo_requests',
    purpose: 'Lösch- und Exportanfragen mit Frist, Vorschau, Quittung und kurzlebigem Exportarchiv',
    personalData: ['identifiers', 'contact'],
    legalBasis: {
      article: 'Art. 6(1)(c)',
      note: 'Art. 12, 17, 20 DSGVO und Rechenschaftspflicht (Art. 5 Abs. 2); die Kennung nur bis zur Ausführung',
    },
    retention: {
      kind: 'managed',
      by: 'data-retention: Archive nach Ablauf des Links, Anfragen nach 36 Monaten',
    },
    erasure: {
      kind: 'none',
      reason: 'Nachweis der Erledigung (Art. 17 Abs. 3 lit. e, Art. 5 Abs. 2); enthält danach nur den Digest',
    },
    columns: {
      extension_reason: 'free_text',
      kind: 'structured',
      preview: 'structured',
      reason: 'free_text',
      receipt: 'structured',
      status: 'structured',
      subject_identifier: 'structured',
      subject_value: 'subject',
    },
  },
  {
    table: 'data_restrictions',
    purpose: 'Einschränkungen statt Löschung (§ 35 Abs. 3 BDSG) bis zum Ende der Aufbewahrungsfrist',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(c)', note: 'Art. 18 DSGVO, § 35 Abs. 3 BDSG' },
    retention: {
      kind: 'managed',
      by: 'data-retention: aufgehoben am Fristende, dann mit der Anfrage gelöscht',
    },
    erasure: { kind: 'none', reason: 'enthält nur Tabellennamen und Schlüssel der eingeschränkten Zeilen' },
    columns: { ground: 'structured', row_key: 'structured', table_name: 'structured' },
  },
  {
    table: 'audit_log',
    purpose: 'Unveränderbares, hash-verkettetes Änderungsprotokoll (GoBD Rz. 58 ff.)',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(c)', note: '§ 146 Abs. 4, § 147 AO; GoBD Rz. 59, 107 ff.' },
    retention: {
      kind: 'managed',
      by: 'mindestens 10 Jahre (§ 147 Abs. 3 AO); nur mit dem Mandanten gelöscht',
    },
    erasure: {
      kind: 'none',
      reason:
        'ohne Namen und Kontaktdaten geführt (nur Ids, Zähler, Hashes); die Id eines API-Schlüssels einer Person ' +
        '(`entity_id`) bleibt als Beleg der Änderung: unveränderbar nach § 146 Abs. 4 AO, 10 Jahre (§ 147 AO)',
    },
    columns: { action: 'structured', details: 'structured', entity_type: 'structured', hash: 'secret' },
  },
  {
    table: 'dpia_assessments',
    purpose: 'Datenschutz-Folgenabschätzungen des Mandanten (Art. 35 DSGVO) mit Vorprüfung und Freigabe',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(c)', note: 'Art. 35 DSGVO, Rechenschaftspflicht (Art. 5 Abs. 2)' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'beschreibt Verarbeitungen, nicht Personen' },
    columns: { document: 'free_text', status: 'structured' },
  },
  {
    table: 'gobd_exports',
    purpose: 'Z3-Exporte (Datenträgerüberlassung) mit Dateihashes und kurzlebigem Archiv',
    personalData: ['business'],
    legalBasis: { article: 'Art. 6(1)(c)', note: '§ 147 Abs. 6 AO (Datenzugriff der Finanzverwaltung)' },
    retention: { kind: 'days', days: 7, column: 'requested_at' },
    erasure: {
      kind: 'none',
      reason:
        'Archiv der Berechnungen ohne Kennung einer Person; nach einer Woche gelöscht (Hash im Audit-Log)',
    },
    columns: { archive_sha256: 'secret', files: 'structured', status: 'structured' },
  },
];
