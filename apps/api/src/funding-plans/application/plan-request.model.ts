import type { CostKind, LegalBasisCode } from '@libs/funding-plans';

/**
 * A funding-plan request as the use cases read it: plain types, independent of the wire DTOs (which
 * implement these, so a renamed request field breaks the build instead of silently changing what is stored)
 * and of the stored JSON (persistence/stored-plan-request.ts, versioned).
 */
export interface FundingPlanRequest {
  company: PlanCompany;
  project: PlanProject;
  programIds?: string[];
  programTerms?: ProgramTermsInput[];
  baseRatePercent?: number;
  alternatives?: number;
  /** GBER Art. 17, 18, 22, 31 and agricultural de-minimis as generic "legal room" lines (default false). */
  includeGenericGberMeasures?: boolean;
}

export interface PlanCompany {
  employeeCount: number;
  revenueEur: number;
  balanceSheetEur?: number;
  federalState: string;
  industryCode: string;
  companyAgeYears?: number;
  deminimisUsedEur?: number;
  relations?: RelatedEnterprise[];
  deminimisGrants?: DeminimisGrantInput[];
  /** GBER Art. 22(2): entry in the commercial register (or start of activity), `YYYY-MM-DD`. */
  registeredOn?: string;
  listed?: boolean;
  profitsDistributed?: boolean;
  formedByMerger?: boolean;
  primaryAgriculturalProduction?: boolean;
}

export interface RelatedEnterprise {
  name: string;
  sharePercent: number;
  employeeCount: number;
  revenueEur: number;
  balanceSheetEur?: number;
  qualifiedInvestor?: boolean;
}

export type DeminimisRegulation = 'general' | 'agriculture' | 'fishery' | 'sgei';

export interface DeminimisGrantInput {
  amountEur: number;
  grantDate: string;
  regulation: DeminimisRegulation;
  label?: string;
}

export type ResearchCategory = 'fundamental' | 'industrial' | 'experimental' | 'feasibility';

export interface PlanProject {
  title?: string;
  plannedStart: string;
  applicationDate?: string;
  federalState?: string;
  kreis?: string;
  regionalAidMapRatePercent?: number;
  costs: ProjectCosts;
  researchCategory?: ResearchCategory;
  effectiveCollaboration?: boolean;
  trainingForDisadvantagedWorkers?: boolean;
}

export interface ProjectCosts {
  investment?: number;
  rdPersonnel?: number;
  contractResearch?: number;
  consulting?: number;
  training?: number;
  operating?: number;
}

export interface ProgramTermsInput {
  programId: string;
  costKinds?: CostKind[];
  interestRatePercent?: number;
  termYears?: number;
  gracePeriodYears?: number;
  marginBasisPoints?: number;
  guaranteePremiumPercent?: number;
  marketPremiumPercent?: number;
  exclusiveWith?: string[];
  excludesOtherAidOnSameCosts?: boolean;
  reducibleToDeminimisHeadroom?: boolean;
  /** The program's legal basis, for a program the catalogue does not know in full. */
  legalBasis?: LegalBasisCode;
}
