import type { TableDescription } from '../features/data-inventory';

/**
 * The kernel's tables in the data inventory (ADR 0017). pg-boss keeps its own schema: job payloads carry a
 * tenant id and the ids of the rows a job acts on, never a data subject's identifier (the erasure job carries
 * only its request id), and pg-boss deletes finished jobs itself.
 */
export const KERNEL_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'job_runs',
    purpose: 'Läufe der geplanten Jobs (Slot, Zustand, Zähler), für Betrieb und Nachweis',
    personalData: [],
    legalBasis: { article: 'none', note: 'keine personenbezogenen Daten' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'plattformweite Betriebsdaten ohne Personenbezug' },
    columns: {
      counts: 'structured',
      error: 'external_text',
      job: 'structured',
      status: 'structured',
      trigger: 'structured',
    },
  },
  {
    table: 'idempotency_keys',
    purpose: 'Gespeicherte Antworten von Anfragen mit Idempotency-Key (ADR 0011), verschlüsselt',
    personalData: ['identifiers'],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: genau-einmal-Ausführung von Anfragen' },
    retention: { kind: 'days', days: 1, column: 'expires_at' },
    erasure: {
      kind: 'none',
      reason:
        'verschlüsselt und nach 24 Stunden gelöscht, also weit innerhalb der Monatsfrist des Art. 12(3)',
    },
    columns: {
      fingerprint: 'secret',
      key: 'structured',
      response_body: 'secret',
      response_headers: 'structured',
      status: 'structured',
    },
  },
  {
    table: 'schema_migrations',
    purpose: 'Ausgeführte Migrationen (TypeORM)',
    personalData: [],
    legalBasis: { article: 'none', note: 'keine personenbezogenen Daten' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Schemaverwaltung' },
    columns: { name: 'structured' },
  },
  {
    table: 'pgboss.*',
    purpose: 'Job-Warteschlange (pg-boss): Nutzlasten mit Mandant und Datensatz-Ids',
    personalData: [],
    legalBasis: { article: 'none', note: 'Nutzlasten tragen keine Kennungen betroffener Personen' },
    retention: { kind: 'managed', by: 'pg-boss: erledigte Jobs werden archiviert und nach 7 Tagen gelöscht' },
    erasure: { kind: 'none', reason: 'keine Kennungen betroffener Personen in Nutzlasten' },
  },
];

/**
 * What the service keeps outside the database: its server log. Not a table, so not in the list the
 * database is checked against; the residue test checks the log against this description.
 */
export const SERVER_LOG_DESCRIPTION = {
  store: 'server-log (stdout, JSON-Zeilen)',
  purpose: 'Betrieb und Sicherheit: Anfragezeilen, Fehler, Jobläufe',
  personalData: ['technical'],
  legalBasis: {
    article: 'Art. 6(1)(f)',
    note: 'berechtigtes Interesse an sicherem Betrieb (Art. 32 DSGVO); IP-Adresse und User-Agent je Anfrage',
  },
  /** The service writes the log and keeps none of it; its store (the platform's log pipeline) sets the age. */
  retention:
    'vom Betreiber der Log-Pipeline: höchstens 14 Tage empfohlen (docs/configuration.md); der Dienst selbst ' +
    'speichert keine Logzeilen',
  identifiers:
    'keine Kennung einer betroffenen Person: Schlüssel, Token und Geheimnisse geschwärzt, X-Actor-Id als ' +
    'HMAC mit einem Schlüssel je Prozess (hmac:…), Query von /api/v2/dsgvo/* geschwärzt; Kennungen in Körpern ' +
    'werden nicht protokolliert',
} as const;
