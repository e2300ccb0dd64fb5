import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [],
  notTenantScoped: {
    '/api/v1/programs/{id}':
      'the catalogue: public programs for everyone, own programs under RLS (program-repository.int-spec.ts)',
  },
};
