import type { CuratedTerms } from './curated/curated-terms.type';
import { BUND_FINANCING_AND_TAX } from './curated/bund-financing-and-tax';
import { BUND_GRANTS } from './curated/bund-grants';
import { EU_PROGRAMS } from './curated/eu';
import { LAENDER_NORTH_EAST } from './curated/laender-north-east';
import { LAENDER_SOUTH } from './curated/laender-south';

export type { CuratedTerms };

/**
 * One entry per seeded program (all 107), split by provider group into ./curated/. Each entry's `note`
 * says why; rule facts the research marks UNVERIFIED are listed in `unverified`.
 */
export const CURATED_TERMS: Record<string, CuratedTerms> = {
  ...BUND_GRANTS,
  ...BUND_FINANCING_AND_TAX,
  ...EU_PROGRAMS,
  ...LAENDER_SOUTH,
  ...LAENDER_NORTH_EAST,
};
