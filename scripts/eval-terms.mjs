// The term extractor's precision and recall (ADR 0025), per term type, on two sets:
//   - the synthetic set: sentences written for the project (libs/term-extraction/src/evaluation), always;
//   - the real development set: 60 Förderdatenbank programs annotated by hand (evaluation/real), whose texts are
//     read at run time from ../shared (FM_SHARED_DIR overrides) and never copied into the project.
//   npm run eval:terms              both tables
//   npm run eval:terms -- --misses  also every false positive and false negative with its sentence or program
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
require('./register-ts.cjs');
const evaluation = require('../libs/term-extraction/src/evaluation');
const { EVAL_SET, scoreExtraction, DEV_ANNOTATIONS, readDevSet, realProgramsOf, scoreRealSet, tabExtractor } =
  evaluation;
const { strongestProposals } = require('../libs/term-extraction/src');

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const row = (cells) =>
  cells.map((c, i) => String(c)[i === 0 ? 'padEnd' : 'padStart'](i === 0 ? 20 : 10)).join('');

function print(title, report) {
  console.log(`${title}\n`);
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
  console.log('');
}

const synthetic = scoreExtraction(EVAL_SET);
print(`Synthetic set: ${synthetic.sentences} annotated sentences`, synthetic);

const dev = readDevSet(repoRoot);
if ('missing' in dev) {
  console.log(
    `Real development set: not scored, ${dev.missing} is absent (set FM_SHARED_DIR to the shared folder).`,
  );
} else {
  const programs = realProgramsOf(dev.csv);
  const real = scoreRealSet(DEV_ANNOTATIONS, programs);
  print(`Real development set: ${real.sentences} Förderdatenbank programs, annotated by hand`, real);
  // What a reviewer sees first: the one unconditional proposal per term the first view picks.
  const kept = scoreRealSet(DEV_ANNOTATIONS, programs, (p) =>
    Object.values(strongestProposals(tabExtractor(p))),
  );
  print('Real development set, the one unconditional proposal kept per term', kept);
}
