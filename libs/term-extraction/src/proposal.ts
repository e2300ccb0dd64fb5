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

/**
 * The tabs of a program page the extractor reads: the description (Kurzzusammenfassung; the official export's
 * `summary`), the eligibility text (`regulatoryFWork`), the procedure (`procMethod`) and the deadline text
 * (`procInfluence`).
 */
export const TEXT_TABS = ['description', 'eligibility', 'procedure', 'deadlines'] as const;
export type TextTab = (typeof TEXT_TABS)[number];

/** One named text of a program: which tab, and its plain text. */
export interface NamedText {
  tab: TextTab;
  text: string;
}

/** Where a proposal rests: the sentence, and the exact characters (offsets into the whole text) that matched. */
export interface Evidence {
  /** The tab the text came from (`extractTermsFrom`); absent when one text was given (`extractTerms`). */
  tab?: TextTab;
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
