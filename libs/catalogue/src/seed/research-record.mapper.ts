import { FUNDED_COSTS } from './curated/funded-costs';
import type { CostKind } from '@libs/shared';
import {
  FINANCING_CATEGORIES,
  PROGRAM_CATEGORIES,
  PROGRAM_LEVELS,
  PROGRAM_PROVIDERS,
  PROGRAM_STATUSES,
  type CompanySize,
  type EligibilityTerms,
  type LegalBasis,
  type ProgramCategory,
  type ProgramLevel,
  type ProgramProvider,
  type ProgramStatus,
  type RateTerms,
} from '@libs/shared';
import type { Program } from '../domain/program';
import type { CuratedTerms } from './curated-terms';
import { legalCeilingEur } from './legal-ceiling';
import type { ResearchRecord } from './research-record';

/** When this seed's records were last reviewed; the wire `lastUpdated` of every seeded program. */
export const SEED_REVIEWED_AT = new Date('2026-11-21T00:00:00.000Z');

const SME_GROUPS = ['KMU', 'Kleine Unternehmen', 'Kleinstunternehmen', 'Kleinunternehmen', 'Mittelstand'];
const ALL_SIZE_GROUPS = ['Grossunternehmen', 'Unternehmen', 'Small Mid-Caps', 'SmallMidCaps'];
const SME_SIZES: CompanySize[] = ['micro', 'small', 'medium'];

/**
 * Status null (5 records: sources conflict or are too old): we do not present such a program as open.
 * It becomes `inaktiv` ("not currently accepting applications as far as we can confirm"), unless curated.
 */
const UNCONFIRMED_STATUS: ProgramStatus = 'inaktiv';

function oneOf<T extends string>(values: readonly T[], value: string | null, field: string, id: string): T {
  if (value !== null && (values as readonly string[]).includes(value)) return value as T;
  throw new Error(`Seed record ${id}: ${field} '${value}' is not one of ${values.join(', ')}`);
}

function defaultLegalBasis(r: ResearchRecord, category: ProgramCategory): LegalBasis {
  if (r.deminimis === true) return { kind: 'deminimis', regulation: 'general' };
  if (category === 'steuervorteil') return { kind: 'tax', law: 'EStG' };
  return { kind: 'none' };
}

function defaultEligibility(r: ResearchRecord, basis: LegalBasis): EligibilityTerms {
  const smeOnly =
    (r.employeeMax !== null && r.employeeMax <= 249) ||
    (r.targetGroups.some((g) => SME_GROUPS.includes(g)) &&
      !r.targetGroups.some((g) => ALL_SIZE_GROUPS.includes(g)));
  // Regulation (EU) 2023/2831 Art. 1(1)(a),(b): primary production of fishery/aquaculture (NACE 03) and of
  // agricultural products (NACE 01) is outside the general de-minimis regulation.
  const excludedSectors = basis.kind === 'deminimis' && basis.regulation === 'general' ? ['01', '03'] : [];
  return {
    companySizes: smeOnly ? [...SME_SIZES] : null,
    employeeMax: r.employeeMax,
    companyAgeMaxYears: r.companyAgeMaxYears,
    regions: [...r.eligibleRegions],
    excludedSectors,
  };
}

function defaultRate(r: ResearchRecord, category: ProgramCategory): RateTerms {
  if (FINANCING_CATEGORIES.includes(category)) {
    return { baseRate: null, financingShare: r.subsidyRateMax ?? 1 };
  }
  return { baseRate: r.subsidyRateMax };
}

/** The curation note, plus why the status was decided where the sources leave it open. */
function noteOf(r: ResearchRecord, curated: CuratedTerms | undefined): string | null {
  const statusNote =
    r.status === null && !curated?.status ? 'Status in den Quellen unklar; als inaktiv geführt.' : null;
  const parts = [curated?.note ?? null, statusNote].filter((p): p is string => p !== null);
  return parts.length > 0 ? parts.join(' ') : null;
}

export function mapResearchRecord(r: ResearchRecord, curated: CuratedTerms | undefined): Program {
  const category = oneOf<ProgramCategory>(PROGRAM_CATEGORIES, r.category, 'category', r.id);
  const legalBasis = curated?.legalBasis ?? defaultLegalBasis(r, category);
  const recordMax = curated?.currentMaxAmount ?? r.maxAmount;
  const maxAmount = recordMax ?? curated?.maxAmount ?? legalCeilingEur(legalBasis);
  if (maxAmount === null || maxAmount === undefined) {
    throw new Error(`Seed record ${r.id}: no maxAmount and no legal ceiling; curate one in curated-terms.ts`);
  }
  const maxAmountBasis = recordMax !== null ? 'program' : (curated?.maxAmountBasis ?? 'legal-ceiling');
  const status = r.status ?? curated?.status ?? UNCONFIRMED_STATUS;

  return {
    id: r.id,
    tenantId: null,
    name: r.name,
    shortName: r.shortName,
    provider: oneOf<ProgramProvider>(PROGRAM_PROVIDERS, r.provider, 'provider', r.id),
    providerDetail: r.providerDetail,
    category,
    level: r.level === null ? null : oneOf<ProgramLevel>(PROGRAM_LEVELS, r.level, 'level', r.id),
    description: r.description,
    maxAmount,
    minAmount: curated?.minAmount !== undefined ? curated.minAmount : r.minAmount,
    subsidyRateMax: curated?.currentSubsidyRateMax ?? r.subsidyRateMax,
    deminimis: r.deminimis,
    targetGroups: [...r.targetGroups],
    eligibleRegions: [...r.eligibleRegions],
    phases: [...r.phases],
    applicationDeadline: r.applicationDeadline,
    status: oneOf<ProgramStatus>(PROGRAM_STATUSES, status, 'status', r.id),
    lastUpdated: SEED_REVIEWED_AT,
    terms: {
      legalBasis,
      rate: { ...defaultRate(r, category), ...curated?.rate },
      eligibility: { ...defaultEligibility(r, legalBasis), ...curated?.eligibility },
      maxAmountBasis,
      rateRulesText: r.rateRules,
      ...(curated?.unverified ? { unverified: curated.unverified } : {}),
      ...(FUNDED_COSTS[r.id] ? { fundedCosts: [...(FUNDED_COSTS[r.id] as CostKind[])] } : {}),
      ...(curated?.applicationsOpenFrom ? { applicationsOpenFrom: curated.applicationsOpenFrom } : {}),
    },
    source: {
      url: r.sourceUrl,
      statusAsOf: r.statusAsOf,
      note: noteOf(r, curated),
    },
    ...(curated?.successorId ? { successorId: curated.successorId } : {}),
  };
}
