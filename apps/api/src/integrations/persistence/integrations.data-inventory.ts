import type { TableDescription } from '../../platform/features/data-inventory';

const CONTRACT = { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: Anbindungen des Mandanten' } as const;
const MANAGED = {
  kind: 'managed',
  by: 'Integrationen: Protokolle werden vom Modul gekürzt (ADR 0018)',
} as const;

/**
 * The integrations' tables in the data inventory (ADR 0018, ADR 0017). Webhook URLs and tokens are credentials
 * of the tenant's own systems (stored encrypted), not personal data; chat messages carry program data and ids.
 * A HubSpot sync run keeps the request and per-object results, which may name a sole trader's company
 * (business data) inside JSON, where no subject identifier can find it: such runs go after their retention.
 * `hubspot_objects` maps a company (the tenant's key of its customer, an `external_id`; for a sole trader the
 * company is the person) and its deals to HubSpot ids; an erasure by that key first queues their deletion at
 * HubSpot (`HubspotErasure`, ADR 0017/0018), then the inventory deletes the mapping.
 */
export const INTEGRATIONS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'chat_destinations',
    purpose: 'Slack- und Teams-Ziele des Mandanten (verschlüsselte Webhook-URL, Name, Ereignistypen)',
    personalData: ['identifiers'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'frei gewählter Name eines Ziels; der Mandant löscht Ziele selbst' },
    columns: {
      disabled_reason: 'external_text',
      event_types: 'structured',
      name: 'free_text',
      url_hint: 'structured',
      vendor: 'structured',
    },
  },
  {
    table: 'chat_messages',
    purpose: 'Zu sendende und gesendete Chat-Nachrichten (Teile, Status, letzte Antwort)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: MANAGED,
    erasure: { kind: 'none', reason: 'Programmdaten und Ids, keine Kennungen von Personen' },
    columns: {
      event_type: 'structured',
      last_error: 'external_text',
      parts: 'structured',
      status: 'structured',
    },
  },
  {
    table: 'hubspot_connections',
    purpose: 'HubSpot-Verbindung des Mandanten (verschlüsseltes Private-App-Token, Deal-Phasen)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Zugangsdaten des Mandanten, keiner Person zugeordnet' },
    columns: { deal_stages: 'structured', token_hint: 'secret' },
  },
  {
    table: 'hubspot_sync_runs',
    purpose: 'CRM-Synchronisationsläufe mit Anfrage und Ergebnis je Objekt',
    personalData: ['business'],
    legalBasis: CONTRACT,
    retention: MANAGED,
    erasure: {
      kind: 'none',
      reason: 'Firmenangaben in JSON ohne Personenkennung; Löschung nach Aufbewahrung',
    },
    columns: { error: 'external_text', request: 'structured', results: 'structured', status: 'structured' },
  },
  {
    table: 'hubspot_objects',
    purpose: 'An HubSpot übertragene Unternehmen und Deals mit ihrer HubSpot-Id (Aktualisierung, Löschung)',
    personalData: ['identifiers'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'delete' },
    subjects: [{ identifier: 'external_id', column: 'company_ref' }],
    columns: { object_key: 'structured', object_type: 'structured' },
  },
  {
    table: 'hubspot_rate_slots',
    purpose: 'Belegte Anfrage-Slots des HubSpot-Limits über alle Instanzen (Sekunden)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'managed', by: 'HubSpot-Limiter: Sekunden' },
    erasure: { kind: 'none', reason: 'nur Zeitpunkte' },
  },
  {
    table: 'datev_settings',
    purpose: 'DATEV-Einstellungen des Mandanten (Berater- und Mandantennummer, Wirtschaftsjahr, Konten)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Buchhaltungsnummern des Mandanten, keiner Person zugeordnet' },
    columns: {
      bu_schluessel: 'structured',
      gegenkonto: 'structured',
      konto: 'structured',
      skr: 'structured',
      wirtschaftsjahr_beginn: 'structured',
    },
  },
];
