import type {
  ProgramCategory,
  ProgramLevel,
  ProgramProvider,
  ProgramStatus,
  ProgramTerms,
} from '@libs/shared';

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
}

export interface ProgramSource {
  url: string | null;
  /** Date of the newest source seen (partial ISO such as `2024-09`), null when undated. */
  statusAsOf: string | null;
  /** Why a value was decided rather than read (e.g. a null status resolved). */
  note: string | null;
}
