import type { CompanySize } from '@libs/shared';

/** The program terms the extractor proposes (the catalogue's field names). */
export const TERM_NAMES = [
  'subsidyRateMax',
  'maxAmount',
  'minAmount',
  'applicationDeadline',
  'eligibleRegions',
  'companySizes',
  'deminimis',
  'targetGroups',
  'category',
] as const;
export type TermName = (typeof TERM_NAMES)[number];

/** Where a proposal rests: the sentence, and the exact characters (offsets into the whole text) that matched. */
export interface Evidence {
  sentence: string;
  /** Offset of the matched passage in the text given to `extractTerms`. */
  start: number;
  end: number;
  quote: string;
}

/**
 * One proposed term: never a fact until a person confirms it. `confidence` (0..1) orders the
 * review; `rule` names the rule that fired (the table in rules.ts); `condition` marks a value that holds only
 * for some applicants ("für kleine Unternehmen bis zu 50 %"), which a single catalogue field cannot carry.
 */
export interface TermProposal {
  term: TermName;
  value: number | string | boolean | string[];
  evidence: Evidence;
  confidence: number;
  rule: string;
  condition?: { companySizes?: CompanySize[]; note: string };
}
