import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [],
  notTenantScoped: {
    '/api/v2/admin/catalogue/sync-runs/{id}/preview':
      'a catalogue import run, platform-wide: operator credentials only, 403 for tenants (catalogue-sync-checks.e2e-spec.ts)',
    '/api/v2/programs/{id}/history':
      'history of public catalogue programs from the Förderdatenbank; a tenant-owned id answers 404 to others (catalogue-sync.e2e-spec.ts)',
    '/api/v2/programs/{id}/details':
      'details of public catalogue programs from the official export; a tenant-owned id answers 404 to others (catalogue-sync-export.e2e-spec.ts)',
    '/api/v2/programs/{id}/terms':
      'terms read from public catalogue programs’ texts; a tenant-owned id answers 404 to others (term-review.e2e-spec.ts)',
    '/api/v2/admin/catalogue/term-proposals/{programId}':
      'term proposals of public catalogue programs, platform-wide: operator credentials only, 403 for tenants (term-review.e2e-spec.ts)',
    '/api/v2/admin/catalogue/term-proposals/{programId}/{term}/decision':
      'the review of a public program’s term, platform-wide: operator credentials only, 403 for tenants (term-review.e2e-spec.ts)',
  },
};
