import type { TableDescription } from '../../platform/features/data-inventory';

const PUBLIC_DATA = {
  article: 'none',
  note: 'öffentliche Programmdaten, keine personenbezogenen Daten',
} as const;
const NONE = { kind: 'none', reason: 'keine personenbezogenen Daten' } as const;

/** The catalogue's tables in the data inventory (ADR 0017): public programme data, no person in them. */
export const CATALOGUE_DATA_INVENTORY: readonly TableDescription[] = [
  {
    table: 'programs',
    purpose: 'Förderprogramme (öffentlich oder eigene eines Mandanten)',
    personalData: [],
    legalBasis: PUBLIC_DATA,
    retention: { kind: 'while_tenant_exists' },
    erasure: NONE,
    columns: {
      category: 'public',
      description: 'public',
      eligible_regions: 'public',
      funding_categories: 'public',
      level: 'public',
      name: 'public',
      phases: 'public',
      provider: 'public',
      provider_detail: 'public',
      short_name: 'public',
      source: 'public',
      status: 'public',
      successor_id: 'public',
      target_groups: 'public',
      terms: 'public',
    },
  },
  {
    table: 'seed_state',
    purpose: 'Stand des Katalog-Imports',
    personalData: [],
    legalBasis: PUBLIC_DATA,
    retention: { kind: 'while_tenant_exists' },
    erasure: NONE,
    columns: { hash: 'secret', name: 'structured' },
  },
  {
    table: 'catalogue_version',
    purpose: 'Versionszähler des Katalogs (Cache-Invalidierung)',
    personalData: [],
    legalBasis: PUBLIC_DATA,
    retention: { kind: 'while_tenant_exists' },
    erasure: NONE,
  },
];
