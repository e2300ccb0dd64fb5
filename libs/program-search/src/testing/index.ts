export { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
export { scoreRelevance, type RelevanceReport, type QueryScore } from './relevance-metrics';
