import type { TableDescription } from '../../platform/features/data-inventory';

/**
 * The funding plans in the data inventory (ADR 0019, ADR 0017). A plan stores the request as sent: company
 * figures (a sole trader's are personal data), names of linked and partner enterprises (which may be natural
 * persons, e.g. business angels), the de-minimis history and a free-text title. No column identifies a data
 * subject of the product, so an erasure request cannot single a plan out; plans go with the tenant, or one by
 * one when the tenant deletes them. For the same reason they are not `portable`: the portability job finds a
 * subject's rows only through a subject locator, and a plan has none (a flag without one exported nothing and
 * claimed otherwise). The tenant reads its plans through the funding-plans API.
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
    // Not Art. 20 data of a subject the product can name (see above); `portable` needs a subject locator.
    portable: false,
    columns: { request: 'structured', result: 'structured', rule_versions: 'structured', title: 'free_text' },
  },
];
