import type { TableDescription } from '../../platform/features/data-inventory';

/**
 * The funding plans in the data inventory (ADR 0019, ADR 0017). A plan stores the request as sent: company
 * figures (a sole trader's are personal data), names of linked and partner enterprises (which may be natural
 * persons, e.g. business angels), the de-minimis history and a free-text title. No column identifies a data
 * subject of the product, so an erasure request cannot single a plan out; plans go with the tenant, or one by
 * one when the tenant deletes them.
 */
export const FUNDING_PLANS_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'funding_plans',
    purpose: 'Gespeicherte Förderpläne (Anfrage, Ergebnis mit Begründungen, Summe, Regelstände)',
    personalData: ['business', 'identifiers'],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: die angefragte Förderplanung' },
    retention: { kind: 'while_tenant_exists' },
    erasure: {
      kind: 'none',
      reason: 'keine Spalte nennt eine betroffene Person des Dienstes; Löschung mit dem Mandanten',
    },
    portable: true,
  },
];
