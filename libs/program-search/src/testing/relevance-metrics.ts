import type { ProgramSearchIndex } from '../program-search-index';
import type { JudgedQuery } from './judged-queries';

export interface QueryScore {
  q: string;
  top: string[];
  precisionAt5: number;
  ndcgAt10: number;
  /** `top5` ids not among the first five. */
  missing: string[];
  /** `never` ids among the first ten. */
  intruders: string[];
}

export interface RelevanceReport {
  queries: QueryScore[];
  precisionAt5: number;
  ndcgAt10: number;
}

/**
 * Precision at 5 (relevant among the first five, over min(5, relevant), so a query with two right answers
 * can score 1) and nDCG at 10 (gain 2 for `top5`, 1 for `relevant`; Järvelin & Kekäläinen 2002), each
 * averaged over the queries. All programs count, whatever their status: a search finds, filters narrow.
 */
export function scoreRelevance(
  index: ProgramSearchIndex,
  queries: JudgedQuery[],
  today: string,
): RelevanceReport {
  const scores = queries.map((j) => {
    const { hits } = index.search({ q: j.q, filters: {}, sort: 'relevance', limit: 10, today });
    const top = hits.map((h) => index.programs[h.doc]!.id);
    const gain = (id: string) => (j.top5.includes(id) ? 2 : (j.relevant ?? []).includes(id) ? 1 : 0);
    const relevantCount = new Set([...j.top5, ...(j.relevant ?? [])]).size;
    const precisionAt5 = top.slice(0, 5).filter((id) => gain(id) > 0).length / Math.min(5, relevantCount);
    const dcg = top.reduce((sum, id, i) => sum + gain(id) / Math.log2(i + 2), 0);
    const ideal = [...j.top5.map(() => 2), ...new Set(j.relevant ?? [])]
      .map((g) => (typeof g === 'number' ? g : j.top5.includes(g) ? 0 : 1))
      .filter((g) => g > 0)
      .slice(0, 10)
      .reduce((sum, g, i) => sum + g / Math.log2(i + 2), 0);
    return {
      q: j.q,
      top,
      precisionAt5,
      ndcgAt10: ideal === 0 ? 0 : dcg / ideal,
      missing: j.top5.filter((id) => !top.slice(0, 5).includes(id)),
      intruders: (j.never ?? []).filter((id) => top.includes(id)),
    };
  });
  const mean = (f: (s: QueryScore) => number) => scores.reduce((s, x) => s + f(x), 0) / scores.length;
  return { queries: scores, precisionAt5: mean((s) => s.precisionAt5), ndcgAt10: mean((s) => s.ndcgAt10) };
}
