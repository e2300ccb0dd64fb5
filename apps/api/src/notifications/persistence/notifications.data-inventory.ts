import type { TableDescription } from '../../platform/features/data-inventory';

const CONTRACT = {
  article: 'Art. 6(1)(b)',
  note: 'Vertragserfüllung: Benachrichtigungen des Mandanten',
} as const;
const FEED = {
  kind: 'managed',
  by: 'Feed-Aufbewahrung: Ereignisse nach NOTIFICATIONS_FEED_RETENTION_HOURS (Standard 7 Tage)',
} as const;

/**
 * The notification tables in the data inventory (ADR 0014, ADR 0017). A push subscription is the one record
 * of a person here: its endpoint URL singles out a browser, and `user_ref` is the integrator's own id of its
 * user. Feed events carry the same payloads as webhooks (record ids), digests only counts and summaries.
 */
export const NOTIFICATIONS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'push_subscriptions',
    purpose: 'Web-Push-Abonnements (Endpunkt des Browsers, verschlüsselte Schlüssel, Ereignistypen)',
    personalData: ['identifiers', 'contact'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'delete' },
    subjects: [
      { identifier: 'push_endpoint', column: 'endpoint' },
      { identifier: 'external_id', column: 'user_ref' },
    ],
    portable: true,
    columns: { event_types: 'structured' },
  },
  {
    table: 'notification_events',
    purpose: 'Ereignis-Feed je Mandant (Quelle für Stream, Push und Digests)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: FEED,
    erasure: {
      kind: 'none',
      reason:
        'Nutzlasten tragen Datensatz-Ids (bei `api_key.*` die Id des Schlüssels), keine Namen oder ' +
        'Kontaktdaten; der Feed verfällt nach seiner Frist',
    },
    columns: { data: 'structured', idempotency_key: 'structured', type: 'structured' },
  },
  {
    table: 'notification_feed_heads',
    purpose: 'Zähler des Feeds je Mandant (letzte Id, bereinigt bis, gepusht bis)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'nur Zähler' },
  },
  {
    table: 'digest_schedules',
    purpose: 'Digest-Zeitpläne (Rhythmus, Ortszeit, Kanäle, Filter)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Einstellungen des Mandanten, keiner Person zugeordnet' },
    columns: {
      cadence: 'structured',
      channels: 'structured',
      filters: 'structured',
      local_time: 'structured',
      time_zone: 'structured',
    },
  },
  {
    table: 'digest_runs',
    purpose: 'Versandte oder übersprungene Digests je Zeitplan und Zeitraum (verhindert Doppelversand)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Zählungen und Zusammenfassungen ohne Kennungen von Personen' },
    columns: { period: 'structured', status: 'structured', summary: 'structured' },
  },
  {
    table: 'digest_due',
    purpose: 'Nächster Fälligkeitszeitpunkt je Zeitplan (für den Sweep über alle Mandanten)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'nur Ids und ein Zeitpunkt' },
  },
];
