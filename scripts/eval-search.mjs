// The program search's relevance on the curated catalogue (ADR 0023): the judged queries of
// libs/program-search/src/testing/judged-queries.ts, scored by precision@5 and nDCG@10.
//   npm run eval:search            the two figures and every query below 1 (what it missed, what intruded)
//   npm run eval:search -- --all   every query with its first ten hits
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { seedPrograms } = require('../libs/catalogue/src');
const { ProgramSearchIndex } = require('../libs/program-search/src');
const { JUDGED_QUERIES, scoreRelevance } = require('../libs/program-search/src/testing');

const byteOrder = (a, b) => Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
const index = new ProgramSearchIndex(seedPrograms().sort(byteOrder));
const report = scoreRelevance(index, JUDGED_QUERIES, '2026-06-15');
const showAll = process.argv.includes('--all');
for (const s of report.queries) {
  if (!showAll && s.precisionAt5 >= 1 && s.ndcgAt10 >= 1 && s.intruders.length === 0) continue;
  console.log(`\n${s.q}  P@5 ${s.precisionAt5.toFixed(2)}  nDCG@10 ${s.ndcgAt10.toFixed(2)}`);
  if (s.missing.length) console.log(`  missing from top 5: ${s.missing.join(', ')}`);
  if (s.intruders.length) console.log(`  must not be in top 10: ${s.intruders.join(', ')}`);
  if (showAll || s.missing.length) console.log(`  top 10: ${s.top.join(', ')}`);
}
console.log(`\n${JUDGED_QUERIES.length} judged queries over ${index.programs.length} programs`);
console.log(`precision@5 ${report.precisionAt5.toFixed(4)}`);
console.log(`nDCG@10     ${report.ndcgAt10.toFixed(4)}`);
