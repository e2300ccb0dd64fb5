import type { DerivedForm, TableDescription } from '../../platform/features/data-inventory';
import { credentialActorId } from '../domain/server-events';

/** Server events of a caller without `X-Actor-Id` are stored under a hash of its credential id. */
const CREDENTIAL_ACTOR: DerivedForm = {
  name: '`key:` + 32 Hex-Zeichen von SHA-256("analytics-actor:" + Schlüssel-Id)',
  derive: (credentialId) => credentialActorId(credentialId),
};

/**
 * 25 months at most: the forecast's 24 months of history plus the month in progress. The job
 * `analytics-partitions` drops each month's partition whole once the month lies before those 24 (its events
 * are then 24 to 25 months old, never more than 762 days); the data-retention job's row deletions by this rule
 * remain for events outside the monthly partitions (ADR 0033).
 */
const EVENT_DAYS = 762;
const FOR_THE_TENANT = {
  article: 'Art. 6(1)(f)',
  note:
    'Produktanalyse im Auftrag des Mandanten (Art. 28), pseudonyme Akteur-Ids. Serverseitige Ereignisse ' +
    '(Suche, Ansicht, Abgleich, Berechnung): berechtigtes Interesse an Trichtern ohne Client-Instrumentierung, ' +
    'nur Ids, Filter, Zählungen und Betragsbänder, Akteur aus X-Actor-Id oder Hash des Zugangs; ' +
    'Widerspruch je Mandant (PUT /api/v2/analytics/settings, Art. 21)',
} as const;

/**
 * The analytics tables in the data inventory (ADR 0016, ADR 0017). Events carry a pseudonymous actor id (an
 * online identifier; names and e-mail addresses are refused at ingestion), what the actor did and UTM fields.
 * An erasure request by actor id deletes that actor's events; events and their id ledger go after 25 months.
 * Partitions (`analytics_events_YYYY_MM`) are covered by their parent table.
 */
export const ANALYTICS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'analytics_events',
    purpose: 'Ereignisse der Integratoren und des Dienstes (Trichter, Kohorten, Prognose, Attribution)',
    personalData: ['identifiers', 'usage'],
    legalBasis: FOR_THE_TENANT,
    retention: { kind: 'days', days: EVENT_DAYS, column: 'occurred_at' },
    erasure: { kind: 'delete' },
    subjects: [
      { identifier: 'actor_id', column: 'actor_id' },
      { identifier: 'actor_id', column: 'actor_id', form: CREDENTIAL_ACTOR },
    ],
    portable: true,
    columns: {
      name: 'subject',
      origin: 'structured',
      properties: 'subject',
      utm_campaign: 'subject',
      utm_content: 'subject',
      utm_medium: 'subject',
      utm_source: 'subject',
      utm_term: 'subject',
    },
  },
  {
    table: 'analytics_event_ids',
    purpose: 'Bereits angenommene Ereignis-Ids je Mandant (Idempotenz der Aufnahme)',
    personalData: [],
    legalBasis: FOR_THE_TENANT,
    retention: { kind: 'days', days: EVENT_DAYS, column: 'received_at' },
    erasure: { kind: 'none', reason: 'nur zufällige Ereignis-Ids ohne Bezug zu einer Person' },
  },
  {
    table: 'analytics_settings',
    purpose: 'Analyse-Einstellungen je Mandant (Widerspruch gegen serverseitige Ereignisse)',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: Einstellungen des Mandanten' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Einstellungen des Mandanten' },
  },
  {
    table: 'analytics_report_schedules',
    purpose: 'Geplante Berichte (Abfragen, Rhythmus, Ortszeit)',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: Berichte des Mandanten' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Einstellungen des Mandanten' },
    columns: { cadence: 'structured', name: 'free_text', queries: 'structured', time_zone: 'structured' },
  },
  {
    table: 'analytics_report_runs',
    purpose: 'Ergebnisse geplanter Berichte je Termin',
    personalData: [],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: Berichte des Mandanten' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'nur Aggregate ohne Akteur-Ids' },
    columns: { result: 'structured' },
  },
];
