import type { RecurringDeadline } from './recurring-deadline';
import type { CompanySize } from './program-vocabulary';

/**
 * The legal basis under which a program grants aid. It decides which legal maximum intensity and which
 * ceiling apply (../shared/research/rules.md §2-§5).
 */
export type LegalBasis =
  /** De-minimis: general 2023/2831, agriculture 1408/2013, fishery 717/2014, SGEI 2023/2832. */
  | { kind: 'deminimis'; regulation: DeminimisRegulation }
  /**
   * General Block Exemption Regulation (EU) 651/2014, by article (e.g. '17', '25', '28'). For Art. 25 the
   * research category decides the base intensity; without it the engine assumes industrial research.
   */
  | { kind: 'gber'; article: string; researchCategory?: ResearchCategory }
  /** Regional investment aid under the German regional aid map 2022-2027 (GBER Art. 14, GRW). */
  | { kind: 'regional-aid-map' }
  /** Tax law with a legal entitlement (FZulG, EStG); not selective State aid in the grant sense. */
  | { kind: 'tax'; law: string }
  /** A scheme notified to and approved by the Commission (e.g. the Bundesregelung Kleinbeihilfen). */
  | { kind: 'notified'; reference: string }
  /** Market-conform financing or EU direct management: no State-aid ceiling applies on our side. */
  | { kind: 'none' };

export type DeminimisRegulation = 'general' | 'agriculture' | 'fishery' | 'sgei';

/** GBER Art. 25(5): the research categories with different base intensities. */
export type ResearchCategory = 'fundamental' | 'industrial' | 'experimental' | 'feasibility';

/** A rate that applies to applicants whose Land is in `regions` (e.g. BAFA consulting in the eastern Länder). */
export interface RegionalRate {
  regions: string[];
  rate: number;
  /** German label for the breakdown, e.g. "neue Bundesländer (ohne Berlin, Region Leipzig)". */
  label: string;
  /** Size-specific rates in these Länder (e.g. GRW Sachsen: small 35 %, medium 25 %, large 15 %). */
  sizeRates?: Partial<Record<CompanySize, number>>;
  /** What a Land-level rule cannot see (e.g. "Region Leipzig: 50 %"), shown as an info warning. */
  caveat?: string;
}

/** A rate for young companies (e.g. Berlin Coaching BONUS: 80 % below 5 years on the market). */
export interface AgeRate {
  /** Applies when `companyAgeYears` is below this value. */
  belowAgeYears: number;
  rate: number;
  label: string;
  /** Only for these sizes (e.g. ZIM: 45 % for small young companies); all sizes when absent. */
  sizes?: CompanySize[];
}

/** How a program's rate and amount are determined (rates are fractions 0..1). */
export interface RateTerms {
  /** Rate for applicants without a size-specific rate (usually large enterprises or everyone). */
  baseRate: number | null;
  /** Rate per company size, where the guideline distinguishes sizes (e.g. EEW: small 25 %, medium 20 %). */
  sizeRates?: Partial<Record<CompanySize, number>>;
  /** Rates that replace the size/base rate in certain Länder. */
  regionalRates?: RegionalRate[];
  /** Upper limit of eligible costs in EUR (e.g. BAFA consulting: 3,500 EUR fee). */
  eligibleCostsMaxEur?: number | null;
  /** Minimum eligible costs in EUR (e.g. Digitalbonus Thüringen: 5,000 EUR). */
  eligibleCostsMinEur?: number | null;
  /** Loans, guarantees, equity: share of the project budget the program finances. */
  financingShare?: number | null;
  /** Higher rates for young companies; the engine takes the highest rate that applies. */
  ageRates?: AgeRate[];
}

/** Who may apply. Null means "no restriction" for that dimension. */
export interface EligibilityTerms {
  companySizes: CompanySize[] | null;
  employeeMax: number | null;
  companyAgeMaxYears: number | null;
  /** Minimum company age (e.g. Innovationsgutschein Hightech BW: older than five years). */
  companyAgeMinYears?: number | null;
  /** Länder codes or `bundesweit`. */
  regions: string[];
  /** WZ 2008 / NACE Rev. 2 prefixes excluded from the program, e.g. `01`, `03`, `A`. */
  excludedSectors: string[];
}

/**
 * The kinds of eligible costs a project is broken down into (the funding planner checks cumulation per kind,
 * GBER Art. 8(3)): what a program's guideline funds.
 */
export const COST_KINDS = [
  'investment',
  'rdPersonnel',
  'contractResearch',
  'consulting',
  'training',
  'operating',
] as const;
export type CostKind = (typeof COST_KINDS)[number];

/** Everything the engine and matcher need to know about a program beyond the wire fields. */
export interface ProgramTerms {
  legalBasis: LegalBasis;
  rate: RateTerms;
  eligibility: EligibilityTerms;
  /** Where `maxAmount` comes from: the program's own cap or the legal ceiling that applies when it states none. */
  maxAmountBasis: 'program' | 'legal-ceiling';
  /**
   * The cost kinds the guideline funds, where its legal basis does not name them (a GBER article or the FZulG
   * does): curated per program. Absent: the funding planner does not plan the program on its own.
   */
  fundedCosts?: CostKind[];
  /** First day applications are accepted, for a program that is announced (`geplant`), `YYYY-MM-DD`. */
  applicationsOpenFrom?: string;
  /**
   * A deadline that recurs every year (no fixed `applicationDeadline`): the rule, whose next occurrence from the
   * reference day is what reads, the matcher, search and reminders use (`deadlineOn`).
   */
  recurringDeadline?: RecurringDeadline;
  /** Free-text rate rules as the source states them (German), kept for the explanation. */
  rateRulesText: string | null;
  /** Rule facts marked unverified by the research (../shared/research/rules.md), shown as info. */
  unverified?: string[];
  /**
   * false: imported (Förderdatenbank) without structured conditions; rates and caps are unknown, so the
   * engine estimates nothing (maxAmount 0) and the matcher says why. Absent: curated terms.
   */
  structured?: boolean;
  /**
   * Terms read from the program's own text and confirmed by a person, by field name, each with
   * its German provenance ("aus dem Programmtext, bestätigt am … von …"); the engine's breakdown cites it.
   */
  provenance?: Partial<Record<'subsidyRateMax' | 'maxAmount' | 'minAmount' | 'applicationDeadline', string>>;
}
