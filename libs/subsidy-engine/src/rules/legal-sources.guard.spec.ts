import { citationProblems, collectCitations, type LegalBasis } from '@libs/shared';
import * as ceilings from './deminimis-ceilings';
import * as fzulg from './forschungszulage';
import { legalMaxIntensity } from './legal-max-intensity';
import { LEGAL_SOURCES } from './legal-sources';
import { legalSectorExclusions } from './sector-exclusions';
import * as sme from './sme-thresholds';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;
const SIZES = ['micro', 'small', 'medium', 'large'] as const;
const BASES: LegalBasis[] = [
  { kind: 'regional-aid-map' },
  ...['17', '18', '19', '25', '28', '29', '31'].map((article) => ({ kind: 'gber' as const, article })),
  ...(['general', 'agriculture', 'fishery', 'sgei'] as const).map((regulation) => ({
    kind: 'deminimis' as const,
    regulation,
  })),
];

/** Every citation the engine can answer with: the tables, and what the rule functions return per basis. */
const citations = [
  ...collectCitations({ LEGAL_SOURCES }),
  ...collectCitations({ ceilings, fzulg, sme }),
  ...collectCitations(
    BASES.flatMap((b) => SIZES.map((s) => legalMaxIntensity(b, s))),
    'legalMaxIntensity',
  ),
  ...collectCitations(BASES.map(legalSectorExclusions), 'legalSectorExclusions'),
];

describe('the engine cites official sources only', () => {
  it('walks every table', () => {
    expect(citations.length).toBeGreaterThan(40);
  });

  it.each(citations.map((c) => [c.path, c] as const))('%s', (_, c) => {
    expect(citationProblems(c.legalSource)).toEqual([]);
    if (c.dated) expect(c.validFrom).toMatch(ISO_DAY);
  });
});
