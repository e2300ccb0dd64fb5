import type { CompanySize } from '@libs/shared';
import type { DatedRule } from './dated-rule';
import { LEGAL_SOURCES } from './legal-sources';

export interface SizeLimit {
  size: Exclude<CompanySize, 'large'>;
  /** Headcount (AWU) must be below this value. */
  staffBelow: number;
  turnoverMaxEur: number;
  balanceSheetMaxEur: number;
}

/**
 * Recommendation 2003/361/EC, Annex Art. 2 (applies since 1 January 2005), smallest class first.
 * Not modelled (no profile fields): partner/linked enterprises (Annex Art. 3, 6), the public-body rule of
 * Art. 3(4) and the two-consecutive-years rule of Art. 4(2) (both UNVERIFIED in rules.md §1).
 */
export const SME_DEFINITION: DatedRule<readonly SizeLimit[]> = {
  id: 'sme-2003/361/EC',
  validFrom: '2005-01-01',
  validTo: null,
  legalSource: LEGAL_SOURCES.smeDefinition,
  value: [
    { size: 'micro', staffBelow: 10, turnoverMaxEur: 2_000_000, balanceSheetMaxEur: 2_000_000 },
    { size: 'small', staffBelow: 50, turnoverMaxEur: 10_000_000, balanceSheetMaxEur: 10_000_000 },
    { size: 'medium', staffBelow: 250, turnoverMaxEur: 50_000_000, balanceSheetMaxEur: 43_000_000 },
  ],
};

export const SIZE_LABELS: Record<CompanySize, string> = {
  micro: 'Kleinstunternehmen',
  small: 'kleines Unternehmen',
  medium: 'mittleres Unternehmen',
  large: 'großes Unternehmen',
};
