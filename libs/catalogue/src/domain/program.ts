import type {
  ProgramCategory,
  ProgramLevel,
  ProgramProvider,
  ProgramStatus,
  ProgramTerms,
} from '@libs/shared';
import type { FundingCategories } from './funding-categories';

/**
 * A funding program: the fields of spec 2.1 plus the terms the engine and matcher need, and where the
 * facts come from. `tenantId` null marks the public catalogue; a tenant's own programs carry its id.
 */
export interface Program {
  id: string;
  tenantId: string | null;
  name: string;
  shortName: string | null;
  provider: ProgramProvider;
  providerDetail: string | null;
  category: ProgramCategory;
  level: ProgramLevel | null;
  description: string;
  /** EUR; the program's cap, or the legal ceiling when it states none (see `terms.maxAmountBasis`). */
  maxAmount: number;
  minAmount: number | null;
  subsidyRateMax: number | null;
  deminimis: boolean | null;
  targetGroups: string[];
  eligibleRegions: string[];
  phases: string[];
  /** Last German calendar day on which applications are accepted (`YYYY-MM-DD`), or null. */
  applicationDeadline: string | null;
  status: ProgramStatus;
  lastUpdated: Date;
  terms: ProgramTerms;
  source: ProgramSource;
  /**
   * The id of the program that replaced this one (an expired program whose source names its successor);
   * absent when there is none. Search lists the successor before it (ADR 0023).
   */
  successorId?: string;
  /** The Förderdatenbank's categories of an imported program; absent for curated and own programs. */
  fundingCategories?: FundingCategories;
}

export interface ProgramSource {
  url: string | null;
  /** Whose text this is and under which licence (imported texts, CC BY-ND); absent for our own curation. */
  attribution?: ProgramAttribution;
  /** Date of the newest source seen (partial ISO such as `2024-09`), null when undated. */
  statusAsOf: string | null;
  /** Why a value was decided rather than read (e.g. a null status resolved). */
  note: string | null;
}

/** The source of an imported text, shown wherever the text is (CC BY-ND: verbatim, with attribution). */
export interface ProgramAttribution {
  /** The database, e.g. `Förderdatenbank des Bundes`. */
  name: string;
  publisher: string;
  licence: string;
  licenceUrl: string;
  /** `YYYY-MM-DD` the page was retrieved (from the dump's licence string), else the import day. */
  retrievedAt: string;
}

/** Said wherever an amount would stand for a program whose source states none (never a figure of 0). */
export const AMOUNT_NOT_STATED = 'Förderhöhe nicht angegeben';

/**
 * Whether the program states its amounts and rates. Imported programs (`terms.structured === false`) do
 * not: their `maxAmount` of 0 means "not stated", and every surface says so instead of showing 0.
 */
export const amountsKnown = (p: Pick<Program, 'terms'>): boolean => p.terms.structured !== false;

/** `Förderhöhe nicht angegeben (Quelle: <url>)`: the wording for a program without stated amounts. */
export const amountNotStatedText = (p: { source?: { url: string | null } }): string =>
  p.source?.url ? `${AMOUNT_NOT_STATED} (Quelle: ${p.source.url})` : AMOUNT_NOT_STATED;
