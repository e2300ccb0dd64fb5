import { citationProblems, collectCitations } from '@libs/shared';
import * as fzulg from './fzulg-base';
import * as smeArticles from './gber-sme-articles';
import * as gber from './gber';
import * as grw from './grw-rates';
import * as sources from './plan-sources';
import * as referenceRate from './reference-rate-method';
import * as areas from './regional-aid-areas';
import * as map from './regional-aid-map';
import * as union from './union-funding';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/u;

/** Every module of rules/ (a new table file is added here), walked whole so new tables are checked too. */
const citations = collectCitations({
  fzulg,
  smeArticles,
  gber,
  grw,
  sources,
  referenceRate,
  areas,
  map,
  union,
});

describe('the planner cites official sources only', () => {
  it('walks every table', () => {
    expect(citations.length).toBeGreaterThan(80);
  });

  it.each(citations.map((c) => [c.path, c] as const))('%s', (_, c) => {
    // The generic-measure text is an explanation that always comes with the article's own citation.
    if (c.path.endsWith('.genericMeasure')) return;
    expect(citationProblems(c.legalSource)).toEqual([]);
    if (c.dated) expect(c.validFrom).toMatch(ISO_DAY);
  });
});
