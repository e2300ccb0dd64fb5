export { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
export { JUDGED_SETS, type JudgedSet } from './judged-sets';
export { IMPORTED_STYLE_PROGRAMS } from './imported-style-programs';
export { scoreRelevance, type RelevanceReport, type QueryScore } from './relevance-metrics';
