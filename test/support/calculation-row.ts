import type { RowWrite } from '../../apps/api/src/platform/tenancy/deferred-writes';

/** A deferred calculation row for tests of the write path (the columns without defaults). */
export const calculationRow = (id: string, tenantId: string, onConflictDoNothing?: string): RowWrite => ({
  table: 'calculations',
  columns: [
    'id',
    'tenant_id',
    'program_id',
    'channel',
    'project_budget_eur',
    'applicant_profile',
    'result',
    'estimated_subsidy_eur',
    'rule_versions',
    'reference_date',
    'computed_at',
  ],
  values: [id, tenantId, 'x', 'calculations', 1, '{}', '{}', 0, [], '2026-01-01', new Date()],
  ...(onConflictDoNothing ? { onConflictDoNothing } : {}),
});
