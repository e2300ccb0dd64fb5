import type { Program } from '@libs/catalogue';
import type { ProgramCategory, ProgramLevel, ProgramProvider, ProgramStatus } from '@libs/shared';
import type { ProgramOrmEntity } from './program.orm-entity';

const num = (v: string | null): number | null => (v === null ? null : Number(v));

/** The table's CHECK constraints guarantee the enum columns, so the casts below cannot lie. */
export function toDomain(row: ProgramOrmEntity): Program {
  return {
    id: row.id,
    tenantId: row.tenantId,
    name: row.name,
    shortName: row.shortName,
    provider: row.provider as ProgramProvider,
    providerDetail: row.providerDetail,
    category: row.category as ProgramCategory,
    level: row.level as ProgramLevel | null,
    description: row.description,
    maxAmount: Number(row.maxAmount),
    minAmount: num(row.minAmount),
    subsidyRateMax: num(row.subsidyRateMax),
    deminimis: row.deminimis,
    targetGroups: row.targetGroups,
    eligibleRegions: row.eligibleRegions,
    phases: row.phases,
    applicationDeadline: row.applicationDeadline,
    status: row.status as ProgramStatus,
    lastUpdated: row.lastUpdated,
    terms: row.terms,
    source: row.source,
    // Absent rather than null: the seed and the importers name a successor only where there is one.
    ...(row.successorId !== null ? { successorId: row.successorId } : {}),
    ...(row.fundingCategories !== null ? { fundingCategories: row.fundingCategories } : {}),
  };
}

/** Column values for an insert, in the order of `PROGRAM_COLUMNS`. */
export function toRowValues(p: Program): unknown[] {
  return [
    p.id,
    p.tenantId,
    p.name,
    p.shortName,
    p.provider,
    p.providerDetail,
    p.category,
    p.level,
    p.description,
    p.maxAmount,
    p.minAmount,
    p.subsidyRateMax,
    p.deminimis,
    p.targetGroups,
    p.eligibleRegions,
    p.phases,
    p.applicationDeadline,
    p.status,
    p.lastUpdated,
    JSON.stringify(p.terms),
    JSON.stringify(p.source),
    p.successorId ?? null,
    p.fundingCategories ? JSON.stringify(p.fundingCategories) : null,
  ];
}

export const PROGRAM_COLUMNS = [
  'id',
  'tenant_id',
  'name',
  'short_name',
  'provider',
  'provider_detail',
  'category',
  'level',
  'description',
  'max_amount',
  'min_amount',
  'subsidy_rate_max',
  'deminimis',
  'target_groups',
  'eligible_regions',
  'phases',
  'application_deadline',
  'status',
  'last_updated',
  'terms',
  'source',
  'successor_id',
  'funding_categories',
];
