import type { LegalBasis } from '@libs/shared';

/**
 * The legal bases a caller may name for a program in `programTerms` (where the catalogue does not know it in
 * full): the GBER articles the planner has rules for, the de-minimis regulations, and market-conform
 * financing. Each code stands for one `LegalBasis`; the planner then applies that basis's cost kinds,
 * intensities, conditions and ceilings to the program.
 */
export const LEGAL_BASIS_CODES = {
  'gber-art-14': { kind: 'regional-aid-map' },
  'gber-art-17': { kind: 'gber', article: '17' },
  'gber-art-18': { kind: 'gber', article: '18' },
  'gber-art-19': { kind: 'gber', article: '19' },
  'gber-art-22': { kind: 'gber', article: '22' },
  'gber-art-25': { kind: 'gber', article: '25' },
  'gber-art-28': { kind: 'gber', article: '28' },
  'gber-art-29': { kind: 'gber', article: '29' },
  'gber-art-31': { kind: 'gber', article: '31' },
  'deminimis-general': { kind: 'deminimis', regulation: 'general' },
  'deminimis-agriculture': { kind: 'deminimis', regulation: 'agriculture' },
  'deminimis-fishery': { kind: 'deminimis', regulation: 'fishery' },
  'deminimis-sgei': { kind: 'deminimis', regulation: 'sgei' },
  none: { kind: 'none' },
} as const satisfies Record<string, LegalBasis>;

export type LegalBasisCode = keyof typeof LEGAL_BASIS_CODES;

export const LEGAL_BASIS_CODE_LIST = Object.keys(LEGAL_BASIS_CODES) as LegalBasisCode[];

export const legalBasisOf = (code: LegalBasisCode): LegalBasis => LEGAL_BASIS_CODES[code];
