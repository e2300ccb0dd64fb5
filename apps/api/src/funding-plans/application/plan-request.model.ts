import type { CostKind } from '@libs/funding-plans';

/**
 * A funding-plan request as the use cases read it (issue 33): plain types, independent of the wire DTOs (which
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
}
