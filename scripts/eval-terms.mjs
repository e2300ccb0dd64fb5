// The term extractor's precision and recall on the hand-annotated evaluation set (ADR 0025):
// libs/term-extraction/src/evaluation, scored per term type.
//   npm run eval:terms            the table per term type and the total
//   npm run eval:terms -- --misses   also every false positive and false negative with its sentence
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const { EVAL_SET, scoreExtraction } = require('../libs/term-extraction/src/evaluation');

const report = scoreExtraction(EVAL_SET);
const row = (cells) =>
  cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 20 : 10)).join('');
console.log(`${report.sentences} annotated sentences\n`);
console.log(row(['term', 'TP', 'FP', 'FN', 'precision', 'recall']));
for (const s of [...report.perTerm, report.total]) {
  console.log(
    row([
      s.term,
      s.truePositives,
      s.falsePositives,
      s.falseNegatives,
      s.precision.toFixed(4),
      s.recall.toFixed(4),
    ]),
  );
}
if (process.argv.includes('--misses')) {
  for (const m of report.misses) {
    const mark = m.conditional ? ' (conditional)' : '';
    console.log(`\n${m.kind} ${m.term} ${JSON.stringify(m.value)}${mark}\n  ${m.sentence}`);
  }
}
