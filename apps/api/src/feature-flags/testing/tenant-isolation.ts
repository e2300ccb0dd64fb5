import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [],
  notTenantScoped: {
    '/api/v2/admin/feature-flags/{key}':
      'platform-wide feature flags, operator credentials only; 403 for tenants (feature-flags.e2e-spec.ts)',
    '/api/v2/admin/feature-flags/{key}/history':
      'the history of a platform-wide flag, operator only (as above)',
    '/api/v2/admin/feature-flags/{key}/rollback': 'a platform-wide flag, operator only (as above)',
    '/api/v2/ofrep/v1/evaluate/flags/{key}':
      'a platform-wide flag, evaluated with the caller’s own tenant and plan, never another’s (feature-flags.e2e-spec.ts)',
  },
};
