import type { TableDescription } from '../../platform/features/data-inventory';

const CONTRACT = { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: Zustellung von Ereignissen' } as const;

/**
 * The webhooks' tables in the data inventory (ADR 0017). Event payloads carry ids of the tenant's records,
 * no identifier of a person; the delivery log keeps 2 KiB of the receiver's answer, which the receiver (the
 * tenant's own system) controls.
 */
const MANAGED = {
  kind: 'managed',
  by: 'Webhook-Zustellung: Ereignisse und Protokoll nach 30 Tagen (retentionDays)',
} as const;

export const WEBHOOKS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'webhook_endpoints',
    purpose: 'Empfänger-URLs des Mandanten mit verschlüsseltem Signaturgeheimnis',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Systemadressen des Mandanten, keiner Person zugeordnet' },
    columns: {
      description: 'free_text',
      disabled_reason: 'external_text',
      event_types: 'structured',
      url: 'structured',
    },
  },
  {
    table: 'webhook_events',
    purpose: 'Ausgehende Ereignisse (Outbox)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: MANAGED,
    erasure: { kind: 'none', reason: 'Nutzlasten tragen Datensatz-Ids, keine Kennungen von Personen' },
    columns: { idempotency_key: 'structured', payload: 'structured', type: 'structured' },
  },
  {
    table: 'webhook_messages',
    purpose: 'Zustellaufträge je Ereignis und Endpunkt',
    personalData: [],
    legalBasis: CONTRACT,
    retention: MANAGED,
    erasure: { kind: 'none', reason: 'keine personenbezogenen Daten' },
    columns: { status: 'structured' },
  },
  {
    table: 'webhook_delivery_attempts',
    purpose: 'Zustellprotokoll (Status, Dauer, Antwortauszug)',
    personalData: [],
    legalBasis: CONTRACT,
    retention: MANAGED,
    erasure: { kind: 'none', reason: 'technisches Protokoll ohne Kennungen von Personen' },
    columns: {
      error_class: 'structured',
      event_type: 'structured',
      outcome: 'structured',
      response_excerpt: 'external_text',
      trigger: 'structured',
    },
  },
];
