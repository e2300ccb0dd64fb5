export { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
export { JUDGED_SETS, type JudgedSet } from './judged-sets';
export { scoreRelevance, type RelevanceReport, type QueryScore } from './relevance-metrics';
