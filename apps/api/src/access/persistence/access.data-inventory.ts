import type { TableDescription } from '../../platform/features/data-inventory';

const CONTRACT = {
  article: 'Art. 6(1)(b)',
  note: 'Vertragserfüllung: Zugang des Mandanten zur API',
} as const;

/**
 * The access module's tables in the data inventory (ADR 0017). A credential is the product's actor: an API key
 * or OAuth client may be issued to one person and carry a name they chose. Erasing that actor revokes the
 * credential at once (`revoked_at`) and replaces its name; the row stays, so that usage and audit still
 * resolve to an id that no longer names anyone.
 */
export const ACCESS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'tenants',
    purpose: 'Mandanten (Kunden) mit Tarif',
    personalData: ['identifiers'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: {
      kind: 'none',
      reason: 'der Mandant ist Vertragspartner, keine betroffene Person des Dienstes; endet mit dem Vertrag',
    },
    columns: { name: 'free_text', plan: 'structured' },
  },
  {
    table: 'api_keys',
    purpose: 'API-Schlüssel (nur HMAC-Digest, Präfix und letzte vier Zeichen)',
    personalData: ['identifiers'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'pseudonymise', columns: { name: 'redact', revoked_at: 'now' } },
    subjects: [{ identifier: 'actor_id', column: 'id' }],
    portable: true,
    columns: { last4: 'secret', name: 'subject', prefix: 'structured', scopes: 'structured' },
  },
  {
    table: 'oauth_clients',
    purpose: 'OAuth-Clients (nur Digest des Geheimnisses)',
    personalData: ['identifiers'],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'pseudonymise', columns: { name: 'redact', revoked_at: 'now' } },
    subjects: [{ identifier: 'actor_id', column: 'id' }],
    portable: true,
    columns: { name: 'subject', scopes: 'structured' },
  },
  {
    table: 'monthly_usage',
    purpose: 'Kontingentzähler je Mandant und Monat',
    personalData: [],
    legalBasis: CONTRACT,
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'Zähler je Mandant, ohne Bezug zu einer Person' },
    columns: { period: 'structured' },
  },
];
