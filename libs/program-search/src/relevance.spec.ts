import { seedPrograms } from '@libs/catalogue';
import { ProgramSearchIndex } from './program-search-index';
import { JUDGED_QUERIES, scoreRelevance } from './testing';

/**
 * The judged queries' scores as measured when the search was built (`npm run eval:search`, ADR 0023):
 * a change to stemming, weights or matching that makes the answers worse fails here. Raise the floors
 * when an improvement is measured; lower them only with a reason in the ADR.
 */
const FLOOR = { precisionAt5: 0.88, ndcgAt10: 0.91 };

describe('search relevance on the curated catalogue', () => {
  const byId = (a: { id: string }, b: { id: string }) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
  const index = new ProgramSearchIndex(seedPrograms().sort(byId));
  const report = scoreRelevance(index, JUDGED_QUERIES, '2026-06-15');

  it('judges at least 40 queries', () => expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(40));

  it('keeps precision@5 and nDCG@10 at or above the measured values', () => {
    expect(report.precisionAt5).toBeGreaterThanOrEqual(FLOOR.precisionAt5);
    expect(report.ndcgAt10).toBeGreaterThanOrEqual(FLOOR.ndcgAt10);
  });

  it('never puts a "must not" program among the first ten', () => {
    expect(report.queries.filter((q) => q.intruders.length > 0)).toEqual([]);
  });

  it('refers only to programs of the catalogue', () => {
    const ids = new Set(index.programs.map((p) => p.id));
    const named = JUDGED_QUERIES.flatMap((j) => [...j.top5, ...(j.relevant ?? []), ...(j.never ?? [])]);
    expect(named.filter((id) => !ids.has(id))).toEqual([]);
  });
});
