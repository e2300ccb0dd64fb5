// The program search's relevance (ADR 0023): the judged sets of libs/program-search/src/testing
// (the curated catalogue's original queries, colloquial and concept queries over it, and queries over the
// curated catalogue plus imported-style programs), scored by precision@5 and nDCG@10, beside the figures
// measured before the concept layer (testing/relevance-baseline.ts).
//   npm run eval:search            the figures per set and every query below 1 (what it missed, what intruded)
//   npm run eval:search -- --all   every query with its first ten hits
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { ProgramSearchIndex } = require('../libs/program-search/src');
const { JUDGED_SETS, scoreRelevance } = require('../libs/program-search/src/testing');
const { RELEVANCE_BEFORE } = require('../libs/program-search/src/testing/relevance-baseline');

const showAll = process.argv.includes('--all');
const summary = [];
for (const set of JUDGED_SETS) {
  const index = new ProgramSearchIndex(set.programs());
  const report = scoreRelevance(index, set.queries, '2026-06-15');
  console.log(
    `\n== ${set.name}: ${set.queries.length} judged queries over ${index.programs.length} programs`,
  );
  for (const s of report.queries) {
    if (!showAll && s.precisionAt5 >= 1 && s.ndcgAt10 >= 1 && s.intruders.length === 0) continue;
    console.log(`\n${s.q}  P@5 ${s.precisionAt5.toFixed(2)}  nDCG@10 ${s.ndcgAt10.toFixed(2)}`);
    if (s.missing.length) console.log(`  missing from top 5: ${s.missing.join(', ')}`);
    if (s.intruders.length) console.log(`  must not be in top 10: ${s.intruders.join(', ')}`);
    if (showAll || s.missing.length || s.intruders.length) console.log(`  top 10: ${s.top.join(', ')}`);
  }
  summary.push({ set: set.name, queries: set.queries.length, report });
}
console.log('\nset                  queries  precision@5 (before)  nDCG@10 (before)');
for (const { set, queries, report } of summary) {
  const before = RELEVANCE_BEFORE[set];
  const was = (v) => (v === undefined ? '  –   ' : v.toFixed(4));
  console.log(
    `${set.padEnd(20)} ${String(queries).padStart(7)}  ${report.precisionAt5.toFixed(4)} (${was(before?.precisionAt5)})` +
      `       ${report.ndcgAt10.toFixed(4)} (${was(before?.ndcgAt10)})`,
  );
}
