import type { DeminimisRegulation, LegalBasis, ResearchCategory } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import type { PlanCode } from './plan-codes';

import { COST_KINDS, type CostKind } from '@libs/shared';

/** The kinds of eligible costs a project is broken down into; cumulation is checked per kind (GBER Art. 8(3)). */
export { COST_KINDS, type CostKind };

export type Instrument = 'grant' | 'loan' | 'guarantee' | 'tax';

/** Staff in annual work units, turnover and balance-sheet total of one enterprise (Recommendation 2003/361/EC). */
export interface EnterpriseFigures {
  staffHeadcount: number;
  turnoverEur: number;
  balanceSheetEur: number | null;
}

/**
 * An enterprise the applicant holds a share in or that holds a share in the applicant (Annex Art. 3): the
 * larger of the capital and the voting-rights share, in percent. > 50 % linked, 25-50 % partner.
 */
export interface RelatedEnterprise extends EnterpriseFigures {
  name: string;
  sharePercent: number;
  /**
   * The holder is a public investment corporation, venture capital company, business angel, university,
   * institutional investor or small autonomous local authority holding 25-50 % (Annex Art. 3(2)): the
   * enterprise stays autonomous towards it.
   */
  qualifiedInvestor?: boolean;
}

/** De-minimis aid already granted to the single undertaking: gross grant equivalent and the date of grant. */
export interface DeminimisGrant {
  amountEur: number;
  /** The day the legal right to the aid was conferred (Bewilligung), `YYYY-MM-DD`. */
  grantDate: string;
  regulation: DeminimisRegulation;
  label?: string;
}

/**
 * What GBER Art. 22(2) asks of a start-up. Absent answers are not assumed: the generic Art. 22 measure is
 * planned only where each condition is stated and met.
 */
export interface StartUpFacts {
  /** Entry in the commercial register (or, where none is required, the start of activity), `YYYY-MM-DD`. */
  registeredOn?: string | null;
  listed?: boolean | null;
  profitsDistributed?: boolean | null;
  /** Formed through a merger or took over another undertaking or its activity (10 % exceptions not modelled). */
  formedByMerger?: boolean | null;
}

export interface CompanyFacts {
  own: EnterpriseFigures;
  relations: readonly RelatedEnterprise[];
  deminimisGrants: readonly DeminimisGrant[];
  startUp?: StartUpFacts;
  /** Primary production of agricultural products (Annex I TFEU): agricultural de-minimis, no GBER Art. 17/22. */
  primaryAgriculturalProduction?: boolean | null;
}

export interface ProjectFacts {
  /** Start of works (GBER Art. 2 No. 23), `YYYY-MM-DD`. */
  plannedStart: string;
  /** The day the applications will be filed, `YYYY-MM-DD`. */
  applicationDate: string;
  federalState: string;
  /** Landkreis or kreisfreie Stadt, where the regional aid map differs inside the Land. */
  kreis: string | null;
  /**
   * The map's large-enterprise intensity for the site in percent, where the advisor has it from the Land's
   * Gemeindeverzeichnis; it replaces the built-in table (which knows only the Kreise named in rules.md §4.1).
   */
  regionalAidMapRatePercent?: number | null;
  costs: Partial<Record<CostKind, number>>;
  researchCategory?: ResearchCategory | null;
  /** GBER Art. 25(6)(b): effective collaboration or wide dissemination. */
  effectiveCollaboration?: boolean | null;
  /** GBER Art. 31(4)(a): the training is given to workers with disabilities or disadvantaged workers. */
  trainingForDisadvantagedWorkers?: boolean | null;
}

export interface LoanTerms {
  /** Nominal yearly interest rate the program charges, percent. */
  interestRatePercent: number;
  termYears: number;
  /** Years without repayment at the start (interest only). */
  gracePeriodYears?: number;
  /** Margin over the base rate by rating and collateral (Communication 2008/C 14/02), basis points; 100 by default. */
  marginBasisPoints?: number;
}

export interface GuaranteeTerms {
  /** Yearly guarantee premium the program charges, percent of the guaranteed amount. */
  premiumPercent: number;
  termYears: number;
  /** Safe-harbour premium for the rating (Guarantee Notice 2008/C 155/02), percent; the caller supplies it. */
  marketPremiumPercent: number;
}

export interface UnionFundingRate {
  rate: number;
  label: string;
  legalSource: string;
}

/** One program as the planner sees it, after the hard filters (status, deadline, region, size, sector). */
export interface PlanCandidate {
  id: string;
  name: string;
  instrument: Instrument;
  legalBasis: LegalBasis;
  /** The cost kinds the program's guideline funds. */
  costKinds: readonly CostKind[];
  /** Grant or tax: aid rate on the covered costs; loan/guarantee: share of the covered costs financed/guaranteed. */
  rate: number;
  maxAmountEur: number | null;
  minAmountEur: number | null;
  /** GBER Art. 6(2) and most guidelines; not for tax measures with a legal entitlement (Art. 6(4)). */
  requiresApplicationBeforeStart: boolean;
  /** Programs whose guidelines forbid combining with this one at all (same purpose). */
  exclusiveWith: readonly string[];
  /** The program's rule: no other public aid on the costs it funds (e.g. many Land guidelines, BayVV 7072 Nr. 7.4). */
  excludesOtherAidOnSameCosts: boolean;
  /** The grantor may award less than the full amount to fit the de-minimis headroom (program-specific). */
  reducibleToDeminimisHeadroom: boolean;
  loan?: LoanTerms;
  guarantee?: GuaranteeTerms;
  applicationDeadline: string | null;
  /** A GRW program: the Land's GRW rates cap the map's (regional-aid-map.md §3). */
  grw?: boolean;
  /** Announced, not yet open (status `geplant`): planned only from `opensOn`, never without it. */
  announced?: boolean;
  /** First day applications are accepted (`YYYY-MM-DD`), where the source gives it. */
  opensOn?: string | null;
  /**
   * Centrally managed Union funding (Horizon Europe, EIC, LIFE): the most favourable funding rate of its Union
   * rules. With State aid on the same costs, all public funding together stays within it (GBER Art. 8(2)).
   */
  unionFunding?: UnionFundingRate | null;
  /**
   * A generic measure of a legal basis (GBER Art. 17, 18, 22, 31, agricultural de-minimis), not a program one
   * can apply to: the ceiling for a measure a Land or federal program may offer under it.
   */
  generic?: boolean;
  /**
   * Reasons established before the planner (the catalogue's hard filters: status, region, size, age, sector):
   * the candidate is excluded, and the planner adds every other reason that applies to it.
   */
  ineligible?: readonly { code: PlanCode; message: string; legalSource: string }[];
  /** Findings that hold for the candidate whatever the plan (the generic measure's nature, unverified rules). */
  notes?: readonly { code: PlanCode; message: string; legalSource: string }[];
  /** Where the rate and limits come from (guideline, law). */
  legalSource: string;
}

export interface PlanInput {
  company: CompanyFacts;
  project: ProjectFacts;
  candidates: readonly PlanCandidate[];
  /** The day the plan is made, `YYYY-MM-DD`; new de-minimis aid is assumed granted on the application date. */
  referenceDate: string;
  /** EU base rate (percent) for the grant equivalent of loans; overrides the dated table. */
  baseRatePercent?: number | null;
  /** The Commission's base rates for Germany as dated data (operator-maintained, each with its source). */
  baseRates?: readonly DatedRule<number>[];
  /** How many next-best alternatives to return (default 3). */
  alternatives?: number;
}
