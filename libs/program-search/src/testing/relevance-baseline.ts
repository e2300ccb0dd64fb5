/**
 * precision@5 and nDCG@10 of each judged set (judged-sets.ts) as the search answered before the concept
 * layer (main at 6d80df1: synonyms table, prefix and infix matching for every word, no status order, no
 * imported fields), measured with these same sets by `npm run eval:search`; printed beside today's figures.
 */
export const RELEVANCE_BEFORE: Readonly<Record<string, { precisionAt5: number; ndcgAt10: number }>> = {
  curated: { precisionAt5: 0.8891, ndcgAt10: 0.9108 },
  'curated-colloquial': { precisionAt5: 0.6548, ndcgAt10: 0.7269 },
  'curated+imported': { precisionAt5: 0.678, ndcgAt10: 0.7409 },
};
