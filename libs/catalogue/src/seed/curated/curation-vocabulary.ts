import type { CompanySize, LegalBasis } from '@libs/shared';

/** Shorthands the curation files share. */
export const SME: CompanySize[] = ['micro', 'small', 'medium'];
export const SMALL: CompanySize[] = ['micro', 'small'];
/** No company size: programs for private persons only (the engine answers SIZE_NOT_ELIGIBLE for companies). */
export const PRIVATE_PERSONS_ONLY: CompanySize[] = [];
/** Regulation (EU) 2023/2831 Art. 1(1): primary agriculture (01) and fishery/aquaculture (03) are outside. */
export const DEMINIMIS_SCOPE_EXCLUSIONS = ['01', '03'];
export const GENERAL_DEMINIMIS: LegalBasis = { kind: 'deminimis', regulation: 'general' };
export const NO_STATE_AID: LegalBasis = { kind: 'none' };
/** Small and micro share a rate unless a guideline says otherwise. */
export const bySize = (
  small: number,
  medium: number,
  large?: number,
): Partial<Record<CompanySize, number>> => ({
  micro: small,
  small,
  medium,
  ...(large !== undefined ? { large } : {}),
});
