import type { IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [],
  notTenantScoped: {
    '/api/v2/cron/runs/{id}': 'platform-wide job runs, operator credentials only (cron.e2e-spec.ts)',
  },
};
