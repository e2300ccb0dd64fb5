import type { CompanySize } from '@libs/shared';

/** The export's `Unternehmensgroesse` codes as the EU SME classes of the wire contract. */
const SIZE_BY_CODE: Record<string, CompanySize> = {
  kleinstunternehmen: 'micro',
  kleines_unternehmen: 'small',
  mittleres_unternehmen: 'medium',
  grosses_unternehmen: 'large',
};

/**
 * The company sizes a program admits, for the engine: null (no restriction) when the source names none
 * or all four, since an unlisted size is then no exclusion; unknown codes add nothing.
 */
export function companySizesOf(codes: readonly string[]): CompanySize[] | null {
  const sizes = [...new Set(codes.map((c) => SIZE_BY_CODE[c]).filter((s): s is CompanySize => !!s))];
  if (sizes.length === 0 || sizes.length === Object.keys(SIZE_BY_CODE).length) return null;
  const order = Object.values(SIZE_BY_CODE);
  return sizes.sort((a, b) => order.indexOf(a) - order.indexOf(b));
}
