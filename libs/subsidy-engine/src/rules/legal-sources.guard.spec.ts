/* eslint-disable @typescript-eslint/no-require-imports */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { citationProblems, collectCitations, type LegalBasis } from '@libs/shared';
import { legalMaxIntensity } from './legal-max-intensity';
import { legalSectorExclusions } from './sector-exclusions';

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

/** Every module of rules/, found on disk, so a table added later is checked without being listed here. */
const modules = Object.fromEntries(
  readdirSync(__dirname)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.spec.ts'))
    .map((f) => [f.replace(/\.ts$/u, ''), require(path.join(__dirname, f)) as unknown]),
);

/** Every citation the engine can answer with: the tables, and what the rule functions return per basis. */
const citations = [
  ...collectCitations(modules),
  ...collectCitations(
    BASES.flatMap((b) => SIZES.map((s) => legalMaxIntensity(b, s))),
    'legalMaxIntensity',
  ),
  ...collectCitations(BASES.map(legalSectorExclusions), 'legalSectorExclusions'),
];

describe('the engine cites official sources only', () => {
  it('walks every table', () => {
    expect(Object.keys(modules)).toEqual(expect.arrayContaining(['legal-sources', 'deminimis-ceilings']));
    expect(citations.length).toBeGreaterThan(40);
  });

  it.each(citations.map((c) => [c.path, c] as const))('%s', (_, c) => {
    expect(citationProblems(c.legalSource)).toEqual([]);
    if (c.dated) expect(c.validFrom).toMatch(ISO_DAY);
  });
});
