import path from 'node:path';
import {
  DEV_ANNOTATIONS,
  EVAL_SET,
  EVALUATED_TERMS,
  readDevSet,
  realProgramsOf,
  scoreExtraction,
  scoreRealSet,
  type EvaluatedTerm,
} from './evaluation';
import type { TermProposal } from './proposal';

/**
 * The extractor's score on the hand-annotated synthetic set, pinned so it cannot silently fall. Floors are the
 * measured figures rounded down to two decimals; raise them when the extractor improves. Rates, amounts and
 * deadlines must stay at precision >= 0.95: a wrong figure is worse than none.
 */
const FLOORS: Record<EvaluatedTerm, { precision: number; recall: number }> = {
  subsidyRateMax: { precision: 1, recall: 0.96 },
  maxAmount: { precision: 1, recall: 0.8 },
  minAmount: { precision: 1, recall: 0.87 },
  applicationDeadline: { precision: 1, recall: 0.87 },
  eligibleRegions: { precision: 1, recall: 1 },
  companySizes: { precision: 0.87, recall: 0.85 },
  deminimis: { precision: 1, recall: 1 },
};
const PRECISION_TARGET: EvaluatedTerm[] = ['subsidyRateMax', 'maxAmount', 'minAmount', 'applicationDeadline'];

describe('term extraction on the evaluation set', () => {
  const report = scoreExtraction(EVAL_SET);
  const scoreOf = (term: EvaluatedTerm) => report.perTerm.find((s) => s.term === term)!;

  it('has at least 150 annotated sentences, each with its text once', () => {
    expect(EVAL_SET.length).toBeGreaterThanOrEqual(150);
    expect(new Set(EVAL_SET.map((s) => s.text)).size).toBe(EVAL_SET.length);
  });

  it.each(EVALUATED_TERMS)('%s keeps its measured precision and recall', (term) => {
    expect(scoreOf(term).precision).toBeGreaterThanOrEqual(FLOORS[term].precision);
    expect(scoreOf(term).recall).toBeGreaterThanOrEqual(FLOORS[term].recall);
  });

  it.each(PRECISION_TARGET)(
    '%s proposes a wrong figure at most once in twenty (precision >= 0.95)',
    (term) => {
      expect(scoreOf(term).precision).toBeGreaterThanOrEqual(0.95);
    },
  );
});

/**
 * The targets on real Förderdatenbank texts (the development set, annotated by hand before the extractor ran):
 * rates and maximum amounts at precision >= 0.90 with recall >= 0.60, deadlines at recall >= 0.60 with
 * precision >= 0.90. The texts stay in the shared folder and are read here at run time; without them the
 * test says so and checks nothing.
 */
const REAL_TARGETS: Partial<Record<EvaluatedTerm, { precision: number; recall: number }>> = {
  subsidyRateMax: { precision: 0.9, recall: 0.6 },
  maxAmount: { precision: 0.9, recall: 0.6 },
  applicationDeadline: { precision: 0.9, recall: 0.6 },
};
const repoRoot = path.resolve(__dirname, '..', '..', '..');
const devSet = readDevSet(repoRoot);

describe('term extraction on the real development set', () => {
  if ('missing' in devSet) {
    it(`is not scored: ${devSet.missing} is absent (set FM_SHARED_DIR to the shared folder)`, () => {
      expect('missing' in devSet).toBe(true);
    });
    return;
  }
  const programs = realProgramsOf(devSet.csv);
  const report = scoreRealSet(DEV_ANNOTATIONS, programs);

  it('annotates every program of the set, by its page, once', () => {
    expect(new Set(DEV_ANNOTATIONS.map((a) => a.page))).toEqual(new Set(programs.map((p) => p.page)));
    expect(DEV_ANNOTATIONS).toHaveLength(programs.length);
  });

  it.each(Object.entries(REAL_TARGETS))('%s meets its target on real texts', (term, target) => {
    const score = report.perTerm.find((s) => s.term === term)!;
    expect(score.precision).toBeGreaterThanOrEqual(target.precision);
    expect(score.recall).toBeGreaterThanOrEqual(target.recall);
  });
});

describe('scoreExtraction', () => {
  const proposal = (term: TermProposal['term'], value: TermProposal['value'], conditional = false) =>
    ({
      term,
      value,
      confidence: 1,
      rule: 'test',
      evidence: { sentence: '', start: 0, end: 0, quote: '' },
      ...(conditional ? { condition: { note: 'test' } } : {}),
    }) as TermProposal;

  it('counts matches with rate tolerance, wrong values, conditional marks and list items', () => {
    const report = scoreExtraction(
      [
        { text: 'a', expected: [{ term: 'subsidyRateMax', value: 66.67 }] },
        { text: 'b', expected: [{ term: 'maxAmount', value: 15000 }] },
        { text: 'c', expected: [{ term: 'subsidyRateMax', value: 50, conditional: true }] },
        { text: 'd', expected: [{ term: 'companySizes', value: ['micro', 'small', 'medium'] }] },
        { text: 'e', expected: [] },
      ],
      (text) =>
        ({
          a: [proposal('subsidyRateMax', 66.666)],
          b: [proposal('maxAmount', 15001), proposal('category', 'zuschuss')],
          c: [proposal('subsidyRateMax', 50)],
          d: [proposal('companySizes', ['micro', 'small']), proposal('companySizes', ['small'])],
          e: [proposal('applicationDeadline', '2026-06-30')],
        })[text] ?? [],
    );
    const counts = Object.fromEntries(
      report.perTerm.map((s) => [s.term, [s.truePositives, s.falsePositives, s.falseNegatives]]),
    );
    expect(counts).toEqual({
      subsidyRateMax: [1, 1, 1],
      maxAmount: [0, 1, 1],
      minAmount: [0, 0, 0],
      applicationDeadline: [0, 1, 0],
      eligibleRegions: [0, 0, 0],
      companySizes: [2, 0, 1],
      deminimis: [0, 0, 0],
    });
    expect(report.total).toMatchObject({
      truePositives: 3,
      falsePositives: 3,
      falseNegatives: 3,
      precision: 0.5,
    });
    expect(report.perTerm.find((s) => s.term === 'minAmount')).toMatchObject({ precision: 1, recall: 1 });
  });
});
